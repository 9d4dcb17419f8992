import { useMemo } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';
import { sanitizeHtml } from './sanitize';

export const richTextCss = {
  '& p': { mb: 2 },
  '& p:last-child': { mb: 0 },
  '& ul': { ps: 6, mb: 2, listStyleType: 'disc' },
  '& ol': { ps: 6, mb: 2, listStyleType: 'decimal' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& h1, & h2, & h3': { fontWeight: 'semibold', mb: 2 },
} as const;

/** Renders stored rich text (HTML the server sanitised; script and on* attributes are stripped again here). */
export function RichTextView({
  html,
  ...rest
}: { html: string | null | undefined } & Omit<BoxProps, 'children'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      css={richTextCss}
      overflowWrap="anywhere"
      {...rest}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
