import { UnauthorizedPanel } from 'shared-auth';
import { RouterLink, EmptyState, LoadingBlock, Link } from 'shared-ui';

export { LoadingBlock };

/** A 404 from the API (read by shape: ky's error class lives in shared-auth's bundle, not this one). */
export function isNotFound(error: unknown): boolean {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return status === 404 || (error instanceof Error && error.message === 'Not found.');
}

export function CandidateNotFound() {
  return (
    <EmptyState text="This candidate does not exist (it may have been deleted).">
      <Link asChild color="brand.fg">
        <RouterLink to="/candidates">Back to the list</RouterLink>
      </Link>
    </EmptyState>
  );
}

/** The suite's one 'not allowed' state (shared-auth's), never under an empty list's 'no data found'. */
export function UnauthorizedNotice() {
  return <UnauthorizedPanel />;
}
