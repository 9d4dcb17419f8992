import { useRef, useState, type DragEvent } from 'react';
import { LuArrowRightLeft, LuChevronLeft, LuChevronRight, LuGripVertical } from 'react-icons/lu';
import { LoadingBlock, relativeTime, Badge, Box, Button, Card, Flex, HStack, IconButton, Stack, Text } from 'shared-ui';
import { usePipeline } from '../api/get-pipeline';
import { usePipelineCounts } from '../api/get-pipeline-counts';
import {
  GROUP_MAIN_STATUS,
  GROUP_TITLES,
  GROUPS,
  type PipelineGroup,
  type PipelineRow,
} from '../api/types';
import { CandidateLink } from './pipeline-cells';
import { StatusChangeDialog } from './status-change-dialog';

const CARD_TYPE = 'application/x-joborders-link';
const BOARD_PAGE = 8;

interface Move {
  row: PipelineRow;
  to: string | null;
}

function BoardCard({
  row,
  canMove,
  onMove,
}: {
  row: PipelineRow;
  canMove: boolean;
  onMove: () => void;
}) {
  return (
    <Card.Root
      size="sm"
      draggable={canMove}
      onDragStart={(e: DragEvent<HTMLDivElement>) => {
        e.dataTransfer.setData(CARD_TYPE, row.encrypted_id);
        e.dataTransfer.setData('text/plain', row.candidate_name);
        e.dataTransfer.effectAllowed = 'move';
      }}
      cursor={canMove ? 'grab' : undefined}
      aria-roledescription={canMove ? 'Draggable candidate card' : undefined}
    >
      <Card.Body p={2}>
        <Flex gap={1} align="flex-start">
          {canMove && (
            <Box color="fg.subtle" pt={0.5} flexShrink={0} aria-hidden>
              <LuGripVertical />
            </Box>
          )}
          <Box flex="1" minW={0} fontSize="sm">
            <CandidateLink id={row.candidate_id} name={row.candidate_name} />
            <Text fontSize="xs">{row.sub_status}</Text>
            <Text fontSize="xs" color="fg.muted">
              {[row.recruiter_name, relativeTime(row.sub_status_updated)]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Box>
        </Flex>
        {canMove && (
          <Button
            aria-label={`Move ${row.candidate_name}`}
            size="2xs"
            variant="outline"
            mt={1.5}
            alignSelf="flex-end"
            onClick={onMove}
          >
            <LuArrowRightLeft /> Move
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Column({
  jobId,
  group,
  count,
  canMove,
  rows,
  onMove,
  onDropLink,
}: {
  jobId: string;
  group: PipelineGroup;
  count: number | undefined;
  canMove: boolean;
  rows: React.MutableRefObject<Map<string, PipelineRow>>;
  onMove: (m: Move) => void;
  onDropLink: (linkId: string, group: PipelineGroup) => void;
}) {
  const list = usePipeline(jobId, group, { pageSize: BOARD_PAGE });
  const [over, setOver] = useState(false);
  for (const r of list.rows) rows.current.set(r.encrypted_id, r);
  return (
    <Stack
      as="section"
      aria-label={`${GROUP_TITLES[group]} column`}
      aria-busy={list.isLoading}
      gap={2}
      p={2}
      rounded="md"
      bg={over ? 'brand.subtle' : 'bg.muted'}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'brand.solid' : 'transparent'}
      minW={{ base: '13rem', xl: '9.5rem' }}
      flex="1"
      onDragOver={(e) => {
        if (!canMove || !e.dataTransfer.types.includes(CARD_TYPE)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        const id = e.dataTransfer.getData(CARD_TYPE);
        if (id) {
          e.preventDefault();
          onDropLink(id, group);
        }
      }}
    >
      <HStack justify="space-between">
        <Text fontWeight="semibold">{GROUP_TITLES[group]}</Text>
        <Badge variant="solid" colorPalette="brand">
          {count ?? list.total}
        </Badge>
      </HStack>
      {list.rows.length === 0 && list.isLoading && (
        <LoadingBlock minH="4rem" label={`Loading the ${GROUP_TITLES[group]} column`} />
      )}
      {list.rows.length === 0 && !list.isLoading && (
        <Text fontSize="sm" color="fg.muted" textAlign="center" py={4}>
          no data found
        </Text>
      )}
      {list.rows.map((r) => (
        <BoardCard
          key={r.encrypted_id}
          row={r}
          canMove={canMove}
          onMove={() => onMove({ row: r, to: null })}
        />
      ))}
      {list.pageCount > 1 && (
        <HStack justify="space-between">
          <IconButton
            aria-label={`Previous ${GROUP_TITLES[group]} page`}
            size="2xs"
            variant="ghost"
            disabled={list.page === 0}
            onClick={() => list.setPage(list.page - 1)}
          >
            <LuChevronLeft />
          </IconButton>
          <Text fontSize="xs" color="fg.muted">
            {list.page + 1} / {list.pageCount}
          </Text>
          <IconButton
            aria-label={`Next ${GROUP_TITLES[group]} page`}
            size="2xs"
            variant="ghost"
            disabled={list.page + 1 >= list.pageCount}
            onClick={() => list.setPage(list.page + 1)}
          >
            <LuChevronRight />
          </IconButton>
        </HStack>
      )}
    </Stack>
  );
}

/** The board: one column per group; drag a card to another group (or press its Move button) to pick its new status. */
export function PipelineBoard({ jobId, canMove }: { jobId: string; canMove: boolean }) {
  const counts = usePipelineCounts(jobId);
  const rows = useRef(new Map<string, PipelineRow>());
  const [move, setMove] = useState<Move | null>(null);
  return (
    <Box>
      {canMove && (
        <Text fontSize="sm" color="fg.muted" mb={2}>
          Drag a card to another column, or use its Move button, to change the candidate&apos;s
          status.
        </Text>
      )}
      <Flex gap={3} overflowX="auto" pb={2} align="flex-start">
        {GROUPS.map((g) => (
          <Column
            key={g}
            jobId={jobId}
            group={g}
            count={counts.data?.[GROUP_TITLES[g]]}
            canMove={canMove}
            rows={rows}
            onMove={setMove}
            onDropLink={(id, group) => {
              const row = rows.current.get(id);
              if (!row || row.pipeline_group === group) return;
              setMove({ row, to: GROUP_MAIN_STATUS[group] });
            }}
          />
        ))}
      </Flex>
      <StatusChangeDialog
        link={move?.row ?? null}
        initialMain={move?.to ?? null}
        onClose={() => setMove(null)}
      />
    </Box>
  );
}
