export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Draws the chosen area of `image` (as displayed, with the zoom and rotation the user set)
 * on a canvas at the image's own resolution, and returns it as a Blob.
 */
export async function cropToBlob(
  image: HTMLImageElement,
  area: PixelArea,
  {
    zoom = 1,
    rotation = 0,
    type = 'image/jpeg',
    quality = 0.92,
  }: { zoom?: number; rotation?: number; type?: string; quality?: number } = {},
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot crop images.');
  const scaleX = image.naturalWidth / image.width;
  const scaleY = image.naturalHeight / image.height;
  canvas.width = Math.max(1, Math.floor(area.width * scaleX));
  canvas.height = Math.max(1, Math.floor(area.height * scaleY));
  ctx.imageSmoothingQuality = 'high';
  if (type === 'image/jpeg') {
    ctx.fillStyle = '#fff'; // JPEG has no transparency
    ctx.fillRect(0, 0, canvas.width, canvas.height);
  }
  const centerX = image.naturalWidth / 2;
  const centerY = image.naturalHeight / 2;
  ctx.save();
  ctx.translate(-area.x * scaleX, -area.y * scaleY);
  ctx.translate(centerX, centerY);
  ctx.rotate((rotation * Math.PI) / 180);
  ctx.scale(zoom, zoom);
  ctx.translate(-centerX, -centerY);
  ctx.drawImage(image, 0, 0, image.naturalWidth, image.naturalHeight);
  ctx.restore();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be cropped.'))),
      type,
      quality,
    ),
  );
}
