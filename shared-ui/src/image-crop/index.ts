export { ImageCropDialog, type ImageCropDialogProps } from './image-crop-dialog';
export { cropToBlob, type PixelArea } from './crop-image';
