import { useNavigate, formatNoticePeriod, formatPhone433, formatRupees, toast, Avatar, Box, Button, Flex, Heading, HStack, Link, Stack, Text, useAction, deleteQuestion, Fact, EditDeleteButtons } from 'shared-ui';
import { LuDownload, LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import { usePermission } from 'shared-auth';
import { deleteCandidate } from '../../api/delete-candidate';
import type { Candidate } from '../../api/types';
import { experienceText } from '../candidate-list';
import { CandidateRightsActions } from './candidate-rights-actions';

export const NO_RESUME_MESSAGE =
  'Currently resume is not availabe for this candidate, please upload the resume';

/** Photo, name, company (else Currently Unemployed), designation, experience, resume download, contact, place. */
export function ProfileHeader({
  candidate,
  onDeleted,
}: {
  candidate: Candidate;
  onDeleted: () => void;
}) {
  const permission = usePermission('Candidates');
  const navigate = useNavigate();
  const place = [candidate.city_name, candidate.state_name].filter(Boolean).join(', ');

  const { run: remove } = useAction({
    confirm: deleteQuestion('Delete candidate', 'Are you sure you want to delete candidate ?'),
    run: () => deleteCandidate(candidate.encrypted_id),
    success: 'Deleted Successfully',
    invalidate: () => {
      onDeleted();
      navigate('/candidates');
    },
  });


  return (
    <Flex
      gap={{ base: 4, md: 6 }}
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-start' }}
      borderWidth="1px"
      rounded="lg"
      p={{ base: 4, md: 5 }}
      bg="bg.panel"
    >
      <Avatar.Root
        size="2xl"
        shape="rounded"
        alignSelf={{ base: 'center', md: 'flex-start' }}
        w="28"
        h="28"
      >
        <Avatar.Fallback name={candidate.name} />
        {candidate.profile_pic_url && (
          <Avatar.Image
            src={candidate.profile_pic_url}
            alt={`Photo of ${candidate.name}`}
            objectFit="cover"
          />
        )}
      </Avatar.Root>
      <Stack gap={2} flex="1" minW={0}>
        <Flex justify="space-between" align="flex-start" gap={3} wrap="wrap">
          <Box minW={0}>
            <Heading as="h2" size="xl" lineClamp={2}>
              {candidate.name}
            </Heading>
            <Text fontWeight="medium">{candidate.company_name || 'Currently Unemployed'}</Text>
            {candidate.designation && <Text color="fg.muted">{candidate.designation}</Text>}
            <Text color="fg.muted" fontSize="sm">
              {experienceText(candidate.exp_years, candidate.exp_months)}
            </Text>
          </Box>
          <HStack gap={1} wrap="wrap">
            {candidate.resume_url ? (
              <Button asChild size="sm" variant="outline">
                <a href={candidate.resume_url} download={candidate.resume_name || undefined}>
                  <LuDownload /> Download Resume
                </a>
              </Button>
            ) : (
              <Button size="sm" variant="outline" onClick={() => toast.error(NO_RESUME_MESSAGE)}>
                <LuDownload /> Download Resume
              </Button>
            )}
            <CandidateRightsActions candidateId={candidate.encrypted_id} onErased={onDeleted} />
            <EditDeleteButtons
              name="candidate"
              editTo={permission.m_edit ? `/candidates/${candidate.encrypted_id}/edit` : undefined}
              onDelete={permission.m_delete ? () => void remove() : undefined}
            />
          </HStack>
        </Flex>
        <Flex
          gap={{ base: 2, md: 5 }}
          wrap="wrap"
          fontSize="sm"
          direction={{ base: 'column', sm: 'row' }}
        >
          <HStack gap={1.5}>
            <LuPhone aria-hidden />
            <Link href={`tel:${candidate.primary_mobile}`}>
              {formatPhone433(candidate.primary_mobile)}
            </Link>
            {candidate.secondary_mobile && candidate.secondary_mobile !== '0' && (
              <Text color="fg.muted">/ {formatPhone433(candidate.secondary_mobile)}</Text>
            )}
          </HStack>
          <HStack gap={1.5} minW={0}>
            <LuMail aria-hidden />
            <Link
              href={`mailto:${candidate.primary_email}`}
              color="brand.fg"
              overflowWrap="anywhere"
            >
              {candidate.primary_email}
            </Link>
          </HStack>
          {place && (
            <HStack gap={1.5}>
              <LuMapPin aria-hidden />
              <Text>{place}</Text>
            </HStack>
          )}
        </Flex>
      </Stack>
    </Flex>
  );
}

const FIGURE = { fontWeight: 'semibold', fontSize: 'md', overflowWrap: 'normal' } as const;

function Ctc({ label, value }: { label: string; value: string }) {
  return (
    <Fact label={label} px={4} py={3} valueProps={FIGURE}>
      {value}
    </Fact>
  );
}

/** Current, Expected, Fixed, Variable, Stocks (₹) and the notice period ('30 Days'). */
export function CtcStrip({ candidate }: { candidate: Candidate }) {
  return (
    <Box
      display="grid"
      gridTemplateColumns={{
        base: 'repeat(2, minmax(0, 1fr))',
        sm: 'repeat(3, minmax(0, 1fr))',
        lg: 'repeat(6, minmax(0, 1fr))',
      }}
      borderWidth="1px"
      rounded="lg"
      bg="bg.panel"
      aria-label="Compensation"
      role="group"
    >
      <Ctc label="Current" value={formatRupees(candidate.current_ctc)} />
      <Ctc label="Expected" value={formatRupees(candidate.expected_ctc)} />
      <Ctc label="Fixed" value={formatRupees(candidate.fixed_ctc)} />
      <Ctc label="Variable" value={formatRupees(candidate.variable_ctc)} />
      <Ctc label="Stocks" value={formatRupees(candidate.stocks)} />
      <Ctc
        label="Notice Period"
        value={candidate.notice_period === null ? '' : formatNoticePeriod(candidate.notice_period)}
      />
    </Box>
  );
}
