import { RouterLink, ErrorPanel, Box, Flex, Heading, Link, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Text } from 'shared-ui';
import {
  LuCalendarCheck,
  LuCalendarClock,
  LuFileText,
  LuHandshake,
  LuThumbsDown,
  LuUserCheck,
  LuUserPlus,
  LuUsers,
} from 'react-icons/lu';
import type { IconType } from 'react-icons';
import { PANEL } from '../../../lib/panel';
import { useSummary } from '../api/get-summary';
import {
  CARDS,
  metricPath,
  TILES,
  type DashboardSummary,
  type TileMetric,
  type WindowedMetric,
} from '../api/types';

const CARD_ICONS: Record<WindowedMetric, IconType> = {
  resumes_submitted: LuFileText,
  offered_made: LuHandshake,
  candidates_placed: LuUserCheck,
  offers_declines: LuThumbsDown,
};
const TILE_ICONS: Record<TileMetric, IconType> = {
  candidates_yet_to_join: LuUserPlus,
  today_interviews: LuCalendarCheck,
  tomorrow_interviews: LuCalendarClock,
  prospective_candidates: LuUsers,
};

function WindowFigure({
  metric,
  window,
  value,
  label,
}: {
  metric: WindowedMetric;
  window: 30 | 7;
  value: number | undefined;
  label: string;
}) {
  return (
    <Link
      asChild
      flex="1"
      minW={0}
      display="block"
      rounded="md"
      px={3}
      py={2}
      bg="bg.muted"
      textDecoration="none"
      _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
      transition="background 0.15s"
    >
      <RouterLink to={metricPath(metric, window)}>
        {value === undefined ? (
          <Skeleton h="8" w="12" />
        ) : (
          <Text
            as="span"
            display="block"
            fontSize="2xl"
            fontWeight="bold"
            lineHeight="1.2"
            color="fg"
          >
            {value}
          </Text>
        )}
        <Text as="span" display="block" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {label}
        </Text>
      </RouterLink>
    </Link>
  );
}

/** The frame of a card and a tile: a section framed as the dashboard's panels. */
const FRAME = { as: 'section', ...PANEL, p: 4 } as const;

/** A metric card: the last-30-days and last-7-days counts, each opening the list of what it counts. */
function MetricCard({
  metric,
  title,
  summary,
}: {
  metric: WindowedMetric;
  title: string;
  summary: DashboardSummary | undefined;
}) {
  const IconCmp = CARD_ICONS[metric];
  return (
    <Box
      {...FRAME}
      aria-label={title}
    >
      <Flex align="center" gap={2} mb={3}>
        <Box as="span" color="brand.solid" display="inline-flex" aria-hidden>
          <IconCmp size={20} />
        </Box>
        <Heading as="h2" size="sm" fontWeight="semibold">
          {title}
        </Heading>
      </Flex>
      <Flex gap={2}>
        <WindowFigure
          metric={metric}
          window={30}
          value={summary?.[`${metric}_last_30_days`]}
          label="Last 30 days"
        />
        <WindowFigure
          metric={metric}
          window={7}
          value={summary?.[`${metric}_last_7_days`]}
          label="Last 7 days"
        />
      </Flex>
    </Box>
  );
}

/** A tile: one current figure, opening the list of what it counts. */
function MetricTile({
  metric,
  title,
  value,
}: {
  metric: TileMetric;
  title: string;
  value: number | undefined;
}) {
  const IconCmp = TILE_ICONS[metric];
  return (
    <LinkBox
      {...FRAME}
      aria-label={title}
      display="flex"
      alignItems="center"
      gap={3}
      _hover={{ borderColor: 'brand.muted', bg: 'brand.subtle' }}
      transition="background 0.15s"
    >
      <Flex
        align="center"
        justify="center"
        boxSize={10}
        rounded="full"
        bg="brand.subtle"
        color="brand.fg"
        flexShrink={0}
      >
        <IconCmp size={20} aria-hidden />
      </Flex>
      <Box minW={0}>
        {value === undefined ? (
          <Skeleton h="7" w="10" />
        ) : (
          <Text fontSize="2xl" fontWeight="bold" lineHeight="1.2">
            {value}
          </Text>
        )}
        <LinkOverlay asChild>
          <RouterLink to={metricPath(metric)}>
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {title}
            </Text>
          </RouterLink>
        </LinkOverlay>
      </Box>
    </LinkBox>
  );
}

/** spec 000 §2.4: the four metric cards and the four tiles, from GET /api/dashboard. */
export function MetricCards() {
  const { data, error, mutate } = useSummary();
  const summary = data ?? undefined;
  return (
    <Box>
      {error && (
        <Box mb={4}>
          <ErrorPanel onRetry={() => void mutate()} />
        </Box>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap={4} mb={4}>
        {CARDS.map((c) => (
          <MetricCard key={c.metric} metric={c.metric} title={c.title} summary={summary} />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 2, xl: 4 }} gap={4}>
        {TILES.map((t) => (
          <MetricTile
            key={t.metric}
            metric={t.metric}
            title={t.title}
            value={summary?.[t.metric]}
          />
        ))}
      </SimpleGrid>
    </Box>
  );
}
