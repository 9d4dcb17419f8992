import { useState } from 'react';
import { RouterLink, formatDate, formatRupees, toast, Badge, Button, Field, HStack, Link, NativeSelect, SimpleGrid, Stack, Text } from 'shared-ui';
import { useSWRConfig } from 'swr';
import { usePermission } from 'shared-auth';
import { useJobLinks } from '../../../api/get-candidate-job-orders';
import { useMainStatuses, useSubStatuses } from '../../../api/get-job-statuses';
import type { JobLink } from '../../../api/types';
import { updateJobLinkStatus } from '../../../api/update-candidate-job-order';
import { deleteItem, DeleteButton, ItemCard, ListState, Meta, PanelHeader, useBusy } from './panel-kit';

export const LINK_UPDATED = 'Candidate Job Orders Details Updated Successfully';

/** One link: main and sub status (both required; a new main clears the sub), Update, Delete. */
export function JobLinkCard({
  link,
  canEdit,
  onChanged,
}: {
  link: JobLink;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const mains = useMainStatuses();
  const [main, setMain] = useState(link.main_status_id);
  const [sub, setSub] = useState(link.main_substatus_id);
  const subs = useSubStatuses(main);
  const [errors, setErrors] = useState<{ main?: string; sub?: string; form?: string }>({});
  const { busy, run } = useBusy();
  const changed = main !== link.main_status_id || sub !== link.main_substatus_id;

  async function update() {
    const next: typeof errors = {};
    if (!main) next.main = 'The main status field is required.';
    if (!sub) next.sub = 'The sub status field is required.';
    setErrors(next);
    if (next.main || next.sub) return;
    await run(
      async () => {
        await updateJobLinkStatus(link.encrypted_id, main, sub);
        toast.success(LINK_UPDATED);
        onChanged();
      },
      (message) => setErrors({ form: message }),
    );
  }

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
          <RouterLink to={`/joborders/${link.job_id}`}>{link.job_title}</RouterLink>
        </Link>{' '}
        <Text as="span" color="fg.muted" fontWeight="normal">
          – {link.client_name}
        </Text>
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
        <Stack gap={2} mt={3}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap={2}>
            <Field.Root invalid={Boolean(errors.main)}>
              <Field.Label fontSize="xs">Main Status</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={main}
                  onChange={(e) => {
                    setMain(e.target.value);
                    setSub('');
                  }}
                >
                  <option value="">Select</option>
                  {(mains.data ?? []).map((s) => (
                    <option key={s.fixed_id} value={s.fixed_id}>
                      {s.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errors.main && <Field.ErrorText>{errors.main}</Field.ErrorText>}
            </Field.Root>
            <Field.Root invalid={Boolean(errors.sub)}>
              <Field.Label fontSize="xs">Sub Status</Field.Label>
              <NativeSelect.Root size="sm" disabled={!main}>
                <NativeSelect.Field value={sub} onChange={(e) => setSub(e.target.value)}>
                  <option value="">Select</option>
                  {(subs.data ?? []).map((s) => (
                    <option key={s.fixed_id} value={s.fixed_id}>
                      {s.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errors.sub && <Field.ErrorText>{errors.sub}</Field.ErrorText>}
            </Field.Root>
          </SimpleGrid>
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
      )}
    </ItemCard>
  );
}

export function JobOrdersPanel({ candidateId }: { candidateId: string }) {
  const links = useJobLinks(candidateId);
  const { mutate } = useSWRConfig();
  const canEdit = usePermission('Candidates').m_edit;
  const refresh = () => {
    void mutate((key) => JSON.stringify(key ?? '').includes(candidateId));
  };
  return (
    <Stack gap={3}>
      <PanelHeader title="Job Orders" />
      <ListState state={links}>
        {(rows) =>
          rows.map((l) => (
            <JobLinkCard
              key={`${l.encrypted_id}-${l.main_substatus_id}`}
              link={l}
              canEdit={canEdit}
              onChanged={refresh}
            />
          ))
        }
      </ListState>
    </Stack>
  );
}
