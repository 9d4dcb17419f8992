/**
 * @jest-environment ../shared-auth/test/jsdom-fetch-environment.cjs
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HTTPError } from 'ky';
import { session } from 'shared-auth';
import { UiProvider } from '../provider';
import { AddLinkDialog, defaultRecruiter, RECRUITER_REQUIRED } from './add-link-dialog';

jest.setTimeout(20_000);

function setup(onAdd: jest.Mock) {
  const onClose = jest.fn();
  const loadOptions = jest.fn(async (q: string) =>
    [
      { value: 'c1', label: 'Asha Rao', description: 'asha@example.com · React' },
      { value: 'c2', label: 'Bala Iyer' },
    ].filter((o) => o.label.toLowerCase().includes(q.toLowerCase())),
  );
  const loadRecruiters = jest.fn(async () => [
    { value: 'u1', label: 'Priya Sharma (Recruiter)' },
    { value: 'u2', label: 'Neha Kapoor (Manager)' },
  ]);
  render(
    <UiProvider>
      <AddLinkDialog
        open
        onClose={onClose}
        title="Add Candidate"
        pickLabel="Candidate"
        pickRequired="Candidate is required"
        pickPlaceholder="Name, mobile, e-mail or skill"
        minChars={2}
        loadOptions={loadOptions}
        loadRecruiters={loadRecruiters}
        onAdd={onAdd}
      />
    </UiProvider>,
  );
  return { onClose, loadRecruiters };
}

const add = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add' })));

async function pickAsha() {
  const box = screen.getByRole('combobox', { name: 'Candidate' });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: 'as' } });
  fireEvent.mouseDown(await screen.findByRole('option', { name: /Asha Rao/ }));
}

describe('AddLinkDialog', () => {
  it('says what is missing in words, then adds with the recruiter chosen', async () => {
    const onAdd = jest.fn(async () => undefined);
    const { onClose, loadRecruiters } = setup(onAdd);
    await add();
    expect(screen.getByText('Candidate is required')).toBeInTheDocument();
    expect(screen.getByText(RECRUITER_REQUIRED)).toBeInTheDocument();
    await pickAsha();
    await waitFor(() => expect(loadRecruiters).toHaveBeenCalledWith('c1'));
    const recruiter = screen.getByRole('combobox', { name: 'Recruiter' });
    await screen.findByRole('option', { name: 'Priya Sharma (Recruiter)' });
    fireEvent.change(recruiter, { target: { value: 'u1' } });
    await add();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ value: 'c1' }), 'u1');
  });

  it("shows the server's refusal (a second link to the job) in the dialog", async () => {
    const url = 'http://localhost/api/candidates_job_orders';
    const onAdd = jest.fn(async () => {
      throw new HTTPError(
        new Response(JSON.stringify({ status: false, message: 'Candidate already added for this job' }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
        new Request(url, { method: 'POST' }),
        {} as never,
      );
    });
    const { onClose } = setup(onAdd);
    await pickAsha();
    await screen.findByRole('option', { name: 'Neha Kapoor (Manager)' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Recruiter' }), { target: { value: 'u2' } });
    await add();
    expect(await screen.findByRole('alert')).toHaveTextContent('Candidate already added for this job');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("starts on the signed-in user when the job is theirs, and adds with them", async () => {
    session.set('t', { encrypted_id: 'u2', first_name: 'Neha', last_name: 'Kapoor', email: 'neha@example.com', mobile: '', role: 3, role_name: 'Manager', status: 'active', user_type: 'manager' });
    try {
      const onAdd = jest.fn(async () => undefined);
      setup(onAdd);
      await pickAsha();
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Recruiter' })).toHaveValue('u2'));
      await add();
      expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ value: 'c1' }), 'u2');
    } finally {
      session.clear();
    }
  });
});

describe('defaultRecruiter', () => {
  const two = [{ value: 'u1' }, { value: 'u2' }];
  it('is the signed-in user when listed, else the only recruiter, else none', () => {
    expect(defaultRecruiter(two, 'u2')).toBe('u2');
    expect(defaultRecruiter(two, 'u9')).toBe('');
    expect(defaultRecruiter(two, undefined)).toBe('');
    expect(defaultRecruiter([{ value: 'u1' }], 'u9')).toBe('u1');
    expect(defaultRecruiter([], 'u1')).toBe('');
  });
});
