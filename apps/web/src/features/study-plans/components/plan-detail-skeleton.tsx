import { Skeleton, SkeletonBlock } from '@/components/ui/skeleton';

/** The plan detail's shape while it loads: the summary card, then the first days of the schedule. */
export function PlanDetailSkeleton() {
  return (
    <Skeleton label="학습 계획을 불러오는 중" className="gap-6">
      <div className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5">
        <SkeletonBlock className="h-6 w-2/3" />
        <SkeletonBlock className="h-4 w-1/2" />
        <SkeletonBlock className="h-2.5 w-full rounded-full" />
        <SkeletonBlock className="h-4 w-4/5" />
      </div>
      <div className="flex flex-col gap-2">
        <SkeletonBlock className="h-5 w-24" />
        {[0, 1, 2].map((row) => (
          <SkeletonBlock key={row} className="h-20 w-full rounded-xl" />
        ))}
      </div>
    </Skeleton>
  );
}
