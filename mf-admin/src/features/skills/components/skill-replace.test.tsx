/**
 * @jest-environment shared-auth/test/jsdom-fetch-environment.cjs
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, json, renderAt, signInAs, stubApi } from '../../../test/render';
import { SkillReplace } from './skill-replace';

jest.setTimeout(30_000);

describe('Skills: Replace', () => {
  it('searches existing skills only after more than 2 characters, then replaces', async () => {
    signInAs(adminUser);
    const sent = stubApi((req) => {
      if (req.method === 'GET' && req.path === 'skills') {
        return json({
          status: true,
          data: [{ encrypted_id: 'sk-1', name: 'ReactJS', skill_name: 'ReactJS' }],
          all_data_cnt: 1,
          filter_data_cnt: 1,
        });
      }
      if (req.method === 'POST' && req.path === 'update_skill') {
        return json({ status: true, message: 'Updated Successfully', data: { encrypted_id: 'sk-2', name: 'React', merged: true } });
      }
      return json({ status: true, data: [] });
    });
    const user = userEvent.setup({ delay: null });
    await renderAt(<SkillReplace />, '/settings/skills/replace');

    const search = screen.getByRole('combobox');
    // Past the search delay (on a fake clock): still nothing asked of the server.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    await user.type(search, 'Re');
    act(() => jest.advanceTimersByTime(1_000));
    jest.useRealTimers();
    expect(sent.filter((r) => r.path === 'skills')).toHaveLength(0);
    expect(screen.getByText('Type at least 3 characters')).toBeInTheDocument();

    await user.type(search, 'a');
    const option = await screen.findByRole('option', { name: 'ReactJS' });
    const asked = sent.filter((r) => r.path === 'skills');
    expect(asked).toHaveLength(1);
    expect(asked[0].query.get('q')).toBe('Rea');

    await user.click(option);
    await user.type(screen.getByLabelText(/^New Skill Name/), 'React');
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('Skills Replaced successfully')).toBeInTheDocument();
    expect(sent.find((r) => r.path === 'update_skill')?.body).toEqual({ encrypted_id: 'sk-1', name: 'React' });
  });

  it('needs both an existing skill and a new name', async () => {
    signInAs(adminUser);
    const sent = stubApi(() => json({ status: true, data: [] }));
    const user = userEvent.setup({ delay: null });
    await renderAt(<SkillReplace />, '/settings/skills/replace');
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('The skill field is required.')).toBeInTheDocument();
    expect(screen.getByText('The name field is required.')).toBeInTheDocument();
    await waitFor(() => expect(sent.some((r) => r.path === 'update_skill')).toBe(false));
  });
});
