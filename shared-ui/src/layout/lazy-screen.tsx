import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingBlock } from './states';

/**
 * A screen (a route's page, a tab's panel) whose code loads when it is first shown, in its own chunk: a module's
 * first open fetches only the screen it opens. `load` imports the screen's file and picks the component:
 * `lazyScreen(() => import('./candidate-edit-page').then((m) => m.CandidateEditPage))`.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  label = 'Loading',
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function LazyScreen(props: P) {
    return (
      <Suspense fallback={<LoadingBlock label={label} screen />}>

        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyScreen;
}
