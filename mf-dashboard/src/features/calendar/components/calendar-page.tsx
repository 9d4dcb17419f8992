// /dashboard/calendar?view=month|week|day&date=YYYY-MM-DD&mine=1: the interview calendar behind the
// navigation's calendar icon. Every state is in the address; previous / today / next are buttons.
import { useMemo } from 'react';
import { INTERVIEW_STATUS_LABELS, RouterLink, useLocation, useSearchParams, ErrorPanel, LoadingBlock, PageHeader, RouteTabs, Alert, Badge, chakra, Box, Button, ButtonGroup, Flex, Heading, HStack, IconButton, Link, SimpleGrid, Stack, Switch, Text } from 'shared-ui';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import {
  addDays,
  addMonths,
  daysFrom,
  endOfMonth,
  formatTime,
  isIsoDate,
  monthLabel,
  shortDate,
  startOfMonth,
  startOfWeek,
  todayIso,
  WEEKDAYS,
} from '../../../lib/dates';
import { candidateLink, jobOrderLink, tabTo } from '../../../lib/links';
import { useInterviewCalendar, type CalendarInterview } from '../api/get-interview-calendar';
import { useProductTimeZone } from '../api/get-product-time-zone';

export type CalendarView = 'month' | 'week' | 'day';
const VIEWS: { key: CalendarView; label: string }[] = [
  { key: 'month', label: 'Month' },
  { key: 'week', label: 'Week' },
  { key: 'day', label: 'Day' },
];

/** The dates a view shows (a month view shows whole weeks, Monday to Sunday: at most 42 days). */
export function viewRange(view: CalendarView, date: string): { from: string; to: string } {
  if (view === 'day') return { from: date, to: date };
  if (view === 'week') return { from: startOfWeek(date), to: addDays(startOfWeek(date), 6) };
  const from = startOfWeek(startOfMonth(date));
  return { from, to: addDays(startOfWeek(endOfMonth(date)), 6) };
}

function step(view: CalendarView, date: string, direction: 1 | -1): string {
  if (view === 'day') return addDays(date, direction);
  if (view === 'week') return addDays(date, 7 * direction);
  return addMonths(date, direction);
}

function title(view: CalendarView, date: string): string {
  if (view === 'month') return monthLabel(date);
  if (view === 'day')
    return `${WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]}, ${shortDate(date)}`;
  const { from, to } = viewRange('week', date);
  return `${shortDate(from)} – ${shortDate(to)}`;
}

function endTime(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = (h * 60 + m + minutes) % (24 * 60);
  return formatTime(
    `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`,
  );
}

function CandidateLink({ item, fontSize = 'sm' }: { item: CalendarInterview; fontSize?: string }) {
  return (
    <Link
      asChild
      colorPalette="brand"
      fontWeight="medium"
      fontSize={fontSize}
      lineClamp={1}
      textDecoration={item.status === 'cancelled' ? 'line-through' : undefined}
    >
      <RouterLink
        to={`${candidateLink(item.candidate_id)}?panel=interviews&interview=${item.encrypted_id}`}
        title={`Open the interview: ${item.candidate_name} · ${item.job_title} (${item.client_name})`}
      >
        {item.candidate_name}
      </RouterLink>
    </Link>
  );
}

/** One interview as a card (week and day views). */
const STATUS_COLOURS = {
  scheduled: 'blue',
  rescheduled: 'purple',
  cancelled: 'red',
  completed: 'green',
  'no-show': 'orange',
} as const;

function InterviewCard({ item, detailed }: { item: CalendarInterview; detailed?: boolean }) {
  return (
    <Box
      as="li"
      borderLeftWidth="3px"
      borderColor={item.mine ? 'brand.solid' : 'gray.300'}
      bg={item.mine ? 'brand.subtle' : 'bg.muted'}
      rounded="sm"
      px={2}
      py={1.5}
      minW={0}
    >
      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {formatTime(item.interview_time)}
        {detailed && ` – ${endTime(item.interview_time, item.duration)} (${item.duration} min)`}
        {item.round && ` · ${item.round}`}
      </Text>
      <CandidateLink item={item} />
      {item.status !== 'scheduled' && (
        <Badge size="xs" colorPalette={STATUS_COLOURS[item.status]}>
          {INTERVIEW_STATUS_LABELS[item.status]}
        </Badge>
      )}
      <Text fontSize="xs" color="fg.muted" lineClamp={detailed ? undefined : 2}>
        <Link asChild color="fg.muted">
          <RouterLink to={jobOrderLink(item.job_id)}>{item.job_title}</RouterLink>
        </Link>{' '}
        · {item.client_name}
      </Text>
      {detailed && (
        <Text fontSize="xs" color="fg.muted">
          {item.mode_interview}
          {item.scheduled_by && ` · scheduled by ${item.scheduled_by}`}
        </Text>
      )}
      {item.interviewers.length > 0 && (
        <Text fontSize="xs" color="fg.muted" lineClamp={detailed ? undefined : 1}>
          With {item.interviewers.join(', ')}
        </Text>
      )}
    </Box>
  );
}

function groupByDate(items: CalendarInterview[]): Map<string, CalendarInterview[]> {
  const map = new Map<string, CalendarInterview[]>();
  for (const item of items) {
    const list = map.get(item.interview_date) ?? [];
    list.push(item);
    map.set(item.interview_date, list);
  }
  return map;
}

/** What the month and the week views show: the interviews around `date`, each day opening its day view. */
interface ViewProps {
  date: string;
  /** the product's today */
  today: string;
  items: CalendarInterview[];
  dayHref: (d: string) => string;
}

function MonthView({
  date,
  today,
  items,
  dayHref,
}: ViewProps) {
  const { from, to } = viewRange('month', date);
  const days = daysFrom(from, to);
  const byDate = groupByDate(items);
  const month = date.slice(0, 7);
  const weeks: string[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return (
    <>
      <chakra.table
        w="full"
        borderWidth="1px"
        rounded="md"
        style={{ tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: 0 }}
        aria-label={monthLabel(date)}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <chakra.th
                key={d}
                scope="col"
                py={2}
                fontSize="xs"
                fontWeight="semibold"
                color="fg.muted"
                borderBottomWidth="1px"
                bg="bg.muted"
              >
                <Box as="abbr" title={d} textDecoration="none">
                  {d.slice(0, 3)}
                </Box>
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((d) => {
                const list = byDate.get(d) ?? [];
                const outside = d.slice(0, 7) !== month;
                return (
                  <chakra.td
                    key={d}
                    verticalAlign="top"
                    h={{ base: '14', md: '28' }}
                    p={1}
                    borderTopWidth="1px"
                    borderLeftWidth="1px"
                    bg={outside ? 'bg.subtle' : 'bg.panel'}
                    aria-label={`${shortDate(d)}: ${list.length} interview${list.length === 1 ? '' : 's'}`}
                  >
                    <Flex justify="space-between" align="center" gap={1}>
                      <Link
                        asChild
                        fontSize="xs"
                        fontWeight={d === today ? 'bold' : 'medium'}
                        color={d === today ? 'brand.contrast' : outside ? 'fg.muted' : 'fg'}
                        bg={d === today ? 'brand.solid' : undefined}
                        rounded="full"
                        minW="6"
                        h="6"
                        display="inline-flex"
                        alignItems="center"
                        justifyContent="center"
                      >
                        <RouterLink
                          to={dayHref(d)}
                          aria-label={`${Number(d.slice(8, 10))}: open ${shortDate(d)}`}
                          aria-current={d === today ? 'date' : undefined}
                        >
                          {Number(d.slice(8, 10))}
                        </RouterLink>
                      </Link>
                      {list.length > 0 && (
                        <Badge size="xs" variant="solid" colorPalette="brand" hideFrom="md">
                          {list.length}
                        </Badge>
                      )}
                    </Flex>
                    <Stack as="ul" gap={0.5} listStyleType="none" m={0} mt={1} p={0} hideBelow="md">
                      {list.slice(0, 3).map((item) => (
                        <Box
                          as="li"
                          key={item.encrypted_id}
                          fontSize="xs"
                          minW={0}
                          display="flex"
                          gap={1}
                          alignItems="baseline"
                        >
                          <Text as="span" color="fg.muted" flexShrink={0} whiteSpace="nowrap">
                            {formatTime(item.interview_time)}
                          </Text>
                          <CandidateLink item={item} fontSize="xs" />
                        </Box>
                      ))}
                      {list.length > 3 && (
                        <Box as="li" fontSize="xs">
                          <Link asChild color="fg.muted">
                            <RouterLink to={dayHref(d)}>+{list.length - 3} more</RouterLink>
                          </Link>
                        </Box>
                      )}
                    </Stack>
                  </chakra.td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </chakra.table>
      {/* On a phone the grid shows counts; the month's interviews follow as an agenda. */}
      <Box hideFrom="md" mt={4}>
        <Agenda items={items.filter((i) => i.interview_date.slice(0, 7) === month)} />
      </Box>
    </>
  );
}

function Agenda({ items }: { items: CalendarInterview[] }) {
  const byDate = groupByDate(items);
  if (!items.length) return <EmptyCalendar />;
  return (
    <Stack gap={4}>
      {[...byDate.entries()].map(([d, list]) => (
        <Box key={d}>
          <Heading as="h3" size="xs" mb={2} color="fg.muted">
            {title('day', d)}
          </Heading>
          <Stack as="ul" gap={2} listStyleType="none" m={0} p={0}>
            {list.map((item) => (
              <InterviewCard key={item.encrypted_id} item={item} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

function WeekView({
  date,
  today,
  items,
  dayHref,
}: ViewProps) {
  const { from, to } = viewRange('week', date);
  const byDate = groupByDate(items);
  return (
    <SimpleGrid columns={{ base: 1, md: 7 }} gap={2}>
      {daysFrom(from, to).map((d, i) => {
        const list = byDate.get(d) ?? [];
        return (
          <Box
            key={d}
            borderWidth="1px"
            rounded="md"
            p={2}
            minH={{ md: '48' }}
            bg={d === today ? 'brand.subtle/40' : 'bg.panel'}
            minW={0}
          >
            <Link
              asChild
              fontSize="sm"
              fontWeight="semibold"
              color={d === today ? 'brand.fg' : 'fg'}
              display="block"
              mb={2}
            >
              <RouterLink to={dayHref(d)} aria-current={d === today ? 'date' : undefined}>
                {WEEKDAYS[i].slice(0, 3)} {Number(d.slice(8, 10))}
              </RouterLink>
            </Link>
            {list.length ? (
              <Stack as="ul" gap={2} listStyleType="none" m={0} p={0}>
                {list.map((item) => (
                  <InterviewCard key={item.encrypted_id} item={item} />
                ))}
              </Stack>
            ) : (
              <Text fontSize="xs" color="fg.subtle">
                No interviews
              </Text>
            )}
          </Box>
        );
      })}
    </SimpleGrid>
  );
}

function DayView({ items }: { items: CalendarInterview[] }) {
  if (!items.length) return <EmptyCalendar />;
  return (
    <Stack as="ul" gap={2} listStyleType="none" m={0} p={0} maxW="3xl">
      {items.map((item) => (
        <InterviewCard key={item.encrypted_id} item={item} detailed />
      ))}
    </Stack>
  );
}

function EmptyCalendar() {
  return (
    <Text color="fg.muted" py={8} textAlign="center">
      No interviews scheduled
    </Text>
  );
}

export function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const rawView = params.get('view');
  const view: CalendarView = rawView === 'week' || rawView === 'day' ? rawView : 'month';
  const rawDate = params.get('date');
  // 'today' is the product's (APP_TIMEZONE), as on the dashboard's Interviews Today, not the browser's
  const timeZone = useProductTimeZone();
  const zoneKnown = timeZone !== undefined;
  const today = todayIso(new Date(), timeZone);
  const date = isIsoDate(rawDate) ? rawDate : today;
  const mine = params.get('mine') === '1';
  const { from, to } = useMemo(() => viewRange(view, date), [view, date]);
  // without a date in the address, wait for the product's today rather than load the browser's
  const ready = zoneKnown || isIsoDate(rawDate);
  const { data, error, isValidating, mutate } = useInterviewCalendar(from, to, mine, ready);
  const items = data?.data ?? [];

  const href = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null) p.delete(k);
      else p.set(k, v);
    }
    return `${pathname}?${p.toString()}`;
  };
  const go = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null) p.delete(k);
      else p.set(k, v);
    }
    setParams(p);
  };
  const dayHref = (d: string) => href({ view: 'day', date: d });
  const unit = view === 'month' ? 'month' : view === 'week' ? 'week' : 'day';

  return (
    <Box px={{ base: 3, md: 6, xl: 8 }} py={{ base: 4, md: 6 }} maxW="1600px" mx="auto">
      <PageHeader title="Interview Calendar" />
      <Flex gap={3} align="center" wrap="wrap" mb={3}>
        <ButtonGroup size="sm" variant="outline" attached>
          <IconButton
            aria-label={`Previous ${unit}`}
            onClick={() => go({ date: step(view, date, -1) })}
          >
            <LuChevronLeft />
          </IconButton>
          <Button onClick={() => go({ date: today })}>Today</Button>
          <IconButton aria-label={`Next ${unit}`} onClick={() => go({ date: step(view, date, 1) })}>
            <LuChevronRight />
          </IconButton>
        </ButtonGroup>
        <Heading as="h2" size="md" aria-live="polite" flex="1" minW="12rem">
          {title(view, date)}
        </Heading>
        <Switch.Root
          size="sm"
          colorPalette="brand"
          checked={mine}
          onCheckedChange={(e) => go({ mine: e.checked ? '1' : null })}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>My interviews only</Switch.Label>
        </Switch.Root>
      </Flex>
      <RouteTabs
        label="Calendar view"
        tabs={VIEWS.map((v) => ({
          label: v.label,
          to: tabTo(pathname, search, 'view', v.key, 'month'),
        }))}
      />
      {error ? (
        <ErrorPanel onRetry={() => void mutate()} />
      ) : !ready || !data ? (
        <LoadingBlock />
      ) : (
        <Box position="relative" aria-busy={isValidating}>
          {data?.truncated && (
            <Alert.Root status="warning" mb={3}>
              <Alert.Indicator />
              <Alert.Title>Only the first 2000 interviews of this range are shown.</Alert.Title>
            </Alert.Root>
          )}
          <HStack mb={2} fontSize="xs" color="fg.muted" gap={4}>
            <Text>
              {items.length} interview{items.length === 1 ? '' : 's'} · {shortDate(from)}
              {from !== to && ` – ${shortDate(to)}`}
            </Text>
          </HStack>
          {view === 'month' && (
            <MonthView date={date} today={today} items={items} dayHref={dayHref} />
          )}
          {view === 'week' && (
            <WeekView date={date} today={today} items={items} dayHref={dayHref} />
          )}
          {view === 'day' && <DayView items={items} />}
        </Box>
      )}
    </Box>
  );
}
