import type { ReactNode } from 'react';
import { Box, Text } from '@chakra-ui/react';

/** One fact of a record's details: a small upper-case label over its value ('—' when there is none). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW={0}>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontWeight="medium" overflowWrap="anywhere">
        {children || '—'}
      </Text>
    </Box>
  );
}
