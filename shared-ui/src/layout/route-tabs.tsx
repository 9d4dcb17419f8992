import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link as RouterLink, useLocation, useResolvedPath, type To } from 'react-router-dom';
import { Box, Link } from '@chakra-ui/react';
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

/**
 * Scrolls a sideways-scrolling tab bar so the tab is inside it. Only the bar's scrollLeft changes: scrollIntoView
 * would also scroll the window to a bar below the fold (a phone opening a record would land mid-page).
 */
export function revealInBar(bar: HTMLElement, tab: HTMLElement): void {
  const box = bar.getBoundingClientRect();
  const t = tab.getBoundingClientRect();
  if (t.left < box.left) bar.scrollLeft -= box.left - t.left;
  else if (t.right > box.right) bar.scrollLeft += t.right - box.right;
}

function RouteTabLink({ tab }: { tab: RouteTab }) {
  const active = useIsActive(tab.to, tab.end ?? true);
  const ref = useRef<HTMLAnchorElement>(null);
  // the active tab stays in view when the bar scrolls sideways (a phone); the page itself does not move
  useEffect(() => {
    const link = ref.current;
    if (active && link?.parentElement) revealInBar(link.parentElement, link);
  }, [active]);
  return (
    <Link
      asChild
      ref={ref}
      flexShrink={0}
      px={4}
      py={2}
      mb="-1px"
      fontWeight="medium"
      whiteSpace="nowrap"
      borderBottomWidth="2px"
      borderColor={active ? 'brand.solid' : 'transparent'}
      color={active ? 'brand.fg' : 'fg.muted'}
      textDecoration="none"
      _hover={{ color: 'fg', textDecoration: 'none' }}
      focusRingOffset="-2px"
    >
      <RouterLink to={tab.to} aria-current={active ? 'page' : undefined}>
        {tab.label}
      </RouterLink>
    </Link>
  );
}

/** Tabs that are links: each has its own URL and the active one follows the location. */
export function RouteTabs({ tabs, label = 'Sections' }: RouteTabsProps) {
  // Arrow keys move between tabs, Home and End jump to the ends (Tab still leaves the bar).
  function onKeyDown(e: KeyboardEvent<HTMLElement>) {
    const links = Array.from(e.currentTarget.querySelectorAll<HTMLAnchorElement>('a'));
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    const next =
      e.key === 'ArrowRight'
        ? (index + 1) % links.length
        : e.key === 'ArrowLeft'
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
    <Box as="nav" aria-label={label} borderBottomWidth="1px" mb={4} minW={0}>
      <ScrollStrip onKeyDown={onKeyDown}>
        {tabs
          .filter((t) => !t.hidden)
          .map((tab) => (
            <RouteTabLink
              key={`${tab.label}-${String(typeof tab.to === 'string' ? tab.to : tab.to.pathname)}`}
              tab={tab}
            />
          ))}
      </ScrollStrip>
    </Box>
  );
}
