/**
 * @jest-environment ./test/jsdom-fetch-environment.cjs
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from './session';
import { SignInForm } from './sign-in-form';
import { json, recruiter, renderUi, stubFetch } from './test-utils';

// Chakra components re-render a lot under jsdom; leave room on a busy machine.
jest.setTimeout(20_000);

describe('SignInForm', () => {
  beforeEach(() => session.clear());

  it('enables Sign in only when both fields are filled', async () => {
    const user = userEvent.setup();
    renderUi(<SignInForm onSignedIn={jest.fn()} />);
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Work Email'), 'asha@example.com');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(button).toBeEnabled();
    await user.clear(screen.getByLabelText('Work Email'));
    expect(button).toBeDisabled();
  });

  it('submits on Enter and reports the signed-in user', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => json({ status: true, token: 'tok', user: recruiter }));
    const onSignedIn = jest.fn();
    renderUi(<SignInForm onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText('Work Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(recruiter));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(session.get().token).toBe('tok');
  });

  it('does not submit on Enter while a field is empty', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => json({ status: true, token: 'tok', user: recruiter }));
    renderUi(<SignInForm onSignedIn={jest.fn()} />);
    await user.type(screen.getByLabelText('Work Email'), 'asha@example.com{Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when sign-in fails", async () => {
    const user = userEvent.setup();
    stubFetch(() =>
      json({ status: false, message: 'These credentials do not match our records.' }, 401),
    );
    const onSignedIn = jest.fn();
    renderUi(<SignInForm onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText('Work Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These credentials do not match our records.',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('checks the email format on blur without displaying it', async () => {
    const user = userEvent.setup();
    renderUi(<SignInForm onSignedIn={jest.fn()} />);
    const email = screen.getByLabelText('Work Email');
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(email).toHaveAttribute('data-email-format', 'invalid');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the Office 365 link only when configured', () => {
    const { unmount } = renderUi(<SignInForm onSignedIn={jest.fn()} />);
    expect(screen.queryByRole('link', { name: 'Login With Office 365' })).not.toBeInTheDocument();
    unmount();
    renderUi(<SignInForm onSignedIn={jest.fn()} office365Url="https://login.example.com/o365" />);
    expect(screen.getByRole('link', { name: 'Login With Office 365' })).toHaveAttribute(
      'href',
      'https://login.example.com/o365',
    );
  });
});
