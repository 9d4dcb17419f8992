import { Button, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

export interface PaginationProps {
  /** 0-based. */
  page: number;
  pageSize: number;
  total: number;
  /** More rows than `total` exist (a search counted up to a bound): shown as "of 1000+". */
  capped?: boolean;
  onPageChange: (page: number) => void;
  /** How many page numbers to show around the current one. */
  siblings?: number;
}

type Item = number | 'gap-start' | 'gap-end';

function pageItems(page: number, pageCount: number, siblings: number): Item[] {
  const first = 0;
  const last = pageCount - 1;
  const start = Math.max(first + 1, page - siblings);
  const end = Math.min(last - 1, page + siblings);
  const items: Item[] = [first];
  if (start > first + 1) items.push('gap-start');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < last - 1) items.push('gap-end');
  if (last > first) items.push(last);
  return items;
}

export function Pagination({ page, pageSize, total, capped = false, onPageChange, siblings = 1 }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <Flex align="center" justify="space-between" gap={3} wrap="wrap">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Showing {from}–{to} of {total}
        {capped ? '+' : ''}
      </Text>
      {pageCount > 1 && (
        <HStack as="nav" aria-label="Pagination" gap={1} wrap="wrap">
          <IconButton
            aria-label="Previous page"
            size="sm"
            variant="ghost"
            disabled={page <= 0}
            onClick={() => onPageChange(page - 1)}
          >
            <LuChevronLeft />
          </IconButton>
          {pageItems(page, pageCount, siblings).map((item) =>
            typeof item === 'number' ? (
              <Button
                key={item}
                size="sm"
                minW={8}
                px={2}
                variant={item === page ? 'solid' : 'ghost'}
                aria-label={`Page ${item + 1}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
              >
                {item + 1}
              </Button>
            ) : (
              <Text key={item} as="span" px={1} color="fg.muted" aria-hidden>
                …
              </Text>
            ),
          )}
          <IconButton
            aria-label="Next page"
            size="sm"
            variant="ghost"
            disabled={page >= pageCount - 1}
            onClick={() => onPageChange(page + 1)}
          >
            <LuChevronRight />
          </IconButton>
        </HStack>
      )}
    </Flex>
  );
}
