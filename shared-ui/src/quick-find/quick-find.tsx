import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Dialog, Flex, Input, Text } from '@chakra-ui/react';
import { DialogFrame } from '../dialogs/dialog-frame';
import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from '../router';
import { useDebounced } from '../data-table/use-paged-list';

export interface QuickFindHit {
  kind: 'candidate' | 'job' | 'client';
  encrypted_id: string;
  title: string;
  detail: string;
}

const KIND_LABEL: Record<QuickFindHit['kind'], string> = { candidate: 'Candidate', job: 'Job Order', client: 'Client' };

/** Where a record opens. */
export function quickFindPath(hit: QuickFindHit): string {
  if (hit.kind === 'candidate') return `/candidates/${hit.encrypted_id}`;
  if (hit.kind === 'job') return `/joborders/${hit.encrypted_id}`;
  return `/clients/${hit.encrypted_id}`;
}

/** True when a key press belongs to a field being typed in (then "/" types a slash). */
function typingIn(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

/** Ctrl+K (⌘K) anywhere, or "/" outside a field, opens quick find. The host (the shell) calls this once. */
export function useQuickFindKeys(open: () => void) {
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        open();
      } else if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typingIn(e.target)) {
        e.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

/**
 * Quick find: one box searching candidates (name, mobile, e-mail), job orders (Job Id, title) and clients (name);
 * arrows move, Enter opens the record, Escape closes. Keyboard only; the pointer works too.
 */
export function QuickFind({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [q, setQ] = useState('');
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const term = useDebounced(q.trim(), 200);
  const { data, isLoading } = useSWR(
    open && term.length >= 2 ? ['quick_find', term] : null,
    () => apiGet<{ data: QuickFindHit[] }>('quick_find', { q: term }).then((r) => r.data),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  const hits = term.length >= 2 ? (data ?? []) : [];
  useEffect(() => setActive(0), [term]);
  useEffect(() => {
    if (!open) setQ('');
  }, [open]);

  function go(hit: QuickFindHit | undefined) {
    if (!hit) return;
    onOpenChange(false);
    navigate(quickFindPath(hit));
  }
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => Math.min(a + 1, Math.max(hits.length - 1, 0)));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(hits[active]);
    }
  }

  return (
    <DialogFrame
      open={open}
      onClose={() => onOpenChange(false)}
      initialFocusEl={() => input.current}
      placement="top"
      size={{ base: 'full', md: 'lg' }}
      contentProps={{ 'aria-label': 'Quick find', h: { base: 'full', md: 'auto' }, minH: { base: '100dvh', md: 'auto' }, mt: { md: '10vh' } }}
    >
            <Dialog.Body p={3}>
              <Flex align="center" gap={2} borderBottomWidth="1px" pb={2}>
                <Box color="fg.muted" aria-hidden>
                  <LuSearch />
                </Box>
                <Input
                  ref={input}
                  variant="flushed"
                  borderBottomWidth={0}
                  placeholder="Find a candidate, job order or client: name, mobile, e-mail, Job Id"
                  aria-label="Quick find"
                  role="combobox"
                  aria-expanded={hits.length > 0}
                  aria-controls="quick-find-results"
                  aria-activedescendant={hits[active] ? `quick-find-${active}` : undefined}
                  value={q}
                  onChange={(e) => setQ(e.target.value)}
                  onKeyDown={onKeyDown}
                />
              </Flex>
              <Box as="ul" id="quick-find-results" role="listbox" aria-label="Results" mt={2} maxH="60vh" overflowY="auto">
                {hits.map((hit, i) => (
                  <Box
                    as="li"
                    key={`${hit.kind}-${hit.encrypted_id}`}
                    id={`quick-find-${i}`}
                    role="option"
                    aria-selected={i === active}
                    px={3}
                    py={2}
                    rounded="md"
                    cursor="pointer"
                    bg={i === active ? 'brand.subtle' : undefined}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => go(hit)}
                  >
                    <Flex gap={2} align="baseline" justify="space-between">
                      <Text fontWeight="semibold" lineClamp={1}>
                        {hit.title}
                      </Text>
                      <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                        {KIND_LABEL[hit.kind]}
                      </Text>
                    </Flex>
                    <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                      {hit.detail}
                    </Text>
                  </Box>
                ))}
                {term.length >= 2 && !isLoading && data && hits.length === 0 && (
                  <Text as="li" px={3} py={2} color="fg.muted">
                    no data found
                  </Text>
                )}
              </Box>
              <Text fontSize="xs" color="fg.muted" mt={2}>
                ↑ ↓ to move · Enter to open · Esc to close
              </Text>
            </Dialog.Body>
    </DialogFrame>
  );
}
