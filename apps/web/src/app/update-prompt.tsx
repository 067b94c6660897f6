import { lazy, Suspense } from 'react';
import { usePageSettled } from '@/lib/page-settled';
import { firstScreenArriving } from '@/lib/first-screen';

// Loaded with the worker, once the first screen has settled: no part of the first load. A line the screen can
// do without: when its code cannot arrive (offline), it shows nothing rather than failing the screen.
const WaitingVersion = lazy(() =>
  import('./waiting-version').then(
    (module) => ({ default: module.WaitingVersion }),
    () => ({ default: () => null }),
  ),
);

/**
 * The new-version line: the service worker is registered once the first screen has settled, since its
 * precache downloads the whole app; then "새 버전이 있어요" shows while a new version waits.
 */
export function UpdatePrompt() {
  const settled = usePageSettled(firstScreenArriving);
  return (
    <div role="status" className="flex flex-col">
      {settled ? (
        <Suspense fallback={null}>
          <WaitingVersion />
        </Suspense>
      ) : null}
    </div>
  );
}
