import { lazy, Suspense, type ComponentProps } from 'react';

const CelebrationBurst = lazy(async () => ({
  default: (await import('./celebration-burst')).CelebrationBurst,
}));

/** The confetti, loaded the first time a learner earns it: not part of the dashboard's first load. */
export function LazyCelebrationBurst(props: ComponentProps<typeof CelebrationBurst>) {
  return (
    <Suspense fallback={null}>
      <CelebrationBurst {...props} />
    </Suspense>
  );
}
