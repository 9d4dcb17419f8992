import { useEffect, useState } from 'react';
import { LuBriefcase, LuDownload, LuGraduationCap } from 'react-icons/lu';
import {
  EmptyState,
  ErrorPanel,
  formatDate,
  LoadingBlock,
  RichTextView,
  Box,
  Button,
  Flex,
  Stack,
  Text,
  Timeline,
} from 'shared-ui';
import { useEducation } from '../../api/get-candidate-education';
import { useExperience } from '../../api/get-candidate-experience';
import { useResumeHtml } from '../../api/get-resume-html';
import type { Candidate } from '../../api/types';
import { NO_RESUME_MESSAGE } from './profile-header';

/**
 * A PDF from its signed link, shown by the browser's own viewer. The file route answers as a download and may
 * not be framed, so the bytes are fetched and framed from a blob: URL (the page's CSP allows blob: frames).
 */
function PdfFrame({ url, name }: { url: string; name: string }) {
  const [blobUrl, setBlobUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let revoked = false;
    let made: string | null = null;
    setFailed(false);
    fetch(url)
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
      .then((b) => {
        if (revoked) return;
        made = URL.createObjectURL(new Blob([b], { type: 'application/pdf' }));
        setBlobUrl(made);
      })
      .catch(() => !revoked && setFailed(true));
    return () => {
      revoked = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  if (failed) return <ErrorPanel message="The resume could not be shown; download it instead." />;
  if (!blobUrl) return <LoadingBlock label="Loading the resume" />;
  return (
    <Box
      w="full"
      h={{ base: '70vh', md: '80vh' }}
      borderWidth="1px"
      rounded="md"
      overflow="hidden"
      bg="white"
    >
      {/* the viewer's own toolbar would be titled with the blob's id: the file's name is in the header above */}
      <iframe
        title={`Resume: ${name}`}
        src={`${blobUrl}#toolbar=0&navpanes=0`}
        style={{ width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}

export function ResumeTab({ candidate }: { candidate: Candidate }) {
  const { data, error, mutate } = useResumeHtml(candidate.encrypted_id);
  if (!candidate.resume_url) return <EmptyState text={NO_RESUME_MESSAGE} />;
  if (error)
    return (
      <ErrorPanel
        message="The resume could not be shown; download it instead."
        onRetry={() => void mutate()}
      />
    );
  if (!data) return <LoadingBlock />;
  return (
    <Stack gap={2}>
      <Flex justify="space-between" align="center" gap={2} wrap="wrap">
        <Text as="h3" fontSize="sm" fontWeight="medium" overflowWrap="anywhere">
          {data.name}
        </Text>
        {data.resume_url && (
          <Button asChild size="xs" variant="outline">
            <a href={data.resume_url} download={data.name || undefined}>
              <LuDownload /> Download
            </a>
          </Button>
        )}
      </Flex>
      {data.type === 'pdf' && data.resume_url ? (
        <PdfFrame url={data.resume_url} name={data.name} />
      ) : (
        <Box
          borderWidth="1px"
          rounded="md"
          p={{ base: 3, md: 6 }}
          bg="bg.panel"
          maxH="80vh"
          overflowY="auto"
        >
          {data.html ? (
            <RichTextView
              html={data.html}
              css={{
                '& table': { borderCollapse: 'collapse' },
                '& td, & th': { borderWidth: '1px', p: 1 },
              }}
            />
          ) : (
            <Text color="fg.muted">The resume has no text to show.</Text>
          )}
        </Box>
      )}
    </Stack>
  );
}

export function AboutTab({ candidate }: { candidate: Candidate }) {
  if (!candidate.about_candidate) return <EmptyState text="no data found" />;
  return (
    <Box borderWidth="1px" rounded="md" p={{ base: 3, md: 5 }} bg="bg.panel">
      <RichTextView html={candidate.about_candidate} />
    </Box>
  );
}

const monthYear = (d: string | null) => (d ? formatDate(d, 'MMM YYYY') : '');

/** Experience as a timeline (newest first), then education. */
export function ExperienceTab({ candidateId }: { candidateId: string }) {
  const experience = useExperience(candidateId);
  const education = useEducation(candidateId);
  if (experience.error || education.error)
    return (
      <ErrorPanel onRetry={() => void Promise.all([experience.mutate(), education.mutate()])} />
    );
  if (!experience.data || !education.data) return <LoadingBlock />;
  if (!experience.data.length && !education.data.length) return <EmptyState text="no data found" />;
  return (
    <Stack gap={6}>
      {experience.data.length > 0 && (
        <Timeline.Root size="lg" variant="subtle">
          {experience.data.map((e) => (
            <Timeline.Item key={e.encrypted_id}>
              <Timeline.Connector>
                <Timeline.Separator />
                <Timeline.Indicator colorPalette={e.still_working === '1' ? 'green' : 'gray'}>
                  <LuBriefcase />
                </Timeline.Indicator>
              </Timeline.Connector>
              <Timeline.Content>
                <Timeline.Title>
                  {e.job_title} · {e.company_name}
                </Timeline.Title>
                <Timeline.Description>
                  {monthYear(e.start_date)} –{' '}
                  {e.still_working === '1' ? 'Present' : monthYear(e.end_date)}
                </Timeline.Description>
              </Timeline.Content>
            </Timeline.Item>
          ))}
        </Timeline.Root>
      )}
      {education.data.length > 0 && (
        <Timeline.Root size="lg" variant="subtle">
          {education.data.map((e) => (
            <Timeline.Item key={e.encrypted_id}>
              <Timeline.Connector>
                <Timeline.Separator />
                <Timeline.Indicator colorPalette="blue">
                  <LuGraduationCap />
                </Timeline.Indicator>
              </Timeline.Connector>
              <Timeline.Content>
                <Timeline.Title>
                  {e.qualification} · {e.university}
                </Timeline.Title>
                <Timeline.Description>
                  {e.still_studying === '1'
                    ? 'Still studying'
                    : [
                        e.passout_year,
                        e.passout_percentage !== null ? `${e.passout_percentage}%` : '',
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                </Timeline.Description>
              </Timeline.Content>
            </Timeline.Item>
          ))}
        </Timeline.Root>
      )}
    </Stack>
  );
}

export function MailTab() {
  return <EmptyState text="Coming Soon.." />;
}
