import type { ReactNode } from 'react';
import { Dialog, Portal, type DialogContentProps, type DialogRootProps } from '@chakra-ui/react';
import { useFinalFocus } from './use-final-focus';

export interface DialogFrameProps extends Omit<DialogRootProps, 'children' | 'onOpenChange'> {
  /** Esc, a click outside or a close trigger asked to close (a dialog that is saving ignores it). */
  onClose: () => void;
  /** The card's own style (a width, a height). */
  contentProps?: DialogContentProps;
  /** The header, body and footer. */
  children: ReactNode;
}

/**
 * The house's dialog card: over a backdrop, in a portal, centred unless told; the parts go inside. When it closes,
 * however soon, the focus goes back to what had it when the dialog opened (a row's button, a menu's item), unless
 * told otherwise.
 */
export function DialogFrame({
  onClose,
  contentProps,
  children,
  placement = 'center',
  finalFocusEl,
  ...root
}: DialogFrameProps) {
  const { finalFocus, onExitComplete } = useFinalFocus(root.open === true, finalFocusEl);
  return (
    <Dialog.Root
      placement={placement}
      finalFocusEl={finalFocus}
      {...root}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      onExitComplete={() => {
        root.onExitComplete?.();
        onExitComplete();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...contentProps}>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
