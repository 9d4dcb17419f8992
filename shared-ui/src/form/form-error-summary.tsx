import { useEffect, useRef } from 'react';
import { Alert, Button, List } from '@chakra-ui/react';
import { useFormikContext } from 'formik';

/** [field path, message] for every message in a formik errors object. */
function flatten(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (!value) return out;
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value))
    value.forEach((v, i) => flatten(v, path ? `${path}.${i}` : String(i), out));
  else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, path ? `${path}.${k}` : k, out);
  }
  return out;
}

const FOCUSABLE =
  'input:not([type="hidden"]), select, textarea, [contenteditable="true"], button, [tabindex]:not([tabindex="-1"])';

/**
 * Moves the focus to a field, found by its name, its id, or else by the message shown under it,
 * and scrolls it into view. Returns whether a field was found.
 */
export function focusField(name: string, message?: string, within: ParentNode = document): boolean {
  const esc = (s: string) => (typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(s) : s);
  let target =
    within.querySelector<HTMLElement>(`[name="${esc(name)}"]`) ??
    within.querySelector<HTMLElement>(`#${esc(name)}`);
  if (!target && message) {
    const shown = Array.from(within.querySelectorAll<HTMLElement>('[data-part="error-text"]')).find(
      (el) => el.textContent?.trim() === message,
    );
    const root = shown?.closest<HTMLElement>('[data-part="root"]') ?? shown?.parentElement;
    target = root?.querySelector<HTMLElement>(FOCUSABLE) ?? null;
  }
  if (!target) return false;
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}

export interface ErrorSummaryProps {
  /** field name → message; each becomes a link to its field. */
  errors: Record<string, string>;
  title?: string;
  /** Shown instead of the title (the seed's one-line messages, e.g. '* Please Enter all fields'). */
  message?: string;
  /** Takes the focus when it appears after a Save (so the keyboard and screen reader land on it). */
  focusOnShow?: number;
}

/**
 * The list at the top of a form of every field that needs correcting, each a link that takes the
 * focus to its field. Messages stay until the field is corrected.
 */
export function ErrorSummary({
  errors,
  title = 'Please correct these fields:',
  message,
  focusOnShow,
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors).filter(([, text]) => Boolean(text));
  const seen = new Set<string>();
  const items = entries.filter(([, text]) => (seen.has(text) ? false : (seen.add(text), true)));
  const shown = items.length > 0 || Boolean(message);

  useEffect(() => {
    if (focusOnShow && ref.current) {
      ref.current.scrollIntoView?.({ block: 'nearest' });
      ref.current.focus({ preventScroll: true });
    }
  }, [focusOnShow]);

  if (!shown) return null;
  return (
    <Alert.Root status="error" role="alert" ref={ref} tabIndex={-1} data-testid="error-summary">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message ?? title}</Alert.Title>
        {items.length > 0 && (
          <Alert.Description>
            <List.Root ps={4} gap={1} mt={1}>
              {items.map(([name, text]) => (
                <List.Item key={name}>
                  <Button
                    variant="plain"
                    size="sm"
                    h="auto"
                    p={0}
                    textDecoration="underline"
                    whiteSpace="normal"
                    textAlign="start"
                    color="inherit"
                    onClick={(e) => {
                      const form = e.currentTarget.closest('form') ?? document;
                      focusField(name, text, form);
                    }}
                  >
                    {text}
                  </Button>
                </List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * Inside a `<Formik>`: after a submit was tried, names every failing field (links to each), with
 * `message` as its heading when given (spec: '* Please Enter all fields').
 */
export function FormErrorSummary({ message, title }: { message?: string; title?: string }) {
  const { errors, submitCount } = useFormikContext();
  if (submitCount === 0) return null;
  const list = Object.fromEntries(flatten(errors, '', []));
  if (Object.keys(list).length === 0) return null;
  return <ErrorSummary errors={list} message={message} title={title} focusOnShow={submitCount} />;
}
