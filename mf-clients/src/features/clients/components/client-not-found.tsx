import { RouterLink, EmptyState, Link } from 'shared-ui';

export function ClientNotFound() {
  return (
    <EmptyState text="This client does not exist, or was deleted.">
      <Link asChild colorPalette="brand" fontWeight="medium">
        <RouterLink to="/clients">Back to the list</RouterLink>
      </Link>
    </EmptyState>
  );
}

/** A 404 from the API (an HTTP error from shared-auth's client carries the response). */
export function isNotFound(error: unknown): boolean {
  return (error as { response?: { status?: number } } | null)?.response?.status === 404;
}
