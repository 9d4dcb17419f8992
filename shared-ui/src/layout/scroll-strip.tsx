import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { Box, Flex, IconButton, type FlexProps } from '@chakra-ui/react';

/** Whether a sideways-scrolling element has more to show on its left and on its right; follows scrolls and resizes. */
export function useOverflowEdges(ref: RefObject<HTMLElement | null>): {
  left: boolean;
  right: boolean;
} {
  const [edges, setEdges] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const left = el.scrollLeft > 1;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((e) => (e.left === left && e.right === right ? e : { left, right }));
  }, [ref]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    for (const child of Array.from(el.children)) observer?.observe(child);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref, measure]);
  return edges;
}

/**
 * A row that scrolls sideways when it does not fit (a tab strip on a phone), with a visible cue on each side that has
 * more: a fade and a chevron button that scrolls it. The chevrons are for the pointer; the keyboard reaches every item.
 */
export function ScrollStrip({
  children,
  fade = 'bg.subtle',
  ...rest
}: {
  children: ReactNode;
  /** The colour behind the strip, which the cues fade into. */ fade?: string;
} & FlexProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { left, right } = useOverflowEdges(ref);
  const scrollBy = (dir: number) => {
    const el = ref.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth * 0.6, behavior: 'smooth' });
  };
  const cue = (side: 'left' | 'right') => (
    <Box
      position="absolute"
      top={0}
      bottom={0}
      {...(side === 'left' ? { left: 0 } : { right: 0 })}
      display="flex"
      alignItems="center"
      ps={side === 'right' ? 6 : 0}
      pe={side === 'left' ? 6 : 0}
      bgGradient={side === 'left' ? 'to-r' : 'to-l'}
      gradientFrom={fade}
      gradientVia={fade}
      gradientTo="transparent"
      zIndex={1}
      // the fade lets clicks through to the tab under it; only the chevron takes them
      pointerEvents="none"
      data-scroll-cue={side}
    >
      <IconButton
        aria-hidden
        tabIndex={-1}
        aria-label={side === 'left' ? 'Scroll left' : 'Scroll right'}
        size="xs"
        variant="plain"
        pointerEvents="auto"
        onClick={() => scrollBy(side === 'left' ? -1 : 1)}
      >
        {side === 'left' ? <LuChevronLeft /> : <LuChevronRight />}
      </IconButton>
    </Box>
  );
  return (
    <Box position="relative" minW={0}>
      <Flex ref={ref} overflowX="auto" css={{ scrollbarWidth: 'none' }} {...rest}>
        {children}
      </Flex>
      {left && cue('left')}
      {right && cue('right')}
    </Box>
  );
}
