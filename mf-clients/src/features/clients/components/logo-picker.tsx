import { useRef, useState } from 'react';
import { LuImagePlus } from 'react-icons/lu';
import { ImageCropDialog, useObjectUrl, Box, Button, HStack, Input, Stack, Text } from 'shared-ui';
import { LOGO_MAX_BYTES } from 'contract/rules/clients';
import { ClientLogo } from './client-logo';


/** Picks an image, crops it in the crop dialog, and hands the cropped image back (the server re-encodes it). */
export function LogoPicker({
  currentUrl,
  name,
  value,
  onChange,
}: {
  currentUrl: string | null | undefined;
  name: string;
  value: Blob | null;
  onChange: (blob: Blob | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(value);

  function choose(file: File | undefined) {
    setError(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError('Choose an image file (PNG, JPEG, WebP or GIF).');
      return;
    }
    setPicked(file);
  }

  return (
    <Stack gap={2}>
      <HStack gap={4} align="center">
        <ClientLogo url={preview ?? currentUrl} name={name || 'Client'} size="72px" />
        <Stack gap={1} align="flex-start">
          <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
            <LuImagePlus /> {value || currentUrl ? 'Change logo' : 'Choose logo'}
          </Button>
          {value && (
            <Button size="xs" variant="ghost" onClick={() => onChange(null)}>
              Undo logo change
            </Button>
          )}
        </Stack>
        <Input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          display="none"
          aria-label="Client logo"
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </HStack>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
      <ImageCropDialog
        open={picked !== null}
        file={picked}
        title="Crop logo"
        onClose={() => setPicked(null)}
        onSelect={(blob) => {
          setPicked(null);
          if (blob.size > LOGO_MAX_BYTES) {
            setError('The logo must not be greater than 2 MB.');
            return;
          }
          onChange(blob);
        }}
      />
      <Box srOnly aria-live="polite">
        {value ? 'A new logo is ready to be saved.' : ''}
      </Box>
    </Stack>
  );
}
