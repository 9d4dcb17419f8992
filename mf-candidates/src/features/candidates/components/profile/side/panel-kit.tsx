import type { ReactNode } from 'react';
import { LuPlus, LuX } from 'react-icons/lu';
import { EmptyState, ErrorPanel, LoadingBlock, Box, Button, Flex, Heading, Stack, Text } from 'shared-ui';

/** A side panel's title with the Add / Cancel toggle of its form (spec 001 §2: forms toggle open with Add/Cancel). */
export function PanelHeader({
  title,
  open,
  onToggle,
  canAdd = true,
}: {
  title: string;
  open?: boolean;
  onToggle?: () => void;
  canAdd?: boolean;
}) {
  return (
    <Flex justify="space-between" align="center" gap={2} mb={3}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {onToggle && canAdd && (
        <Button size="xs" variant={open ? 'ghost' : 'outline'} onClick={onToggle}>
          {open ? (
            <>
              <LuX /> Cancel
            </>
          ) : (
            <>
              <LuPlus /> Add
            </>
          )}
        </Button>
      )}
    </Flex>
  );
}

export function ItemCard({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Flex borderWidth="1px" rounded="md" p={3} gap={2} align="flex-start" bg="bg.panel">
      <Box flex="1" minW={0}>
        {children}
      </Box>
      {actions}
    </Flex>
  );
}

export function Meta({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="xs" color="fg.muted" mt={1}>
      {children}
    </Text>
  );
}

/** Loading, error (with Retry), empty ('no data found') or the rows. */
export function ListState<T>({
  state,
  children,
  empty = 'no data found',
}: {
  state: { data?: T[]; error?: unknown; mutate: () => unknown };
  children: (rows: T[]) => ReactNode;
  empty?: string;
}) {
  if (state.error) return <ErrorPanel onRetry={() => void state.mutate()} />;
  if (!state.data) return <LoadingBlock minH="4rem" />;
  if (state.data.length === 0) return <EmptyState text={empty} />;
  return <Stack gap={2}>{children(state.data)}</Stack>;
}
