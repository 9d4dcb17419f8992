import { useCallback, useState } from 'react';
import { LuKanban, LuList, LuUserPlus } from 'react-icons/lu';
import { useSWRConfig } from 'swr';
import { apiGet } from 'shared-auth';
import { AddLinkDialog, capitalize, DataTable, lazyScreen, toast, Box, Button, Flex, Grid, HStack, Text, QueryTabs, useQueryTab, invalidateKeys, keys } from 'shared-ui';
import { createLink } from '../api/create-link';
import { assignedUsersKey } from '../api/get-assigned-users';
import { searchJobCandidates } from '../api/search-job-candidates';
import { useCanWriteLinks } from '../../workspace/components/candidate-actions';
import { usePipeline } from '../api/get-pipeline';
import { usePipelineCounts } from '../api/get-pipeline-counts';
import {
  GROUP_TITLES,
  GROUPS,
  type AssignedUser,
  type PipelineGroup,
  type PipelineRow,
} from '../api/types';
import { pipelineColumns } from './pipeline-cells';
import { StatusChangeDialog } from './status-change-dialog';

// The list view opens with the tab; the board loads when first shown.
const PipelineBoard = lazyScreen(() => import('./pipeline-board').then((m) => m.PipelineBoard));

function GroupList({
  jobId,
  group,
  onChangeStatus,
}: {
  jobId: string;
  group: PipelineGroup;
  onChangeStatus?: (r: PipelineRow) => void;
}) {
  const list = usePipeline(jobId, group, { urlState: 'p_' });
  return (
    <DataTable
      columns={pipelineColumns({ onChangeStatus })}
      list={list}
      caption={`${GROUP_TITLES[group]} candidates`}
      // nine columns do not fit the job page's column on a laptop: cards there
      cardsBelow={1000}
      searchPlaceholder="Search candidates"
      rowKey={(r) => r.encrypted_id}
    />
  );
}

/** The Status tab: the five groups with counts, each a server-paged list; or the board (?view=board). */
export function StatusTab({ jobId }: { jobId: string }) {
  const group = useQueryTab('group', 'prospective', [...GROUPS]) as PipelineGroup;
  const view = useQueryTab('view', 'list', ['list', 'board']);
  const counts = usePipelineCounts(jobId);
  const canWrite = useCanWriteLinks();
  const [moving, setMoving] = useState<PipelineRow | null>(null);
  const onChangeStatus = canWrite ? setMoving : undefined;
  const [adding, setAdding] = useState(false);
  const { mutate } = useSWRConfig();
  const loadRecruiters = useCallback(async () => {
    const res = await apiGet<{ data: AssignedUser[] }>(assignedUsersKey(jobId));
    return res.data.map((u) => ({
      value: u.user_id,
      label: `${u.username} (${capitalize(u.user_type)})`,
    }));
  }, [jobId]);
  const loadCandidates = useCallback((q: string) => searchJobCandidates(jobId, q), [jobId]);

  return (
    <Box>
      <Flex justify="space-between" align="center" gap={3} mb={3} wrap="wrap">
        {canWrite ? (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            <LuUserPlus /> Add Candidate
          </Button>
        ) : (
          <span />
        )}
        <QueryTabs
          param="view"
          defaultValue="list"
          label="Pipeline view"
          size="sm"
          tabs={[
            {
              value: 'list',
              label: (
                <HStack as="span" gap={1}>
                  <LuList /> List
                </HStack>
              ),
            },
            {
              value: 'board',
              label: (
                <HStack as="span" gap={1}>
                  <LuKanban /> Board
                </HStack>
              ),
            },
          ]}
        />
      </Flex>
      {view === 'board' ? (
        <PipelineBoard jobId={jobId} canMove={canWrite} />
      ) : (
        <Grid
          templateColumns={{ base: '1fr', md: '11rem minmax(0, 1fr)' }}
          gap={4}
          alignItems="start"
        >
          <Box overflowX={{ base: 'auto', md: 'visible' }}>
            <QueryTabs
              param="group"
              defaultValue="prospective"
              label="Pipeline groups"
              orientation="vertical"
              resets={['p_page', 'p_q', 'p_sortby', 'p_direction']}
              tabs={GROUPS.map((g) => ({
                value: g,
                label: (
                  <Flex as="span" justify="space-between" gap={3} w="full">
                    <span>{GROUP_TITLES[g]}</span>
                    <Text as="span" fontWeight="bold">
                      {counts.data ? counts.data[GROUP_TITLES[g]] : '–'}
                    </Text>
                  </Flex>
                ),
              }))}
            />
          </Box>
          <Box minW={0}>
            <GroupList key={group} jobId={jobId} group={group} onChangeStatus={onChangeStatus} />
          </Box>
        </Grid>
      )}
      <StatusChangeDialog link={moving} onClose={() => setMoving(null)} />
      <AddLinkDialog
        open={adding}
        onClose={() => setAdding(false)}
        title="Add Candidate"
        pickLabel="Candidate"
        pickRequired="Candidate is required"
        pickPlaceholder="Name, mobile, e-mail or skill"
        minChars={2}
        loadOptions={loadCandidates}
        loadRecruiters={loadRecruiters}
        onAdd={async (candidate, recruiterId) => {
          await createLink(candidate.value, jobId, recruiterId);
          toast.success('Added Successfully');
          void invalidateKeys(mutate, ...keys.links.stale(candidate.value, jobId));
        }}
      />
    </Box>
  );
}
