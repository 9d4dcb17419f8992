/**
 * @jest-environment shared-auth/test/jsdom-fetch-environment.cjs
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, json, renderAt, signInAs, stubApi } from '../../../test/render';
import { UserList } from './user-list';

jest.setTimeout(30_000);

const row = (email: string, locked: string | null) => ({
  encrypted_id: `id-${email}`,
  first_name: 'Priya',
  last_name: 'Sharma',
  email,
  mobile: '9876543210',
  role: 2,
  role_name: 'recruiter',
  status: 'active',
  user_type: 'recruiter',
  created_at: '2026-11-20T10:00:00.000Z',
  locked_until: locked,
});

describe('Users list', () => {
  it('offers Unlock for a locked user only, and asks the server to unlock', async () => {
    signInAs(adminUser);
    let locked: string | null = '2030-01-01T10:00:00.000Z';
    const sent = stubApi((req) => {
      if (req.method === 'POST' && req.path === 'users/id-priya@example.com/unlock') {
        locked = null;
        return json({ status: true, message: 'User Unlocked Successfully' });
      }
      const data = [row('priya@example.com', locked), row('ravi@example.com', null)];
      return json({ status: true, data, all_data_cnt: 2, filter_data_cnt: 2 });
    });
    const user = userEvent.setup({ delay: null });
    await renderAt(<UserList />, '/managelogins');
    const unlock = await screen.findByRole('button', { name: 'Unlock priya@example.com' });
    expect(screen.queryByRole('button', { name: 'Unlock ravi@example.com' })).toBeNull();
    expect(screen.getByText('Locked')).toBeTruthy();
    await user.click(unlock);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unlock priya@example.com' })).toBeNull());
    expect(sent.some((r) => r.method === 'POST' && r.path === 'users/id-priya@example.com/unlock')).toBe(true);
    expect(screen.queryByText('Locked')).toBeNull();
  });
});
