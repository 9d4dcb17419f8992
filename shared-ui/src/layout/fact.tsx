import type { ReactNode } from 'react';
import { Box, Text, type BoxProps, type TextProps } from '@chakra-ui/react';

/**
 * One fact of a record's details: a small upper-case label over its value ('—' when there is none). The box takes
 * its own spacing; `valueProps` restyles the value (a figure in a strip).
 */
export function Fact({
  label,
  children,
  valueProps,
  ...box
}: BoxProps & { label: string; children: ReactNode; valueProps?: TextProps }) {
  return (
    <Box minW={0} {...box}>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontWeight="medium" overflowWrap="anywhere" {...valueProps}>
        {children || '—'}
      </Text>
    </Box>
  );
}
