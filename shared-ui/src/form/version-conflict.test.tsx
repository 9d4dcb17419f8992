/**
 * @jest-environment shared-auth/test/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, type FormikProps } from 'formik';
import { useRef, useState } from 'react';
import { apiSend } from 'shared-auth';
import { renderUi } from '../test-utils';
import { TextField } from './text-fields';
import { useVersionConflict } from './version-conflict';

interface Values {
  first_name: string;
  city: string;
  designation: string;
  lock_version: number;
}

const loaded: Values = { first_name: 'Ravi', city: 'Pune', designation: 'Tester', lock_version: 3 };
const fresh: Values = { first_name: 'Ravi', city: 'Pune', designation: 'QA Lead', lock_version: 4 };

function EditForm({ sent }: { sent: Values[] }) {
  const formik = useRef<FormikProps<Values>>(null);
  const [base, setBase] = useState(loaded);
  const conflict = useVersionConflict<Values>({ labels: { city: 'Current Location' } });
  return (
    <Formik<Values>
      innerRef={formik}
      initialValues={loaded}
      onSubmit={async (values) => {
        sent.push(values);
        try {
          await apiSend('PUT', 'candidates/c1', values);
        } catch (e) {
          await conflict.check(e, {
            values,
            initialValues: base,
            reload: async () => fresh,
            apply: (next, merged) => {
              setBase(next);
              formik.current?.resetForm({ values: next });
              void formik.current?.setValues(merged);
            },
          });
        }
      }}
    >
      <Form>
        {conflict.notice}
        {conflict.element}
        <TextField name="first_name" label="First Name" />
        <TextField name="city" label="Current Location" />
        <TextField name="designation" label="Designation" />
        <button type="submit">Save</button>
      </Form>
    </Formik>
  );
}

describe('a record changed by someone else meanwhile', () => {
  it('names who changed it; Reload keeps what this user typed over the fresh record', async () => {
    let calls = 0;
    globalThis.fetch = jest.fn(async () => {
      calls += 1;
      return calls === 1
        ? new Response(
            JSON.stringify({
              status: false,
              message:
                'Priya Sharma changed this record at 26-Nov-2026 10:15 AM. Reload it to see their changes.',
              changed_by: 'Priya Sharma',
              lock_version: 4,
            }),
            { status: 409, headers: { 'Content-Type': 'application/json' } },
          )
        : new Response(JSON.stringify({ status: true }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          });
    }) as typeof fetch;
    const sent: Values[] = [];
    const user = userEvent.setup();
    await renderUi(<EditForm sent={sent} />);
    await user.clear(screen.getByLabelText('Current Location'));
    await user.type(screen.getByLabelText('Current Location'), 'Mumbai');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'This record was changed meanwhile',
    });
    expect(dialog).toHaveTextContent('Priya Sharma changed this record at 26-Nov-2026 10:15 AM.');
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Current Location');
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Current Location')).toHaveValue('Mumbai'); // mine
    expect(screen.getByLabelText('Designation')).toHaveValue('QA Lead'); // theirs
    expect(screen.getByRole('status')).toHaveTextContent(
      'Reloaded with the changes Priya Sharma made.Kept what you changed: Current Location.',
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      first_name: 'Ravi',
      city: 'Mumbai',
      designation: 'QA Lead',
      lock_version: 4,
    });
  });
});
