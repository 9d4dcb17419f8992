import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'shared-ui';
import { session } from 'shared-auth';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The spec's /candidate/* routes → the matching tab of the candidate in the session flag profileId, or the list. */
export const LEGACY_TABS: Record<string, string> = {
  details: '?panel=details',
  resume: '?tab=resume',
  workexperience: '?tab=experience',
  information: '?tab=about',
  profile: '',
};

export function LegacyCandidateRoute({ page }: { page: string }) {
  const id = session.getProfileId();
  if (!id || !UUID.test(id)) return <Navigate to="/candidates" replace />;
  return <Navigate to={`/candidates/${id}${LEGACY_TABS[page] ?? ''}`} replace />;
}

/**
 * On the list: `?profile=<id>` (links from other modules) and the session flags `gototcandidate` + `profileId`
 * open that profile. The flag is consumed so the list stays reachable.
 */
export function useProfileRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const fromQuery = params.get('profile');
  useEffect(() => {
    if (fromQuery && UUID.test(fromQuery)) {
      navigate(`/candidates/${fromQuery}`, { replace: true });
      return;
    }
    if (session.getGotoCandidate()) {
      const id = session.getProfileId();
      session.setGotoCandidate(false);
      if (id && UUID.test(id)) navigate(`/candidates/${id}`, { replace: true });
    }
  }, [fromQuery, navigate, location.key]);
}
