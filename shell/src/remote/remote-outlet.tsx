import { Suspense } from 'react';
import { useLocation, LoadingBlock } from 'shared-ui';
import type { RemoteName } from '../routes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteRegistry } from './registry-context';

function RemoteModule({ remote }: { remote: RemoteName }) {
  const Module = useRemoteRegistry().component(remote);
  return <Module />;
}

/**
 * Renders a remote's ./Module directly (not inside a nested <Route>): the remote's own
 * <Routes> match absolute paths. A failure stays inside this outlet.
 */
export function RemoteOutlet({ remote }: { remote: RemoteName }) {
  const registry = useRemoteRegistry();
  const { pathname } = useLocation();
  return (
    <RemoteErrorBoundary
      key={remote}
      remote={remote}
      resetKey={pathname}
      onRetry={() => registry.retry(remote)}
    >
      <Suspense fallback={<LoadingBlock />}>
        <RemoteModule remote={remote} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
