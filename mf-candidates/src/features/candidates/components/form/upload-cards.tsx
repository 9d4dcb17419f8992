import { useRef, useState, type ReactNode } from 'react';
import { LuFileSearch, LuFileText, LuImage, LuX } from 'react-icons/lu';
import { acceptOf, fileRefusal, ImageCropDialog, useObjectUrl, IMAGE_KINDS, RESUME_KINDS, useUploadMaxBytes, Box, Button, Card, Flex, HStack, Image, Progress, SimpleGrid, Text, type FileKind } from 'shared-ui';

/** A file card: a file of the wrong kind or over the size limit is refused here, before any upload. */
function FileCard({
  title,
  icon,
  kinds,
  label,
  onPick,
  children,
  busy,
  disabled,
  testId,
}: {
  title: string;
  icon: ReactNode;
  kinds: FileKind[];
  /** The file's name in messages, as the server says it: 'resume', 'profile pic'. */
  label: string;
  onPick: (file: File) => void;
  children?: ReactNode;
  busy?: boolean;
  disabled?: boolean;
  testId: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const maxBytes = useUploadMaxBytes();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body gap={3}>
        <HStack gap={2} color="fg.muted">
          {icon}
          <Text fontWeight="semibold" color="fg">
            {title}
          </Text>
        </HStack>
        <input
          ref={input}
          type="file"
          accept={acceptOf(kinds)}
          hidden
          data-testid={testId}
          aria-label={title}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            const why = fileRefusal(file, { kinds, label, maxBytes });
            setRefusal(why);
            if (!why) onPick(file);
          }}
        />
        <Button
          size="sm"
          variant="outline"
          onClick={() => input.current?.click()}
          loading={busy}
          disabled={disabled}
          alignSelf="flex-start"
        >
          Choose file
        </Button>
        {refusal && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {refusal}
          </Text>
        )}
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Chosen({ name, onClear }: { name: string; onClear?: () => void }) {
  return (
    <Flex align="center" gap={2} fontSize="sm" minW={0}>
      <Text lineClamp={1} overflowWrap="anywhere">
        {name}
      </Text>
      {onClear && (
        <Button size="2xs" variant="ghost" aria-label={`Remove ${name}`} onClick={onClear}>
          <LuX />
        </Button>
      )}
    </Flex>
  );
}

export type ParseState =
  | { kind: 'idle' }
  | { kind: 'parsing'; name: string }
  | { kind: 'done'; name: string; filled: number }
  | { kind: 'failed'; name: string; message: string };

export interface UploadCardsProps {
  mode: 'add' | 'edit';
  resume: File | null;
  onResume: (file: File | null) => void;
  /** The resume on file (edit). */
  currentResumeName?: string;
  parse?: { state: ParseState; onPick: (file: File) => void };
  photo: Blob | null;
  onPhoto: (blob: Blob | null) => void;
  /** A photo link: the one on file (edit) or the one the parsed resume gave. */
  photoUrl?: string | null;
  photoFromResume?: boolean;
}

/** Select Resume, Select Parsing File (add) and Select Profile Pic (crop 16:9), or their Update versions (edit). */
export function UploadCards({
  mode,
  resume,
  onResume,
  currentResumeName,
  parse,
  photo,
  onPhoto,
  photoUrl,
  photoFromResume,
}: UploadCardsProps) {
  const [cropFile, setCropFile] = useState<File | null>(null);
  const preview = useObjectUrl(photo);
  const shownPhoto = preview ?? photoUrl ?? null;

  return (
    <SimpleGrid columns={{ base: 1, md: mode === 'add' ? 3 : 2 }} gap={4}>
      <FileCard
        title={mode === 'add' ? 'Select Resume' : 'Update Resume'}
        icon={<LuFileText />}
        kinds={RESUME_KINDS}
        label="resume"
        onPick={onResume}
        testId="resume-input"
      >
        {resume ? (
          <Chosen name={resume.name} onClear={() => onResume(null)} />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {currentResumeName ? `On file: ${currentResumeName}` : 'PDF, DOC, DOCX or HTML'}
          </Text>
        )}
      </FileCard>
      {mode === 'add' && parse && (
        <FileCard
          title="Select Parsing File"
          icon={<LuFileSearch />}
          kinds={RESUME_KINDS}
          label="parsing file"
          onPick={parse.onPick}
          busy={parse.state.kind === 'parsing'}
          testId="parsing-input"
        >
          {parse.state.kind === 'idle' && (
            <Text fontSize="sm" color="fg.muted">
              Fills the form from a resume
            </Text>
          )}
          {parse.state.kind === 'parsing' && (
            <Box role="status" aria-live="polite">
              <Text fontSize="sm" mb={1}>
                Reading {parse.state.name}…
              </Text>
              <Progress.Root value={null} size="xs" colorPalette="brand">
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Box>
          )}
          {parse.state.kind === 'done' && (
            <Text fontSize="sm" color="teal.fg" role="status">
              {parse.state.filled
                ? `${parse.state.filled} fields filled from ${parse.state.name}`
                : `Nothing new found in ${parse.state.name}`}
            </Text>
          )}
          {parse.state.kind === 'failed' && (
            <Text fontSize="sm" color="fg.error" role="alert">
              {parse.state.message}
            </Text>
          )}
        </FileCard>
      )}
      <FileCard
        title={mode === 'add' ? 'Select Profile Pic' : 'Update Profile Pic'}
        icon={<LuImage />}
        kinds={IMAGE_KINDS}
        label="profile pic"
        onPick={(f) => setCropFile(f)}
        testId="photo-input"
      >
        {shownPhoto ? (
          <HStack gap={3}>
            <Image
              src={shownPhoto}
              alt="Profile pic"
              h="12"
              aspectRatio={16 / 9}
              objectFit="cover"
              rounded="sm"
              borderWidth="1px"
            />
            <Text fontSize="xs" color="fg.muted">
              {photo ? 'New photo' : photoFromResume ? 'From resume' : 'On file'}
            </Text>
            {photo && (
              <Button
                size="2xs"
                variant="ghost"
                aria-label="Remove the new photo"
                onClick={() => onPhoto(null)}
              >
                <LuX />
              </Button>
            )}
          </HStack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            An image, cropped 16:9
          </Text>
        )}
      </FileCard>
      <ImageCropDialog
        open={cropFile !== null}
        file={cropFile}
        aspect={16 / 9}
        title="Crop Image"
        onClose={() => setCropFile(null)}
        onSelect={(blob) => {
          onPhoto(blob);
          setCropFile(null);
        }}
      />
    </SimpleGrid>
  );
}
