import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { renderUi } from '../test-utils';
import { AutocompleteField, type SearchOption } from './async-search-select';
import { CheckboxField, SelectField } from './choice-fields';
import { ErrorSummary, FormErrorSummary } from './form-error-summary';
import {
  DateField,
  NumberField,
  newPasswordSchema,
  PasswordField,
  TextAreaField,
  TextField,
} from './text-fields';
import { ErrorsFollowValues, useFlashErrors } from './use-flash-errors';

// Chakra components re-render a lot under jsdom; leave room on a busy machine.
jest.setTimeout(20_000);

const schema = yup.object({
  first_name: yup.string().required('The first name field is required.'),
  email: yup.string().email('Invalid Email address!').required('The email field is required.'),
  mobile: yup
    .string()
    .matches(/^\d{10}$/, 'Mobile number must be 10 digits')
    .required('The mobile field is required.'),
  role: yup.number().required('The role field is required.'),
});

function UserForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  return (
    <Formik
      initialValues={{
        first_name: '',
        email: '',
        mobile: '',
        role: '' as number | '',
        password: '',
        about: '',
        doj: '',
        free_pool: '0',
      }}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <FormErrorSummary message="* Please Enter all fields" />
        <TextField name="first_name" label="User Name" required allow={/[A-Za-z ]/} />
        <TextField name="email" label="Email Id" type="email" required />
        <NumberField name="mobile" label="Mobile No." required digitsOnly maxLength={10} />
        <SelectField
          name="role"
          label="Select Role"
          required
          placeholder="None"
          options={[
            { label: 'Admin', value: 1 },
            { label: 'Recruiter', value: 2 },
          ]}
        />
        <PasswordField name="password" label="Password" />
        <TextAreaField name="about" label="About" />
        <DateField name="doj" label="Joining Date" min="2024-01-01" />
        <CheckboxField name="free_pool" label="Free pool" values={['1', '0']} />
        <button type="submit">Add</button>
      </Form>
    </Formik>
  );
}

describe('form fields', () => {
  it('shows each error under its field after a submit, with the labels intact', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = jest.fn();
    await renderUi(<UserForm onSubmit={onSubmit} />);
    expect(screen.getByLabelText('User Name')).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const summary = await screen.findByRole('alert');
    for (const text of [
      'The first name field is required.',
      'The email field is required.',
      'The mobile field is required.',
      'The role field is required.',
    ]) {
      // under its field, and as a link in the summary at the top
      expect(screen.getAllByText(text)).toHaveLength(2);
      expect(within(summary).getByRole('button', { name: text })).toBeInTheDocument();
    }
    expect(summary).toHaveTextContent('* Please Enter all fields');
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText('Email Id')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    // Each link takes the focus to its field.
    await user.click(
      within(summary).getByRole('button', { name: 'The mobile field is required.' }),
    );
    expect(screen.getByLabelText('Mobile No.')).toHaveFocus();
    await user.click(within(summary).getByRole('button', { name: 'The role field is required.' }));
    expect(screen.getByLabelText('Select Role')).toHaveFocus();

    // Corrected, a field leaves the summary; the others stay.
    await user.type(screen.getByLabelText('Mobile No.'), '9876543210');
    await waitFor(() =>
      expect(within(summary).queryByText('The mobile field is required.')).toBeNull(),
    );
    expect(within(summary).getByText('The first name field is required.')).toBeInTheDocument();
  });

  it('shows a field error once the field was left', async () => {
    const user = userEvent.setup({ delay: null });
    await renderUi(<UserForm onSubmit={jest.fn()} />);
    await user.type(screen.getByLabelText('Email Id'), 'not-an-email');
    expect(screen.queryByText('Invalid Email address!')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Invalid Email address!')).toBeInTheDocument();
    expect(screen.queryByText('The first name field is required.')).not.toBeInTheDocument();
  });

  it('filters what is typed and keeps option types', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = jest.fn();
    await renderUi(<UserForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('User Name'), 'As9@');
    expect(screen.getByLabelText('User Name')).toHaveValue('As');
    await user.click(screen.getByLabelText('Mobile No.'));
    await user.paste('98a76-543210999');
    expect(screen.getByLabelText('Mobile No.')).toHaveValue('9876543210');
    await user.click(screen.getByLabelText('Email Id'));
    await user.paste('asha@example.com');
    await user.selectOptions(screen.getByLabelText('Select Role'), 'Recruiter');
    await user.type(screen.getByLabelText('Password'), 'pw');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByLabelText('About'));
    await user.paste('Java developer');
    fireEvent.change(screen.getByLabelText('Joining Date'), { target: { value: '2024-05-01' } });
    await user.click(screen.getByLabelText('Free pool'));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({
      first_name: 'As',
      email: 'asha@example.com',
      mobile: '9876543210',
      role: 2,
      password: 'pw',
      about: 'Java developer',
      doj: '2024-05-01',
      free_pool: '1',
    });
  });
});

describe('field hooks', () => {
  it('rewrites typed values with clean and reports picks and toggles', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = jest.fn();
    const onPicked = jest.fn();
    const onToggle = jest.fn();
    await renderUi(
      <Formik
        initialValues={{ mobile: '', percent: '', city: '' as number | '', current: false }}
        onSubmit={onSubmit}
      >
        <Form>
          <TextField
            name="mobile"
            label="Mobile"
            type="tel"
            allow={/[\d+ -]/}
            clean={(v) => v.slice(0, 6)}
          />
          <NumberField
            name="percent"
            label="Percent"
            clean={(raw) => raw.replace(/\D/g, '').slice(0, 2)}
          />
          <SelectField
            name="city"
            label="City"
            placeholder="Select"
            options={[{ label: 'Pune', value: 7 }]}
            onPicked={onPicked}
          />
          <CheckboxField name="current" label="Still working" onToggle={onToggle} />
          <button type="submit">Save</button>
        </Form>
      </Formik>,
    );
    await user.type(screen.getByLabelText('Mobile'), '+91 a98765');
    expect(screen.getByLabelText('Mobile')).toHaveValue('+91 98');
    await user.type(screen.getByLabelText('Percent'), '9.75');
    expect(screen.getByLabelText('Percent')).toHaveValue('97');
    await user.selectOptions(screen.getByLabelText('City'), 'Pune');
    expect(onPicked).toHaveBeenLastCalledWith(7);
    await user.selectOptions(screen.getByLabelText('City'), 'Select');
    expect(onPicked).toHaveBeenLastCalledWith('');
    await user.click(screen.getByLabelText('Still working'));
    expect(onToggle).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByLabelText('Still working'));
    expect(onToggle).toHaveBeenLastCalledWith(false);
    await user.click(screen.getByLabelText('Still working'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({
      mobile: '+91 98',
      percent: '97',
      city: '',
      current: true,
    });
  });
});

describe('AutocompleteField', () => {
  const skills: SearchOption[] = ['Java', 'JavaScript', 'Python'].map((s) => ({
    label: s,
    value: s,
  }));

  function SkillForm({
    multiple,
    onSubmit,
  }: {
    multiple?: boolean;
    onSubmit: (v: unknown) => void;
  }) {
    const load = async (text: string) =>
      skills.filter((s) => s.label.toLowerCase().includes(text.toLowerCase()));
    return (
      <Formik initialValues={{ skill: multiple ? [] : null }} onSubmit={onSubmit}>
        <Form>
          <AutocompleteField
            name="skill"
            label="Skill"
            loadOptions={load}
            multiple={multiple}
            debounceMs={0}
          />
          <button type="submit">Save</button>
        </Form>
      </Formik>
    );
  }

  it('searches only after 3 characters and picks with the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = jest.fn();
    await renderUi(<SkillForm onSubmit={onSubmit} />);
    const input = screen.getByRole('combobox', { name: 'Skill' });
    await user.type(input, 'ja');
    expect(screen.getByText('Type at least 3 characters')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.type(input, 'v');
    expect(await screen.findByRole('option', { name: 'Java' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('JavaScript');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({
      skill: { label: 'JavaScript', value: 'JavaScript' },
    });
  });

  it('collects several values with multiple', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = jest.fn();
    await renderUi(<SkillForm multiple onSubmit={onSubmit} />);
    const input = screen.getByRole('combobox', { name: 'Skill' });
    await user.type(input, 'pyt');
    await user.click(await screen.findByRole('option', { name: 'Python' }));
    expect(input).toHaveValue('');
    await user.type(input, 'java');
    await screen.findByRole('option', { name: 'Java' });
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('Python')).toBeInTheDocument();
    expect(screen.getByText('Java')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Python' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ skill: [{ label: 'Java', value: 'Java' }] });
  });
});

describe('useFlashErrors', () => {
  it('keeps the messages until they are replaced or cleared (no timer)', () => {
    jest.useFakeTimers();
    try {
      const { result } = renderHook(() => useFlashErrors());
      act(() => result.current.flash({ name: 'The name field is required.' }));
      expect(result.current.errors.name).toBe('The name field is required.');
      act(() => {
        jest.advanceTimersByTime(60_000);
      });
      expect(result.current.errors.name).toBe('The name field is required.');
      act(() => result.current.flash('* Please Enter all fields'));
      expect(result.current.message).toBe('* Please Enter all fields');
      act(() => result.current.clear());
      expect(result.current.hasErrors).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('messages that stay until their cause is gone', () => {
  interface V {
    first_name: string;
    email: string;
    start: string;
    end: string;
  }
  const check = (v: V) => {
    const out: Record<string, string> = {};
    if (!v.first_name) out.first_name = 'The first name field is required.';
    if (v.end && v.start && v.end < v.start) out.end = 'The end date must be after the start date.';
    return out;
  };
  function SaveForm() {
    const flash = useFlashErrors();
    return (
      <Formik<V>
        initialValues={{ first_name: '', email: 'a@b.co', start: '2024-05', end: '2024-01' }}
        onSubmit={() => {
          // the form's own check, plus what the server said about the e-mail
          flash.flash({
            ...check({ first_name: '', email: '', start: '2024-05', end: '2024-01' }),
            email: 'The email has already been taken.',
          });
        }}
      >
        <Form>
          <ErrorsFollowValues errors={flash} validate={check} />
          <ErrorSummary errors={flash.errors} />
          <TextField name="first_name" label="First Name" error={flash.errors.first_name} />
          <TextField name="email" label="Email" error={flash.errors.email} />
          <TextField name="start" label="Start" error={flash.errors.start} />
          <TextField name="end" label="End" error={flash.errors.end} />
          <button type="submit">Save</button>
        </Form>
      </Formik>
    );
  }

  it('keeps each message until its field is corrected, and drops those whose cause went', async () => {
    const user = userEvent.setup({ delay: null });
    await renderUi(<SaveForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getAllByRole('button')).toHaveLength(3);

    // Typing elsewhere keeps every message.
    await user.type(screen.getByLabelText('First Name'), 'R');
    await waitFor(() => expect(within(summary).getAllByRole('button')).toHaveLength(2));
    expect(screen.queryByText('The first name field is required.')).toBeNull();
    expect(screen.getAllByText('The email has already been taken.')).toHaveLength(2);
    expect(screen.getAllByText('The end date must be after the start date.')).toHaveLength(2);

    // The end date's cause is the start date: correcting that clears it.
    await user.clear(screen.getByLabelText('Start'));
    await user.type(screen.getByLabelText('Start'), '2023-01');
    await waitFor(() =>
      expect(screen.queryByText('The end date must be after the start date.')).toBeNull(),
    );

    // The server's message goes once the e-mail changes.
    await user.type(screen.getByLabelText('Email'), 'm');
    await waitFor(() => expect(screen.queryByTestId('error-summary')).toBeNull());
  });
});

describe('new passwords', () => {
  it('shows the rule under the field and checks the length before anything is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = jest.fn();
    await renderUi(
      <Formik
        initialValues={{ password: '', password_confirmation: '' }}
        validationSchema={yup.object({
          password: newPasswordSchema({ required: 'The password field is required.' }),
        })}
        onSubmit={onSubmit}
      >
        <Form noValidate>
          <PasswordField name="password" label="New Password" />
          <PasswordField name="password_confirmation" label="Confirm Password" />
          <button type="submit">Save</button>
        </Form>
      </Formik>,
    );
    // the server's rule, or this one until it answers
    expect(screen.getAllByTestId('password-rule')).toHaveLength(1);
    expect(screen.getByTestId('password-rule')).toHaveTextContent(
      'At least 8 characters; not a common password.',
    );
    await user.type(screen.getByLabelText('New Password'), 'short1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findAllByText('The password must be at least 8 characters.'),
    ).not.toHaveLength(0);
    expect(screen.getByTestId('password-rule')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('New Password'), '23');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });
});
