import { lazy, Suspense } from 'react';
import { Button, Center, Dialog, Portal, Spinner } from '@chakra-ui/react';

export interface ImageCropDialogProps {
  open: boolean;
  /** The picked image file. */
  file: File | Blob | null;
  /** Width / height of the crop, e.g. 1 for a profile photo, 16 / 9 for a banner. Omit for a free crop. */
  aspect?: number;
  /** 'image/jpeg' (default) or 'image/png'; a PNG file keeps PNG unless told otherwise. */
  outputType?: 'image/jpeg' | 'image/png';
  onSelect: (blob: Blob) => void;
  onClose: () => void;
  title?: string;
}

// react-image-crop is loaded only when the dialog opens.
const CropArea = lazy(() => import('./image-crop-area'));

export function ImageCropDialog({
  open,
  file,
  aspect,
  outputType,
  onSelect,
  onClose,
  title = 'Crop image',
}: ImageCropDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size={{ mdDown: 'full', md: 'lg' }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {open && file ? (
              <Suspense
                fallback={
                  <Center minH="16rem">
                    <Spinner />
                  </Center>
                }
              >
                <CropArea
                  file={file}
                  aspect={aspect}
                  outputType={
                    outputType ?? (file.type === 'image/png' ? 'image/png' : 'image/jpeg')
                  }
                  onSelect={onSelect}
                  onCancel={onClose}
                />
              </Suspense>
            ) : (
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
              </Dialog.Footer>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
