import { formatDatesIn, formatDateTime, jobName, relativeTime, Badge, Stack, Text, ListState } from 'shared-ui';
import { useActivity } from '../../../api/get-candidate-activity';
import { ItemCard, Meta } from './panel-kit';

/** Activity: the candidate's changes and status moves, newest first. */
export function ActivityPanel({ candidateId }: { candidateId: string }) {
  const activity = useActivity(candidateId);
  return (
    <Stack gap={3}>
      <ListState state={activity}>
        {(rows) =>
          rows.map((a, i) => (
            <ItemCard key={`${a.at}-${i}`}>
              {a.kind === 'status' ? (
                <>
                  <Text fontWeight="medium">
                    {a.from_status
                      ? jobName(a.job_title, a.client_name)
                      : `Added to job order ${jobName(a.job_title, a.client_name)}`}
                  </Text>
                  <Text fontSize="sm">
                    {a.from_status ? `${a.from_status} → ` : ''}
                    <Badge variant="subtle" colorPalette="blue">
                      {a.to_status}
                    </Badge>
                  </Text>
                </>
              ) : (
                <Text>{formatDatesIn(a.summary)}</Text>
              )}
              <Meta>
                <span title={formatDateTime(a.at)}>{relativeTime(a.at)}</span>
                {a.username ? ` · ${a.username}` : ''}
              </Meta>
            </ItemCard>
          ))
        }
      </ListState>
    </Stack>
  );
}
