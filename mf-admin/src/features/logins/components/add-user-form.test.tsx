/**
 * @jest-environment shared-auth/test/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, json, renderAt, signInAs, stubApi, type SentRequest } from '../../../test/render';
import { AddUserForm } from './add-user-form';

jest.setTimeout(30_000);

const roles = { status: true, data: [{ role_id: 1, role_name: 'admin' }, { role_id: 2, role_name: 'recruiter' }] };

function api(onCreate: (req: SentRequest) => Response = () => json({ status: true, message: 'User Added Successfully', data: { encrypted_id: 'x' } }, 201)) {
  return stubApi((req) => {
    if (req.method === 'GET' && req.path === 'roles') return json(roles);
    if (req.method === 'POST' && req.path === 'users') return onCreate(req);
    return json({ status: true, data: [], all_data_cnt: 0, filter_data_cnt: 0 });
  });
}

async function setup(onCreate?: (req: SentRequest) => Response) {
  signInAs(adminUser);
  const sent = api(onCreate);
  const user = userEvent.setup({ delay: null });
  const view = await renderAt(<AddUserForm />, '/managelogins/add');
  await screen.findByRole('option', { name: 'recruiter' });
  return { sent, user, ...view };
}

const field = (label: RegExp) => screen.getByLabelText(label);

/**
 * Puts a whole value into a field in one input (a paste), its filters applied: typing it key by key re-renders the
 * form once a character, 40 s for the form on a loaded 2-core machine. The test that types checks the filter as typed.
 */
async function enter(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

/** Enters a whole user into the form and presses Add. */
async function addUser(
  user: ReturnType<typeof userEvent.setup>,
  u: { name: string; email: string; mobile: string; role: string; password: string },
) {
  await enter(user, /^User Name/, u.name);
  await enter(user, /^Email Id/, u.email);
  await enter(user, /^Mobile No\./, u.mobile);
  await user.selectOptions(field(/^Select Role/), u.role);
  await enter(user, /^Password/, u.password);
  await enter(user, /^Confirm pasword/, u.password);
  await user.click(screen.getByRole('button', { name: 'Add' }));
}

describe('Add User', () => {
  it('offers the roles from the server plus None', async () => {
    await setup();
    const select = field(/^Select Role/);
    const options = within(select).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Select Role', 'admin', 'recruiter', 'None']);
  });

  it("asks for every field: '* Please Enter all fields'", async () => {
    const { user, sent } = await setup();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findAllByText('* Please Enter all fields')).length).toBeGreaterThan(0);
    expect(sent.some((r) => r.path === 'users')).toBe(false);
  });

  it("checks the email when the field loses focus: 'Invalid Email address!'", async () => {
    const { user } = await setup();
    await enter(user, /^Email Id/, 'not-an-email');
    expect(screen.queryByText('Invalid Email address!')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Invalid Email address!')).toBeInTheDocument();
  });

  it("wants 10 digits: 'Mobile number must be 10 digits'", async () => {
    const { user } = await setup();
    await user.type(field(/^Mobile No\./), '98765');
    await user.tab();
    expect(await screen.findByText('Mobile number must be 10 digits')).toBeInTheDocument();
  });

  it("compares the passwords: 'Password mismatch'", async () => {
    const { user } = await setup();
    await enter(user, /^Password/, 'Blue-river-stone');
    await enter(user, /^Confirm pasword/, 'Blue-river-stones');
    await user.tab();
    expect(await screen.findByText('Password mismatch')).toBeInTheDocument();
  });

  it('accepts letters and spaces only in the user name, as typed', async () => {
    const { user } = await setup();
    await user.type(field(/^User Name/), 'Asha 1R@o_!2');
    expect(field(/^User Name/)).toHaveValue('Asha Ro');
  });

  it('sends the user (None as a null role), says so and goes to the Users tab', async () => {
    const { user, sent, router } = await setup();
    await addUser(user, {
      name: 'Asha Rao',
      email: 'asha@example.com',
      mobile: '9876543210',
      role: 'None',
      password: 'Blue-river-stone',
    });
    expect(await screen.findByText('User Added Successfully')).toBeInTheDocument();
    const created = sent.find((r) => r.method === 'POST' && r.path === 'users');
    expect(created?.body).toEqual({
      first_name: 'Asha Rao',
      last_name: '',
      email: 'asha@example.com',
      mobile: '9876543210',
      role: null,
      password: 'Blue-river-stone',
      password_confirmation: 'Blue-river-stone',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/managelogins/users'));
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByText('User Added Successfully')).not.toBeInTheDocument());
  });

  it("shows each field's first server message in the error dialog", async () => {
    const { user } = await setup(() =>
      json(
        {
          status: false,
          message: 'The given data was invalid.',
          errors: { email: ['The email has already been taken.'], password: ['This password is too common. Choose a less predictable password.', 'x'] },
        },
        422,
      ),
    );
    await addUser(user, {
      name: 'Asha',
      email: 'asha@example.com',
      mobile: '9876543210',
      role: 'recruiter',
      password: 'Password123',
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Error')).toBeInTheDocument();
    expect(within(dialog).getByText('The email has already been taken.')).toBeInTheDocument();
    expect(within(dialog).getByText('This password is too common. Choose a less predictable password.')).toBeInTheDocument();
    expect(within(dialog).queryByText('x')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
  });
});
