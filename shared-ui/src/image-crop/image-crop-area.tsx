import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import ReactCrop, { centerCrop, makeAspectCrop, type Crop, type PixelCrop } from 'react-image-crop';
import { Box, Button, Dialog, Slider, Stack, Text } from '@chakra-ui/react';
import { cropToBlob } from './crop-image';

// react-image-crop's stylesheet, reduced to what the dialog needs (the suite loads no CSS files).
const cropCss = `
.ReactCrop{position:relative;display:inline-block;max-width:100%;cursor:crosshair}
.ReactCrop *,.ReactCrop *:before,.ReactCrop *:after{box-sizing:border-box}
.ReactCrop__child-wrapper{overflow:hidden;max-height:inherit}
.ReactCrop__child-wrapper>img{display:block;max-width:100%;max-height:inherit}
.ReactCrop:not(.ReactCrop--disabled) .ReactCrop__child-wrapper>img,.ReactCrop:not(.ReactCrop--disabled) .ReactCrop__crop-selection{touch-action:none}
.ReactCrop__crop-mask{position:absolute;inset:0;width:calc(100% + .5px);height:calc(100% + .5px);pointer-events:none}
.ReactCrop__crop-selection{position:absolute;top:0;left:0;transform:translate3d(0,0,0);cursor:move;outline:1px dashed #fff}
.ReactCrop__crop-selection:focus{outline:2px solid #08f;outline-offset:-1px}
.ReactCrop__drag-handle{position:absolute;width:12px;height:12px;background:rgba(0,0,0,.2);border:1px solid rgba(255,255,255,.7)}
.ReactCrop__drag-handle:focus{background:#08f}
.ReactCrop .ord-nw{top:0;left:0;transform:translate(-50%,-50%);cursor:nw-resize}
.ReactCrop .ord-n{top:0;left:50%;transform:translate(-50%,-50%);cursor:n-resize}
.ReactCrop .ord-ne{top:0;right:0;transform:translate(50%,-50%);cursor:ne-resize}
.ReactCrop .ord-e{top:50%;right:0;transform:translate(50%,-50%);cursor:e-resize}
.ReactCrop .ord-se{bottom:0;right:0;transform:translate(50%,50%);cursor:se-resize}
.ReactCrop .ord-s{bottom:0;left:50%;transform:translate(-50%,50%);cursor:s-resize}
.ReactCrop .ord-sw{bottom:0;left:0;transform:translate(-50%,50%);cursor:sw-resize}
.ReactCrop .ord-w{top:50%;left:0;transform:translate(-50%,-50%);cursor:w-resize}
.ReactCrop__drag-bar{position:absolute}
.ReactCrop__drag-bar.ord-n{top:0;left:0;width:100%;height:6px;transform:translateY(-50%)}
.ReactCrop__drag-bar.ord-e{top:0;right:0;width:6px;height:100%;transform:translateX(50%)}
.ReactCrop__drag-bar.ord-s{bottom:0;left:0;width:100%;height:6px;transform:translateY(50%)}
.ReactCrop__drag-bar.ord-w{top:0;left:0;width:6px;height:100%;transform:translateX(-50%)}
.ReactCrop--new-crop .ReactCrop__drag-bar,.ReactCrop--new-crop .ReactCrop__drag-handle,.ReactCrop--fixed-aspect .ReactCrop__drag-bar,.ReactCrop--fixed-aspect .ReactCrop__drag-handle.ord-n,.ReactCrop--fixed-aspect .ReactCrop__drag-handle.ord-e,.ReactCrop--fixed-aspect .ReactCrop__drag-handle.ord-s,.ReactCrop--fixed-aspect .ReactCrop__drag-handle.ord-w{display:none}
@media (pointer:coarse){.ReactCrop__drag-handle{width:24px;height:24px}.ReactCrop .ord-n,.ReactCrop .ord-e,.ReactCrop .ord-s,.ReactCrop .ord-w{display:none}}
`;

interface CropAreaProps {
  file: File | Blob;
  aspect?: number;
  outputType: 'image/jpeg' | 'image/png';
  onSelect: (blob: Blob) => void;
  onCancel: () => void;
}

function initialCrop(width: number, height: number, aspect?: number): Crop {
  if (!aspect) return { unit: '%', x: 5, y: 5, width: 90, height: 90 };
  return centerCrop(makeAspectCrop({ unit: '%', width: 90 }, aspect, width, height), width, height);
}

function SliderRow({
  label,
  value,
  min,
  max,
  step,
  onChange,
  unit = '',
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (v: number) => void;
  unit?: string;
}) {
  return (
    <Slider.Root
      value={[value]}
      min={min}
      max={max}
      step={step}
      onValueChange={(d) => onChange(d.value[0])}
      size="sm"
    >
      <Stack direction="row" justify="space-between">
        <Slider.Label>{label}</Slider.Label>
        <Text fontSize="sm" color="fg.muted">
          {Number.isInteger(step) ? value : value.toFixed(1)}
          {unit}
        </Text>
      </Stack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}

export default function ImageCropArea({
  file,
  aspect,
  outputType,
  onSelect,
  onCancel,
}: CropAreaProps) {
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState<Crop>();
  const [pixels, setPixels] = useState<PixelCrop | null>(null);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function onLoad(e: SyntheticEvent<HTMLImageElement>) {
    const { width, height } = e.currentTarget;
    setCrop(initialCrop(width, height, aspect));
  }

  async function select() {
    if (!image.current || !pixels?.width || !pixels.height) return;
    setBusy(true);
    setError(null);
    try {
      onSelect(await cropToBlob(image.current, pixels, { zoom, rotation, type: outputType }));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Dialog.Body>
        <style>{cropCss}</style>
        <Stack gap={4}>
          <Box bg="bg.muted" rounded="md" overflow="hidden" textAlign="center" maxH="60vh">
            {src && (
              <ReactCrop
                crop={crop}
                aspect={aspect}
                keepSelection
                onChange={(_, percent) => setCrop(percent)}
                onComplete={(c) => setPixels(c)}
                style={{ maxHeight: '60vh' }}
              >
                <img
                  ref={image}
                  src={src}
                  alt="Image to crop"
                  onLoad={onLoad}
                  style={{ transform: `scale(${zoom}) rotate(${rotation}deg)`, maxHeight: '60vh' }}
                />
              </ReactCrop>
            )}
          </Box>
          <SliderRow label="Zoom" value={zoom} min={1} max={3} step={0.1} onChange={setZoom} />
          <SliderRow
            label="Rotation"
            value={rotation}
            min={-180}
            max={180}
            step={1}
            onChange={setRotation}
            unit="°"
          />
          {error && (
            <Text color="fg.error" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => void select()} loading={busy} disabled={!pixels?.width}>
          SELECT
        </Button>
      </Dialog.Footer>
    </>
  );
}
