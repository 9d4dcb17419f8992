import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { draftKey, session } from 'shared-auth';
import { recruiter as asha } from 'shared-auth/src/test-utils';
import { renderUi } from '../test-utils';
import { discardDraft, FormDraft, useTextDraft } from './form-draft';
import { PasswordField, TextField } from './text-fields';

const KEY = draftKey('u1', 'candidate', 'c1');

function CandidateForm({ onSave }: { onSave?: () => void }) {
  return (
    <Formik
      initialValues={{
        first_name: 'Ravi',
        city: 'Pune',
        password: '',
        resume: null as File | null,
      }}
      onSubmit={() => {
        discardDraft('candidate', 'c1');
        onSave?.();
      }}
    >
      {({ setFieldValue }) => (
        <Form>
          <FormDraft id="candidate" record="c1" />
          <TextField name="first_name" label="First Name" />
          <TextField name="city" label="City" />
          <PasswordField name="password" label="Password" />
          <input
            type="file"
            aria-label="Resume"
            onChange={(e) => void setFieldValue('resume', e.target.files?.[0] ?? null)}
          />
          <button type="submit">Save</button>
        </Form>
      )}
    </Formik>
  );
}

const stored = () =>
  JSON.parse(localStorage.getItem(KEY) ?? 'null') as {
    changed: Record<string, unknown>;
    savedAt: number;
  } | null;

describe('form drafts', () => {
  beforeEach(() => {
    localStorage.clear();
    session.set('tok', asha);
  });
  afterEach(() => session.clear());

  it('keeps the changed fields as the user types, never the password or a file', async () => {
    const user = userEvent.setup();
    await renderUi(<CandidateForm />);
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Mumbai');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.upload(screen.getByLabelText('Resume'), new File(['x'], 'cv.pdf'));
    await waitFor(() => expect(stored()?.changed).toEqual({ city: 'Mumbai' }));
    expect(localStorage.getItem(KEY)).not.toContain('Secret');
  });

  it('restores the draft when the form opens again, says so, and Discard drops it', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        changed: { city: 'Mumbai' },
        // 10:15 in India (the product's zone, whatever the machine's)
        savedAt: Date.parse('2026-11-26T10:15:00+05:30'),
      }),
    );
    const user = userEvent.setup();
    await renderUi(<CandidateForm />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Restored what you typed on 26-Nov-2026 10:15 AM',
    );
    expect(screen.getByLabelText('City')).toHaveValue('Mumbai');
    expect(screen.getByLabelText('First Name')).toHaveValue('Ravi');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(screen.queryByText(/Restored what you typed/)).not.toBeInTheDocument();
  });

  it('is dropped on save, and not written again until the user types', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const onSave = jest.fn();
      await renderUi(<CandidateForm onSave={onSave} />);
      await user.type(screen.getByLabelText('City'), ' West');
      // Saved right away, before the pending write of the last key press.
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSave).toHaveBeenCalled());
      act(() => jest.advanceTimersByTime(5_000));
      expect(localStorage.getItem(KEY)).toBeNull();
      await user.type(screen.getByLabelText('City'), '!');
      act(() => jest.advanceTimersByTime(5_000));
      expect(stored()?.changed).toEqual({ city: 'Pune West!' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('belongs to the user: another user does not see it; sign-out drops the user’s drafts', async () => {
    localStorage.setItem(KEY, JSON.stringify({ changed: { city: 'Mumbai' }, savedAt: 1 }));
    session.set('tok2', { ...asha, encrypted_id: 'u2' });
    const view = await renderUi(<CandidateForm />);
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
    view.unmount();
    // shared-auth's sign-out clears by the user's prefix
    const { clearDraftsOf } = await import('shared-auth');
    clearDraftsOf('u1');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps a note as it is typed and restores it', async () => {
    function Note() {
      const { text, setText, notice, clear } = useTextDraft('candidate-note', 'c1');
      return (
        <div>
          {notice}
          <textarea aria-label="Note" value={text} onChange={(e) => setText(e.target.value)} />
          <button onClick={clear}>Cancel</button>
        </div>
      );
    }
    const user = userEvent.setup();
    const first = await renderUi(<Note />);
    await user.type(screen.getByLabelText('Note'), 'Called, will join Monday');
    first.unmount(); // written at once when the form goes away
    await renderUi(<Note />);
    expect(screen.getByLabelText('Note')).toHaveValue('Called, will join Monday');
    expect(screen.getByRole('status')).toHaveTextContent('Restored what you typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Note')).toHaveValue('');
    expect(localStorage.getItem(draftKey('u1', 'candidate-note', 'c1'))).toBeNull();
  });
});
