// Plain CSS and SVG charts (no chart library), each with a text alternative: a table read by screen readers.
import type { ReactNode } from 'react';
import { ErrorPanel, Box, Flex, Heading, HStack, SimpleGrid, Skeleton, Text } from 'shared-ui';
import { shortDate } from '../../../lib/dates';
import { PANEL } from '../../../lib/panel';
import {
  PIPELINE_GROUPS,
  useCharts,
  type DashboardCharts,
  type WeekFigures,
} from '../api/get-charts';

const GROUP_COLORS: Record<string, string> = {
  Prospective: 'gray.400',
  Processed: 'blue.400',
  Active: 'purple.400',
  Offered: 'orange.400',
  Joined: 'green.500',
};
/** The weekly chart's two series, drawn side by side in this order. */
const WEEKLY_SERIES = [
  { key: 'offers', label: 'Offers', color: 'var(--chakra-colors-orange-400)' },
  { key: 'placements', label: 'Placements', color: 'var(--chakra-colors-green-500)' },
] as const;

/** A chart's figures as a table, for screen readers only: a row a label, a column a figure. */
function FiguresTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: { key: string; label: string; cells: ReactNode[] }[];
}) {
  return (
    <Box srOnly>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, n) => (
                <td key={n}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="figure" {...PANEL} p={4} m={0} minW={0}>
      <Heading as="h2" size="sm" mb={3}>
        <figcaption>{title}</figcaption>
      </Heading>
      {children}
    </Box>
  );
}

/** The pipeline funnel: the links now in each of the five groups, as bars narrowing down the pipeline. */
export function PipelineFunnel({ funnel }: { funnel: DashboardCharts['funnel'] }) {
  const max = Math.max(1, ...PIPELINE_GROUPS.map((g) => funnel[g]));
  const total = PIPELINE_GROUPS.reduce((s, g) => s + funnel[g], 0);
  return (
    <>
      <Flex direction="column" gap={2} aria-hidden>
        {PIPELINE_GROUPS.map((g) => (
          <Flex key={g} align="center" gap={3}>
            <Text fontSize="sm" w="6.5rem" flexShrink={0} color="fg.muted">
              {g}
            </Text>
            <Flex flex="1" justify="center" minW={0}>
              <Box
                h="7"
                w={`${Math.max(2, (funnel[g] / max) * 100)}%`}
                bg={GROUP_COLORS[g]}
                rounded="sm"
                transition="width 0.3s"
              />
            </Flex>
            <Text fontSize="sm" fontWeight="semibold" w="3.5rem" textAlign="end" flexShrink={0}>
              {funnel[g]}
            </Text>
          </Flex>
        ))}
      </Flex>
      <FiguresTable
        caption={`Candidates now in each pipeline group (${total} in all)`}
        head={['Group', 'Candidates']}
        rows={PIPELINE_GROUPS.map((g) => ({ key: g, label: g, cells: [funnel[g]] }))}
      />
    </>
  );
}

/** Offers made and placements per week, 12 weeks, as grouped SVG bars. */
export function WeeklyChart({ weekly }: { weekly: WeekFigures[] }) {
  const W = 600;
  const H = 200;
  const pad = { top: 10, right: 8, bottom: 28, left: 30 };
  const max = Math.max(1, ...weekly.flatMap((w) => [w.offers, w.placements]));
  const step = Math.max(1, Math.ceil(max / 4));
  const top = step * 4;
  const plotW = W - pad.left - pad.right;
  const plotH = H - pad.top - pad.bottom;
  const slot = plotW / Math.max(1, weekly.length);
  const bar = Math.min(16, slot / 3);
  const y = (v: number) => pad.top + plotH - (v / top) * plotH;
  return (
    <>
      <HStack gap={4} mb={2} fontSize="xs" color="fg.muted" aria-hidden>
        {WEEKLY_SERIES.map((series) => (
          <HStack key={series.key} gap={1}>
            <Box boxSize={3} rounded="sm" style={{ background: series.color }} />
            <Text>{series.label}</Text>
          </HStack>
        ))}
      </HStack>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        aria-hidden
        style={{ width: '100%', height: 'auto', display: 'block', overflow: 'visible' }}
      >
        {[0, 1, 2, 3, 4].map((i) => (
          <g key={i}>
            <line
              x1={pad.left}
              x2={W - pad.right}
              y1={y(i * step)}
              y2={y(i * step)}
              stroke="var(--chakra-colors-border)"
              strokeWidth={1}
            />
            <text
              x={pad.left - 6}
              y={y(i * step) + 4}
              textAnchor="end"
              fontSize="11"
              fill="var(--chakra-colors-fg-muted)"
            >
              {i * step}
            </text>
          </g>
        ))}
        {weekly.map((w, i) => {
          const x = pad.left + i * slot + slot / 2;
          return (
            <g key={w.week_start}>
              {WEEKLY_SERIES.map((series, n) => (
                // the first bar left of the week's centre, the second right of it, 2px apart
                <rect
                  key={series.key}
                  x={n === 0 ? x - bar - 1 : x + 1}
                  y={y(w[series.key])}
                  width={bar}
                  height={Math.max(0, y(0) - y(w[series.key]))}
                  fill={series.color}
                  rx={2}
                >
                  <title>{`Week of ${shortDate(w.week_start)}: ${w[series.key]} ${series.key}`}</title>
                </rect>
              ))}
              {(i % 2 === weekly.length % 2 || weekly.length <= 6) && (
                <text
                  x={x}
                  y={H - 8}
                  textAnchor="middle"
                  fontSize="11"
                  fill="var(--chakra-colors-fg-muted)"
                >
                  {w.week_start.slice(8, 10)}/{w.week_start.slice(5, 7)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <FiguresTable
        caption="Offers made and placements per week, the last 12 weeks (weeks start on Monday)"
        head={['Week of', 'Offers', 'Placements']}
        rows={weekly.map((w) => ({
          key: w.week_start,
          label: shortDate(w.week_start),
          cells: [w.offers, w.placements],
        }))}
      />
    </>
  );
}

export function DashboardChartsSection() {
  const { data, error, mutate } = useCharts();
  if (error) return <ErrorPanel onRetry={() => void mutate()} />;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap={4}>
      <Panel title="Pipeline">
        {data ? <PipelineFunnel funnel={data.funnel} /> : <Skeleton h="44" />}
      </Panel>
      <Panel title="Offers and placements per week">
        {data ? <WeeklyChart weekly={data.weekly} /> : <Skeleton h="44" />}
      </Panel>
    </SimpleGrid>
  );
}
