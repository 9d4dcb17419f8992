import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { RouterLink, useLocation, Box, Flex, Link, revealInBar, ScrollStrip } from 'shared-ui';

export interface QueryTab {
  value: string;
  label: ReactNode;
  /** Accessible name when the label is an icon. */
  ariaLabel?: string;
  hidden?: boolean;
}

export interface QueryTabsProps {
  /** The query parameter holding the tab (e.g. 'tab', 'panel', 'group'). */
  param: string;
  tabs: QueryTab[];
  /** The tab shown when the parameter is missing. */
  defaultValue: string;
  label: string;
  orientation?: 'horizontal' | 'vertical';
  /** Parameters removed when the tab changes (e.g. the page of a list inside it). */
  resets?: string[];
  size?: 'sm' | 'md';
}

/** The tab a query parameter selects, or the default. */
export function useQueryTab(param: string, defaultValue: string, allowed: string[]): string {
  const { search } = useLocation();
  const value = new URLSearchParams(search).get(param);
  return value && allowed.includes(value) ? value : defaultValue;
}

/** Tabs that are links setting one query parameter: every tab has its own address. */
export function QueryTabs({
  param,
  tabs,
  defaultValue,
  label,
  orientation = 'horizontal',
  resets = [],
  size = 'md',
}: QueryTabsProps) {
  const location = useLocation();
  const visible = tabs.filter((t) => !t.hidden);
  const current = useQueryTab(
    param,
    defaultValue,
    visible.map((t) => t.value),
  );
  const vertical = orientation === 'vertical';
  const Strip = vertical ? Flex : ScrollStrip;
  const bar = useRef<HTMLElement>(null);
  // the chosen tab stays in view when the bar scrolls sideways (a phone); the page itself does not move
  useEffect(() => {
    const tab = bar.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (tab?.parentElement && !vertical) revealInBar(tab.parentElement, tab);
  }, [current, vertical]);

  function href(value: string): string {
    const p = new URLSearchParams(location.search);
    p.set(param, value);
    for (const r of resets) p.delete(r);
    return `${location.pathname}?${p.toString()}`;
  }

  function onKeyDown(e: KeyboardEvent<HTMLElement>) {
    const links = Array.from(e.currentTarget.querySelectorAll<HTMLAnchorElement>('a'));
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    const fwd = vertical ? 'ArrowDown' : 'ArrowRight';
    const back = vertical ? 'ArrowUp' : 'ArrowLeft';
    const next =
      e.key === fwd
        ? (index + 1) % links.length
        : e.key === back
          ? (index - 1 + links.length) % links.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? links.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    links[next].focus();
  }

  return (
    <Box as="nav" ref={bar} aria-label={label} borderBottomWidth={vertical ? 0 : '1px'} minW={0}>
      {/* sideways, a strip that shows when more tabs are off its edges */}
      <Strip direction={vertical ? 'column' : 'row'} onKeyDown={onKeyDown} gap={vertical ? 1 : 0}>
        {visible.map((tab) => {
          const active = tab.value === current;
          return (
            <Link
              key={tab.value}
              asChild
              flexShrink={0}
              px={size === 'sm' ? 3 : 4}
              py={size === 'sm' ? 1.5 : 2}
              fontSize={size === 'sm' ? 'sm' : undefined}
              fontWeight="medium"
              whiteSpace={vertical ? 'normal' : 'nowrap'}
              textDecoration="none"
              mb={vertical ? 0 : '-1px'}
              borderBottomWidth={vertical ? 0 : '2px'}
              borderLeftWidth={vertical ? '3px' : 0}
              borderColor={active ? 'brand.solid' : 'transparent'}
              bg={vertical && active ? 'brand.subtle' : undefined}
              rounded={vertical ? 'sm' : undefined}
              color={active ? 'brand.fg' : 'fg.muted'}
              _hover={{ color: 'fg', textDecoration: 'none' }}
              focusRingOffset="-2px"
            >
              <RouterLink
                to={href(tab.value)}
                aria-current={active ? 'page' : undefined}
                aria-label={tab.ariaLabel}
                title={tab.ariaLabel}
              >
                {tab.label}
              </RouterLink>
            </Link>
          );
        })}
      </Strip>
    </Box>
  );
}
