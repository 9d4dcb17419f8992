import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RequireAdmin, RequireAuth } from './guards';
import { session } from './session';
import { admin, recruiter, renderUi } from './test-utils';

function SignInPage() {
  const location = useLocation();
  return <p>sign-in page from {(location.state as { from?: string } | null)?.from}</p>;
}

function app(initial: string) {
  return (
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route path="/" element={<SignInPage />} />
        <Route
          path="/candidates"
          element={
            <RequireAuth>
              <p>candidates</p>
            </RequireAuth>
          }
        />
        <Route
          path="/managelogins"
          element={
            <RequireAuth>
              <RequireAdmin>
                <p>manage logins</p>
              </RequireAdmin>
            </RequireAuth>
          }
        />
      </Routes>
    </MemoryRouter>
  );
}

describe('guards', () => {
  beforeEach(() => session.clear());

  it('sends a visitor without a token to sign-in, remembering the address', () => {
    renderUi(app('/candidates?profile=c1'));
    expect(screen.getByText('sign-in page from /candidates?profile=c1')).toBeInTheDocument();
  });

  it('lets a signed-in user through', () => {
    session.set('t', recruiter);
    renderUi(app('/candidates'));
    expect(screen.getByText('candidates')).toBeInTheDocument();
  });

  it('shows the unauthorized panel to a non-admin and the page to an admin', () => {
    session.set('t', recruiter);
    const { unmount } = renderUi(app('/managelogins'));
    expect(screen.getByText('This action is unauthorized.')).toBeInTheDocument();
    expect(screen.queryByText('manage logins')).not.toBeInTheDocument();
    unmount();
    session.set('t', admin);
    renderUi(app('/managelogins'));
    expect(screen.getByText('manage logins')).toBeInTheDocument();
  });
});
