import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useResolvedPath, type To } from 'react-router-dom';
import { Box, Flex, Link } from '@chakra-ui/react';
import { ScrollStrip } from './scroll-strip';

export interface RouteTab {
  label: string;
  to: To;
  hidden?: boolean;
  /** false: also active on deeper paths (e.g. '/candidates' for '/candidates/123'). Default true. */
  end?: boolean;
}

export interface RouteTabsProps {
  tabs: RouteTab[];
  /** Accessible name of the tab bar. */
  label?: string;
}

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

function useIsActive(to: To, end: boolean): boolean {
  const resolved = useResolvedPath(to);
  const location = useLocation();
  const samePath = end
    ? location.pathname.replace(/\/+$/, '') === resolved.pathname.replace(/\/+$/, '')
    : location.pathname === resolved.pathname ||
      location.pathname.startsWith(`${resolved.pathname.replace(/\/+$/, '')}/`);
  if (!samePath) return false;
  // A tab addressed by a query (`?tab=notes`) is active when the location carries that query.
  const wanted = new URLSearchParams(resolved.search);
  const current = new URLSearchParams(location.search);
  for (const [key, value] of wanted) if (current.get(key) !== value) return false;
  return true;
}

/** The tab a query parameter selects, or the default. */
export function useQueryTab(param: string, defaultValue: string, allowed: string[]): string {
  const { search } = useLocation();
  const value = new URLSearchParams(search).get(param);
  return value && allowed.includes(value) ? value : defaultValue;
}

/** Room for a ScrollStrip's cue (its fade and chevron, 56 px) over an edge of the row that has more, and a gap. */
const CUE_PX = 64;

/**
 * Scrolls a sideways-scrolling tab bar so the tab is inside it and clear of the cue over an edge that has more (the
 * last tab scrolls the bar to its end, where no cue shows). Only the bar's scrollLeft changes: scrollIntoView would
 * also scroll the window to a bar below the fold (a phone opening a record would land mid-page).
 */
export function revealInBar(bar: HTMLElement, tab: HTMLElement): void {
  const box = bar.getBoundingClientRect();
  const t = tab.getBoundingClientRect();
  const margin = Math.min(CUE_PX, Math.max(0, (box.width - t.width) / 2));
  if (t.left < box.left + margin) bar.scrollLeft -= box.left + margin - t.left;
  else if (t.right > box.right - margin) bar.scrollLeft += t.right - (box.right - margin);
}

interface TabLinkProps {
  to: To;
  active: boolean;
  children: ReactNode;
  ariaLabel?: string;
  vertical?: boolean;
  size?: 'sm' | 'md';
}

function TabLink({ to, active, children, ariaLabel, vertical = false, size = 'md' }: TabLinkProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  // the active tab stays in view when the bar scrolls sideways (a phone); the page itself does not move
  useEffect(() => {
    const link = ref.current;
    if (active && !vertical && link?.parentElement) revealInBar(link.parentElement, link);
  }, [active, vertical]);
  const small = size === 'sm';
  return (
    <Link
      asChild
      ref={ref}
      flexShrink={0}
      px={small ? 3 : 4}
      py={small ? 1.5 : 2}
      fontSize={small ? 'sm' : undefined}
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
        to={to}
        aria-current={active ? 'page' : undefined}
        aria-label={ariaLabel}
        title={ariaLabel}
      >
        {children}
      </RouterLink>
    </Link>
  );
}

/** Arrow keys move between tabs, Home and End jump to the ends (Tab still leaves the bar). */
function TabBar({
  label,
  vertical = false,
  mb,
  children,
}: {
  label: string;
  vertical?: boolean;
  mb?: number;
  children: ReactNode;
}) {
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
    <Box as="nav" aria-label={label} borderBottomWidth={vertical ? 0 : '1px'} mb={mb} minW={0}>
      {/* sideways, a strip that shows when more tabs are off its edges */}
      {vertical ? (
        <Flex direction="column" gap={1} onKeyDown={onKeyDown}>
          {children}
        </Flex>
      ) : (
        <ScrollStrip onKeyDown={onKeyDown}>{children}</ScrollStrip>
      )}
    </Box>
  );
}

function RouteTabLink({ tab }: { tab: RouteTab }) {
  const active = useIsActive(tab.to, tab.end ?? true);
  return (
    <TabLink to={tab.to} active={active}>
      {tab.label}
    </TabLink>
  );
}

/** Tabs that are links: each has its own URL and the active one follows the location. */
export function RouteTabs({ tabs, label = 'Sections' }: RouteTabsProps) {
  return (
    <TabBar label={label} mb={4}>
      {tabs
        .filter((t) => !t.hidden)
        .map((tab) => (
          <RouteTabLink
            key={`${tab.label}-${String(typeof tab.to === 'string' ? tab.to : tab.to.pathname)}`}
            tab={tab}
          />
        ))}
    </TabBar>
  );
}

/**
 * Tabs that are links setting one query parameter (every tab has its own address); the tab shown when the
 * parameter is missing is `defaultValue`.
 */
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

  function href(value: string): string {
    const p = new URLSearchParams(location.search);
    p.set(param, value);
    for (const r of resets) p.delete(r);
    return `${location.pathname}?${p.toString()}`;
  }

  return (
    <TabBar label={label} vertical={vertical}>
      {visible.map((tab) => (
        <TabLink
          key={tab.value}
          to={href(tab.value)}
          active={tab.value === current}
          ariaLabel={tab.ariaLabel}
          vertical={vertical}
          size={size}
        >
          {tab.label}
        </TabLink>
      ))}
    </TabBar>
  );
}
