import { lazy, Suspense } from 'react';
import { usePageSettled } from '@/lib/page-settled';
import { firstScreenArriving } from '@/lib/first-screen';

// Loaded with the worker, once the first screen has settled: no part of the first load.
const WaitingVersion = lazy(async () => ({ default: (await import('./waiting-version')).WaitingVersion }));

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
