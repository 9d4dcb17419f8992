import { lazy, Suspense } from 'react';
import { Button, Center, Dialog, Spinner } from '@chakra-ui/react';
import { DialogFrame } from '../dialogs/dialog-frame';

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
    <DialogFrame open={open} onClose={onClose} size={{ mdDown: 'full', md: 'lg' }}>
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
    </DialogFrame>
  );
}
