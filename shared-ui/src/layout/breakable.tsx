import { Fragment, type ReactNode } from 'react';

/**
 * An e-mail address (or another word with an @) that wraps after its @ and before its dots when a narrow card cell
 * cannot hold it ('priya.sharma@' / 'demo.example'), not wherever the last letter falls. Other text is returned as is.
 */
export function breakable(text: string): ReactNode {
  if (!text.includes('@') || /\s/.test(text)) return text;
  return text.split(/(?<=@)|(?=\.)/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
