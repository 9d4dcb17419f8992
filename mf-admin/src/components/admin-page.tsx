import type { ReactNode } from 'react';
import { Box } from 'shared-ui';

/** The frame of every administration screen. */
export function AdminPage({ children }: { children: ReactNode }) {
  return (
    <Box px={{ base: 4, md: 8 }} py={6}>
      {children}
    </Box>
  );
}
