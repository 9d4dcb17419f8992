/**
 * @jest-environment shared-auth/test/jsdom-fetch-environment.cjs
 */
import { screen } from '@testing-library/react';
import { adminUser, json, renderAt, signInAs, stubApi } from '../test/render';
import { LastBackupLine, type BackupsInfo } from './last-backup-line';

jest.setTimeout(30_000);

const schedule = { dir: '/srv/suite/backups', hours: 24, keep: 7 };

function answer(data: BackupsInfo) {
  stubApi((req) => (req.path === 'admin/backups' ? json({ status: true, data }) : json({ status: true, data: [] })));
}

describe('the last backup line', () => {
  it('names the last good backup, its size and the schedule', async () => {
    signInAs(adminUser);
    answer({
      last: { status: 'ok', kind: 'scheduled', started_at: '2026-11-25T20:00:00.000Z', finished_at: '2026-11-25T20:00:03.000Z', file: 'backup-20261125-200000.tar.gz', bytes: 2_400_000, ms: 3000, message: '', last_success_at: '2026-11-25T20:00:03.000Z' },
      schedule,
      files: [],
    });
    await renderAt(<LastBackupLine />, '/admin/activeusers', '/admin/activeusers');
    expect(await screen.findByRole('status')).toHaveTextContent(/^Last backup: .+, backup-20261125-200000\.tar\.gz \(2\.4 MB\), every 24 h into \/srv\/suite\/backups\.$/);
  });

  it('says so in red when the last one failed, with the reason and the last good one', async () => {
    signInAs(adminUser);
    answer({
      last: { status: 'failed', kind: 'scheduled', started_at: '2026-11-25T20:00:00.000Z', finished_at: '2026-11-25T20:00:01.000Z', file: null, bytes: null, ms: 1000, message: 'ENOSPC: no space left on device', last_success_at: null },
      schedule,
      files: [],
    });
    await renderAt(<LastBackupLine />, '/admin/activeusers', '/admin/activeusers');
    expect(await screen.findByRole('status')).toHaveTextContent(/^Last backup failed .+: ENOSPC: no space left on device\.$/);
  });

  it('says when none ran yet', async () => {
    signInAs(adminUser);
    answer({ last: null, schedule: { ...schedule, hours: 0 }, files: [] });
    await renderAt(<LastBackupLine />, '/admin/activeusers', '/admin/activeusers');
    expect(await screen.findByRole('status')).toHaveTextContent('Last backup: none yet (scheduled backups are off (BACKUP_HOURS=0)).');
  });
});
