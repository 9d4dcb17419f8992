import { lazy, Suspense, useId } from 'react';
import { Box, Field, Skeleton } from '@chakra-ui/react';

export interface RichTextEditorProps {
  /** HTML. */
  value: string;
  /** The new HTML ('' when the editor is empty). */
  onChange: (html: string) => void;
  label?: string;
  placeholder?: string;
  readOnly?: boolean;
  minHeight?: string;
  error?: string;
  required?: boolean;
  onBlur?: () => void;
}

// draft-js (and its immutable) are loaded only when an editor is shown.
const Editor = lazy(() => import('./rich-text-editor-impl'));

export function RichTextEditor({ label, error, required, ...props }: RichTextEditorProps) {
  const labelId = useId();
  return (
    <Field.Root invalid={Boolean(error)}>
      {label && (
        <Box id={labelId} fontWeight="medium" fontSize="sm" mb={1.5}>
          {label}
          {required && (
            <Box as="span" color="fg.error" ms={1} aria-hidden>
              *
            </Box>
          )}
        </Box>
      )}
      <Suspense fallback={<Skeleton h={props.minHeight ?? '10rem'} w="full" rounded="md" />}>
        <Editor
          {...props}
          labelId={label ? labelId : undefined}
          ariaLabel={label ? undefined : props.placeholder}
          invalid={Boolean(error)}
        />
      </Suspense>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
