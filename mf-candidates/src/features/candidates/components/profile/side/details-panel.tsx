import { formatDate, formatPhone433, Box, SimpleGrid, Text } from 'shared-ui';
import type { Candidate } from '../../../api/types';

/** '0' means empty (spec 001 §2). */
const shown = (v: string | null | undefined) => (!v || v === '0' ? '' : v);

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box minW={0}>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontWeight="medium" overflowWrap="anywhere">
        {value || '—'}
      </Text>
    </Box>
  );
}

/** Additional Details: identity card, resume source and subsource, and the secondary contacts. */
export function DetailsPanel({ candidate }: { candidate: Candidate }) {
  return (
    <Box>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
        <Fact label="Identity Card Name" value={shown(candidate.identity_card_name)} />
        <Fact label="Identity Card Number" value={shown(candidate.identity_card_number)} />
        <Fact label="Resume Source" value={shown(candidate.resume_source)} />
        <Fact label="Resume Subsource" value={shown(candidate.resume_subsource)} />
        <Fact
          label="Secondary Mobile"
          value={
            shown(candidate.secondary_mobile) ? formatPhone433(candidate.secondary_mobile) : ''
          }
        />
        <Fact label="Secondary Email" value={shown(candidate.secondary_email)} />
        <Fact label="Address" value={shown(candidate.address)} />
        <Fact label="Free Pool" value={candidate.free_pool === '1' ? 'Yes' : 'No'} />
        <Fact label="Created On" value={formatDate(candidate.created_at)} />
        <Fact label="Updated On" value={formatDate(candidate.updated_at)} />
      </SimpleGrid>
    </Box>
  );
}
