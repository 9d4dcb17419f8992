import { useState } from 'react';
import { AddLinkDialog, capitalize, confirmSkipOffer, offerNeed, offerPayload, offerValuesOf, OfferFields, RouterLink, formatDate, formatRupees, jobName, skipsOffer, toast, validateOffer, Badge, Button, HStack, Link, SimpleGrid, StatusSelects, Stack, Text, type OfferErrors, ListState, invalidateKeys, keys } from 'shared-ui';
import { useSWRConfig } from 'swr';
import { LINK_UPDATED } from 'contract/rules/links';
import { apiGet, apiSend, usePermission } from 'shared-auth';
import { searchActiveJobs } from '../../../api/search-jobs';
import { jobUsersPath, type JobUser } from '../../../api/get-job-recruiters';
import { useJobLinks } from '../../../api/get-candidate-job-orders';
import type { JobLink } from '../../../api/types';
import { updateJobLinkStatus } from '../../../api/update-candidate-job-order';
import { deleteItem, DeleteButton, ItemCard, Meta, PanelHeader, useBusy } from './panel-kit';

export { LINK_UPDATED };

/**
 * A link's status and offer, saved at once with Update: main and sub status (both required; a new main clears the
 * sub), and for Offered / Joined the offered CTC and joining date (editable later). Used by the profile's Job Orders
 * tab and the edit form's existing job-order rows.
 */
export function LinkStatusEditor({
  link,
  candidateName,
  onChanged,
}: {
  link: Pick<
    JobLink,
    | 'encrypted_id'
    | 'job_title'
    | 'main_status_id'
    | 'main_substatus_id'
    | 'offered_ctc'
    | 'expected_joining_date'
  >;
  candidateName?: string;
  onChanged: () => void;
}) {
  const [main, setMain] = useState(link.main_status_id);
  const [sub, setSub] = useState(link.main_substatus_id);
  const [offer, setOffer] = useState(() => offerValuesOf(link));
  const [offerErrors, setOfferErrors] = useState<OfferErrors>({});
  const [errors, setErrors] = useState<{ main?: string; sub?: string; form?: string }>({});
  const { busy, run } = useBusy();
  const need = offerNeed(main);
  const skipped = skipsOffer(link.main_status_id, main, link);
  const stored = offerValuesOf(link);
  const changed =
    main !== link.main_status_id ||
    sub !== link.main_substatus_id ||
    (need !== null &&
      (offer.offered_ctc !== stored.offered_ctc ||
        offer.expected_joining_date !== stored.expected_joining_date));

  async function update() {
    const next: typeof errors = {};
    if (!main) next.main = 'The main status field is required.';
    if (!sub) next.sub = 'The sub status field is required.';
    const nextOffer = validateOffer(offer, need, skipped);
    setErrors(next);
    setOfferErrors(nextOffer);
    if (next.main || next.sub || Object.keys(nextOffer).length) return;
    if (skipped && !(await confirmSkipOffer(candidateName ?? ''))) return;
    await run(
      async () => {
        await updateJobLinkStatus(link.encrypted_id, main, sub, offerPayload(offer, need));
        toast.success(LINK_UPDATED);
        onChanged();
      },
      (message) => setErrors({ form: message }),
    );
  }

  return (
    <Stack gap={2} mt={3}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={2}>
        <StatusSelects
          main={main}
          sub={sub}
          onMainChange={(value) => {
            setMain(value);
            setOfferErrors({});
          }}
          onSubChange={setSub}
          errors={errors}
          placeholders={{ main: 'Select', sub: 'Select' }}
          size="sm"
          labelFontSize="xs"
          nameSuffix={link.job_title}
        />
      </SimpleGrid>
      <OfferFields
        need={need}
        values={offer}
        errors={offerErrors}
        skipped={skipped}
        size="sm"
        idPrefix={link.job_title}
        onChange={(v) => {
          setOffer(v);
          setOfferErrors({});
        }}
      />
      {errors.form && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {errors.form}
        </Text>
      )}
      <Button
        size="xs"
        alignSelf="flex-end"
        onClick={() => void update()}
        loading={busy}
        disabled={!changed}
      >
        Update
      </Button>
    </Stack>
  );
}

/** One link: job, client, status and offer, recruiter; with edit permission the status editor and Delete. */
export function JobLinkCard({
  link,
  canEdit,
  candidateName,
  onChanged,
}: {
  link: JobLink;
  canEdit: boolean;
  candidateName?: string;
  onChanged: () => void;
}) {
  return (
    <ItemCard
      actions={
        canEdit && (
          <DeleteButton
            label={`Delete job order ${link.job_title}`}
            onClick={() =>
              void deleteItem({
                title: 'Delete job order',
                message: 'Are you sure you want to delete Job Order ?',
                kind: 'candidates_job_orders',
                id: link.encrypted_id,
                then: onChanged,
              })
            }
          />
        )
      }
    >
      <Text fontWeight="medium">
        <Link asChild color="fg">
          <RouterLink to={`/joborders/${link.job_id}`}>{jobName(link.job_title, link.client_name)}</RouterLink>
        </Link>
      </Text>
      <HStack gap={2} mt={1} wrap="wrap">
        <Badge variant="subtle" colorPalette="blue">
          {link.main_status} / {link.main_substatus}
        </Badge>
        {link.offered_ctc !== null && (
          <Text fontSize="sm">Offered {formatRupees(link.offered_ctc)}</Text>
        )}
        {link.expected_joining_date && (
          <Text fontSize="sm">Joining {formatDate(link.expected_joining_date)}</Text>
        )}
      </HStack>
      <Meta>Recruiter: {link.username || '—'}</Meta>
      {canEdit && (
        <LinkStatusEditor link={link} candidateName={candidateName} onChanged={onChanged} />
      )}
    </ItemCard>
  );
}

/** The job's assigned users, as the recruiter choices of a new link. */
async function loadJobRecruiters(jobId: string) {
  const res = await apiGet<{ data: JobUser[] }>(jobUsersPath(jobId));
  return res.data.map((u) => ({
    value: u.user_id,
    label: `${u.username} (${capitalize(u.user_type)})`,
  }));
}

export function JobOrdersPanel({
  candidateId,
  candidateName,
}: {
  candidateId: string;
  candidateName?: string;
}) {
  const links = useJobLinks(candidateId);
  const { mutate } = useSWRConfig();
  const canEdit = usePermission('Candidates').m_edit;
  const refresh = () => {
    void invalidateKeys(mutate, ...keys.links.stale(candidateId, undefined));
  };
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap={3}>
      <PanelHeader
        open={false}
        onToggle={() => setAdding(true)}
        canAdd={canEdit}
      />
      <AddLinkDialog
        open={adding}
        onClose={() => setAdding(false)}
        title="Add to Job Order"
        pickLabel="Job Order"
        pickRequired="Job Order is required"
        pickPlaceholder="Search active job orders"
        loadOptions={searchActiveJobs}
        loadRecruiters={loadJobRecruiters}
        onAdd={async (job, recruiterId) => {
          await apiSend('POST', 'candidates_job_orders', {
            candidate_id: candidateId,
            job_id: job.value,
            recruiter_id: recruiterId,
          });
          toast.success('Added Successfully');
          refresh();
        }}
      />
      <ListState state={links}>
        {(rows) =>
          rows.map((l) => (
            <JobLinkCard
              key={`${l.encrypted_id}-${l.main_substatus_id}-${l.offered_ctc}-${l.expected_joining_date}`}
              link={l}
              canEdit={canEdit}
              candidateName={candidateName}
              onChanged={refresh}
            />
          ))
        }
      </ListState>
    </Stack>
  );
}
