import { useIsMutating } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CelebrationBurst } from '@/components/ui/celebration-burst';
import { paths } from '@/config/paths';
import { TodayProgressLine } from '@/entities/todos/today-progress-line';
import { usePullNextDayForward } from '../api/pull-next-day-forward';

type AllDoneCardProps = {
  /** Set when the last open to-do was just completed: the card bursts once (the value replays it). */
  celebrationKey?: number;
  /** Another way on, next to pulling tomorrow forward (the dashboard's free focus). */
  action?: ReactNode;
};

/** Every to-do of today is done: says so warmly, with today's figures and where to go next. */
export function AllDoneCard({ celebrationKey, action }: AllDoneCardProps) {
  const pull = usePullNextDayForward();
  // The card shows as soon as the last tap lands; the server must have that completion before the pull.
  const settling = useIsMutating() > 0;
  const pullForward = () => pull.mutate();
  return (
    <div
      data-testid="all-done"
      className="relative flex flex-col items-center gap-2 rounded-card border border-success/30 bg-success-soft px-5 py-6 text-center"
    >
      {celebrationKey !== undefined ? (
        <CelebrationBurst key={celebrationKey} size="large" className="top-8 left-1/2" />
      ) : null}
      <p className="text-[1.0625rem] font-bold text-ink">오늘 할 일을 모두 끝냈어요 🎉</p>
      <p className="text-sm text-ink-muted">
        <TodayProgressLine />
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button needsServer loading={settling} onClick={pullForward}>
          내일 분량 미리 하기
        </Button>
        {action}
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Link
          to={paths.statistics}
          className="inline-flex h-10 items-center rounded-xl bg-surface px-4 text-sm font-semibold text-ink shadow-card hover:bg-surface-muted"
        >
          오늘 기록 보기
        </Link>
        <Link
          to={paths.studyPlans}
          className="inline-flex h-10 items-center rounded-xl bg-surface px-4 text-sm font-semibold text-ink shadow-card hover:bg-surface-muted"
        >
          다음 계획 살펴보기
        </Link>
      </div>
    </div>
  );
}
