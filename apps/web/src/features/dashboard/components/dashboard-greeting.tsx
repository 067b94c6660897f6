import { todayInZone } from '@molip/domain/calendar-date';
import { monthDayFullWeekday } from '@molip/domain/korean-date';
import type { ReactNode } from 'react';

type DashboardGreetingProps = {
  displayName: string;
  timeZone: string;
  now?: Date;
  /** What stands at the row's end: the admin button and the avatar. */
  children?: ReactNode;
};

/**
 * The dashboard's header row: today's date in the learner's zone and the greeting, then `children`. Needs no
 * router, so the dashboard's first paint draws the same row before the app's code is there.
 */
export function DashboardGreeting({
  displayName,
  timeZone,
  now = new Date(),
  children,
}: DashboardGreetingProps) {
  return (
    <div className="flex items-center gap-3 py-1">
      <div className="min-w-0 flex-1">
        {/* Today in the learner's zone, without building a Korean Intl formatter on the first render. */}
        <p className="text-[0.8125rem] font-medium text-ink-muted">
          {monthDayFullWeekday(todayInZone(now, timeZone))}
        </p>
        <h1 className="truncate text-xl font-bold text-ink">
          {displayName}님, 오늘도 <span className="text-primary">몰입</span>해 볼까요?
        </h1>
      </div>
      {children}
    </div>
  );
}
