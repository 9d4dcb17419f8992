import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from '@chakra-ui/react';
import * as yup from 'yup';
import { TextField } from '../form';
import { renderUi } from '../test-utils';
import { FormDialog, FormikDialog } from './form-dialog';

describe('FormDialog', () => {
  it('shows the title, the fields and the two buttons; Cancel and Esc close it, the submit button submits', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const onSubmit = jest.fn();
    await renderUi(
      <FormDialog open title="Add Skill" onClose={onClose} onSubmit={onSubmit} submitLabel="Add">
        <Input aria-label="Skill Name" />
      </FormDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Skill' });
    expect(within(dialog).getByRole('textbox', { name: 'Skill Name' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('cannot be left while it saves: Cancel is disabled and Esc does nothing', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    await renderUi(
      <FormDialog open busy title="Change Status" onClose={onClose} onSubmit={jest.fn()}>
        <Input aria-label="Note" />
      </FormDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("runs Cancel's own work instead of closing when given", async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const onCancel = jest.fn();
    await renderUi(
      <FormDialog open title="Add Note" onClose={onClose} onCancel={onCancel} onSubmit={jest.fn()}>
        <Input aria-label="Note" />
      </FormDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('FormikDialog', () => {
  it("checks the form's rules on submit and sends the values once they pass (Enter submits)", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    await renderUi(
      <FormikDialog
        open
        title="Edit Skill"
        onClose={jest.fn()}
        formik={{
          initialValues: { name: '' },
          validationSchema: yup.object({ name: yup.string().required('The skill name field is required.') }),
          onSubmit: (values) => onSubmit(values),
        }}
      >
        <TextField name="name" label="Skill Name" required />
      </FormikDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Skill' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The skill name field is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Skill Name/ }), 'Kotlin{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Kotlin' }));
  });
});
