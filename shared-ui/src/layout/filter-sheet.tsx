import { useState, type ReactNode } from 'react';
import { Button, CloseButton, Drawer, Flex, Portal } from '@chakra-ui/react';
import { LuFilter } from 'react-icons/lu';
import { usePhone } from './use-media-query';

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  /** The sheet's heading, e.g. "Filters". */
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** A sheet rising from the bottom of a phone's screen (a list's filters): Escape, the backdrop and × close it. */
export function BottomSheet({ open, onClose, title, children, footer }: BottomSheetProps) {
  return (
    <Drawer.Root open={open} placement="bottom" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="l3" maxH="90dvh">
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            {footer && <Drawer.Footer>{footer}</Drawer.Footer>}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

export interface FilterSheetProps {
  /** The filter controls (each applies as it changes, e.g. UrlFilterSelect). */
  children: ReactNode;
  /** How many filters are set: the phone's button says so ("Filters (2)"). */
  active: number;
}

/**
 * A list's filters: in its toolbar on a wide screen; on a phone, a "Filters" button opening them in a sheet from the
 * bottom (as the candidate list's), so the list's search box and rows keep the narrow screen.
 */
export function FilterSheet({ children, active }: FilterSheetProps) {
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  if (!phone) return <>{children}</>;
  return (
    <>
      <Button size="sm" variant="outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <LuFilter /> {active ? `Filters (${active})` : 'Filters'}
      </Button>
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title="Filters"
        footer={
          <Button size="sm" colorPalette="brand" onClick={() => setOpen(false)}>
            Done
          </Button>
        }
      >
        <Flex direction="column" gap={3}>
          {children}
        </Flex>
      </BottomSheet>
    </>
  );
}
