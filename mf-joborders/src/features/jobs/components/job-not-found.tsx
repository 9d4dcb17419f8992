import { RouterLink, EmptyState, Link } from 'shared-ui';

export function JobNotFound() {
  return (
    <EmptyState text="This job order does not exist or was deleted.">
      <Link asChild colorPalette="brand">
        <RouterLink to="/joborders/list">Back to the list</RouterLink>
      </Link>
    </EmptyState>
  );
}
