import { formatDate, formatPhone433, Box, Fact, SimpleGrid } from 'shared-ui';
import type { Candidate } from '../../../api/types';

/** '0' means empty (spec 001 §2). */
const shown = (v: string | null | undefined) => (!v || v === '0' ? '' : v);

/** Additional Details: identity card, resume source and subsource, and the secondary contacts. */
export function DetailsPanel({ candidate }: { candidate: Candidate }) {
  return (
    <Box>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
        <Fact label="Identity Card Name">{shown(candidate.identity_card_name)}</Fact>
        <Fact label="Identity Card Number">{shown(candidate.identity_card_number)}</Fact>
        <Fact label="Resume Source">{shown(candidate.resume_source)}</Fact>
        <Fact label="Resume Subsource">{shown(candidate.resume_subsource)}</Fact>
        <Fact label="Secondary Mobile">
          {shown(candidate.secondary_mobile) ? formatPhone433(candidate.secondary_mobile) : ''}
        </Fact>
        <Fact label="Secondary Email">{shown(candidate.secondary_email)}</Fact>
        <Fact label="Address">{shown(candidate.address)}</Fact>
        <Fact label="Free Pool">{candidate.free_pool === '1' ? 'Yes' : 'No'}</Fact>
        <Fact label="Created On">{formatDate(candidate.created_at)}</Fact>
        <Fact label="Updated On">{formatDate(candidate.updated_at)}</Fact>
      </SimpleGrid>
    </Box>
  );
}
