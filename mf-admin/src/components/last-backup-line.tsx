import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { formatDateTime, Text } from 'shared-ui';

/** GET /api/admin/backups (admin): the last backup's result, the schedule and the archives in BACKUP_DIR. */
export interface BackupsInfo {
  last: {
    status: 'ok' | 'failed';
    kind: string;
    started_at: string;
    finished_at: string;
    file: string | null;
    bytes: number | null;
    ms: number;
    message: string;
    last_success_at: string | null;
  } | null;
  schedule: { dir: string; hours: number; keep: number };
  files: { name: string; bytes: number; created_at: string }[];
}

export const backupsKey = 'admin/backups';

export function getBackups(): Promise<{ status: boolean; data: BackupsInfo }> {
  return apiGet(backupsKey);
}

export function useBackups() {
  return useSWR(backupsKey, getBackups);
}


/** One line for administrators: when the last backup ran and how it went (README, Operations). */
export function LastBackupLine() {
  const { data, error } = useBackups();
  if (error || !data?.data?.schedule) return null;
  const { last, schedule } = data.data;
  const every = schedule.hours ? `every ${schedule.hours} h into ${schedule.dir}` : 'scheduled backups are off (BACKUP_HOURS=0)';
  if (!last) {
    return (
      <Text fontSize="sm" color="fg.muted" role="status" mb={3}>
        Last backup: none yet ({every}).
      </Text>
    );
  }
  if (last.status === 'failed') {
    return (
      <Text fontSize="sm" color="red.fg" role="status" mb={3}>
        Last backup failed {formatDateTime(last.finished_at)}: {last.message}
        {last.last_success_at ? ` (last good one ${formatDateTime(last.last_success_at)})` : ''}.
      </Text>
    );
  }
  const mb = ((last.bytes ?? 0) / 1e6).toFixed(1);
  return (
    <Text fontSize="sm" color="fg.muted" role="status" mb={3}>
      Last backup: {formatDateTime(last.finished_at)}, {last.file} ({mb} MB), {every}.
    </Text>
  );
}
