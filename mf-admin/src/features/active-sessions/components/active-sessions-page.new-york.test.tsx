// Runs on a machine in New York (jest project 'new-york'): Active Sessions shows when a session began in India's time.
import { screen } from '@testing-library/react';
import { adminUser, json, renderAt, signInAs, stubApi } from '../../../test/render';
import { ActiveSessionsPage } from './active-sessions-page';

jest.setTimeout(30_000);

it("shows a session's sign-in time in India's time zone, not the machine's", async () => {
  expect(new Date('2026-11-24T05:30:00Z').getTimezoneOffset()).toBe(300); // the machine is in New York
  signInAs(adminUser);
  stubApi((req) => {
    if (req.path === 'active_users')
      return json({
        status: true,
        data: [
          {
            encrypted_id: 's1',
            user_id: 'u1',
            username: 'Priya Sharma',
            email: 'priya@example.com',
            role_name: 'recruiter',
            signed_in_at: '2026-11-24T05:30:00.000Z',
            last_seen_at: '2026-11-24T05:40:00.000Z',
            expires_at: '2026-11-25T05:30:00.000Z',
            ip: '10.0.0.7',
            user_agent: 'Chromium',
            is_current: false,
            impersonator: null,
          },
        ],
        all_data_cnt: 1,
        filter_data_cnt: 1,
      });
    return json({ status: true, data: null });
  });
  await renderAt(<ActiveSessionsPage />, '/admin/activeusers');
  // 05:30 UTC is 11:00 AM in India (12:30 AM in New York)
  expect((await screen.findAllByText('24-Nov-2026 11:00 AM')).length).toBeGreaterThan(0);
  expect(screen.queryByText('24-Nov-2026 12:30 AM')).toBeNull();
});
