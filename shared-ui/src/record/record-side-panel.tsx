import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Card, Heading, HStack, Tabs, type BoxProps } from '@chakra-ui/react';
import { revealInBar } from '../layout/route-tabs';
import { ScrollStrip } from '../layout/scroll-strip';

export interface RecordSideTab {
  value: string;
  label: string;
  icon: ReactNode;
  /** The tab's content, mounted when the tab is first shown and unmounted when another is chosen. */
  content: ReactNode;
}

/** The query parameter holding a record's side tab; `side` is the name older links of the candidate profile use. */
export const SIDE_PARAM = 'panel';
const OLD_SIDE_PARAM = 'side';

/** The side tab the address asks for (?panel=, or the older ?side=), else `fallback`. */
export function useSideTab<T extends string>(allowed: readonly T[], fallback: T): T {
  const [params] = useSearchParams();
  const wanted = params.get(SIDE_PARAM) ?? params.get(OLD_SIDE_PARAM);
  return allowed.includes(wanted as T) ? (wanted as T) : fallback;
}

/** True when the page was opened at a side tab (decided once: choosing a tab later does not move the panels). */
export function useOpenedAtSideTab(): boolean {
  const [params] = useSearchParams();
  const [opened] = useState(() => params.has(SIDE_PARAM) || params.has(OLD_SIDE_PARAM));
  return opened;
}

/**
 * The side panel of a record (a candidate, a client, a job order): its tabs, each with its icon and its name, the
 * chosen tab's title, then its content. The tab is in the address (?panel=; the first tab when absent), so each is a
 * link of its own; arrows move between the tabs. The tabs keep to one row that scrolls sideways when the panel is
 * narrower than they are (a cue on the side with more), the chosen tab scrolled into it. Sticky beside the record on
 * a wide screen.
 */
export function RecordSidePanel({
  label,
  tabs,
  ...box
}: { label: string; tabs: RecordSideTab[] } & Omit<BoxProps, 'children'>) {
  const [, setParams] = useSearchParams();
  const fallback = tabs[0].value;
  const value = useSideTab(
    tabs.map((t) => t.value),
    fallback,
  );
  const active = tabs.find((t) => t.value === value) ?? tabs[0];
  const list = useRef<HTMLDivElement>(null);

  // the chosen tab (by a click, the arrow keys or the address) is scrolled into the row; the page does not move
  useEffect(() => {
    const row = list.current;
    const tab = row?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (row?.parentElement && tab) revealInBar(row.parentElement, tab);
  }, [active.value]);

  const choose = (next: string) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        p.delete(OLD_SIDE_PARAM);
        if (next === fallback) p.delete(SIDE_PARAM);
        else p.set(SIDE_PARAM, next);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Card.Root
      as="aside"
      aria-label={label}
      size="sm"
      position={{ lg: 'sticky' }}
      top={{ lg: 4 }}
      minW={0}
      {...box}
    >
      <Card.Body>
        <Tabs.Root
          value={active.value}
          onValueChange={(e) => choose(e.value)}
          variant="subtle"
          size="sm"
          lazyMount
          unmountOnExit
        >
          {/* 2 px inside the scrolling row: a focused tab's ring is not cut at its edges */}
          <ScrollStrip fade="bg.panel" p="2px">
            <Tabs.List ref={list} flexWrap="nowrap" flexShrink={0} gap={1} aria-label={label}>
              {tabs.map((t) => (
                <Tabs.Trigger key={t.value} value={t.value} flexShrink={0} whiteSpace="nowrap">
                  <HStack as="span" gap={1.5}>
                    <Box as="span" aria-hidden display="inline-flex">
                      {t.icon}
                    </Box>
                    {t.label}
                  </HStack>
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </ScrollStrip>
          <Heading as="h3" size="sm" mt={3} mb={2}>
            {active.label}
          </Heading>
          {tabs.map((t) => (
            <Tabs.Content key={t.value} value={t.value} pt={0}>
              {t.content}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
