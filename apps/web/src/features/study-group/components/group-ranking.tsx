import { monthDayRange } from '@molip/domain/korean-date';
import { addDays, compareDates } from '@molip/domain/calendar-date';
import type { ActivityPeriod, GroupActivity } from '@molip/domain/study-group';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { ChevronLeftIcon, ChevronRightIcon, InfoIcon, UsersIcon } from '@/components/ui/icons';
import { SKELETON_DELAY_MS } from '@/config/ui-constants';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/error-messages';
import { useDelayedFlag } from '@/lib/use-delayed-flag';
import { useGroupActivity } from '../api/get-group-activity';
import { chartDays, completionPercent } from './group-figures';
import { RankingRow } from './ranking-row';

/** From this position down, my row is also pinned above the tab bar while it is off screen. */
const PIN_MY_ROW_FROM_INDEX = 5;

type GroupRankingProps = {
  groupId: number;
  myUserId: string | null;
  today: string;
  /** Who is focusing now, with the plan they study when they share it. */
  focusingPlans: ReadonlyMap<string, string | null>;
  consentHref: string;
};

const periodLabels: Record<ActivityPeriod, { tab: string; previous: string; next: string; list: string }> = {
  WEEK: { tab: '주간', previous: '이전 주', next: '다음 주', list: '주간 순위' },
  MONTH: { tab: '월간', previous: '이전 달', next: '다음 달', list: '월간 순위' },
};

export function RankingSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">순위를 불러오는 중</span>
      {[0, 1, 2, 3].map((row) => (
        <div
          key={row}
          aria-hidden="true"
          className="flex animate-pulse items-center gap-3 rounded-2xl bg-surface px-3 py-3"
        >
          <span className="size-7 rounded-full bg-surface-muted" />
          <span className="size-10 rounded-full bg-surface-muted" />
          <span className="flex flex-1 flex-col gap-1.5">
            <span className="h-3.5 w-24 rounded bg-surface-muted" />
            <span className="h-3 w-32 rounded bg-surface-muted" />
          </span>
          <span className="h-5 w-12 rounded bg-surface-muted" />
        </div>
      ))}
    </div>
  );
}

/** Whether an element is on screen; true where IntersectionObserver is missing (nothing gets pinned). */
function useOnScreen(element: HTMLElement | null): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return onScreen;
}

function ConsentNotice({ href }: { href: string }) {
  return (
    <div className="flex items-start gap-2.5 rounded-2xl bg-info-soft px-4 py-3 text-sm text-ink">
      <InfoIcon size={18} className="mt-0.5 shrink-0 text-info" />
      <p>
        학습 통계 및 랭킹 참여에 동의하지 않아서 순위에 보이지 않아요.{' '}
        <Link to={href} className="font-semibold text-primary underline underline-offset-2">
          마이페이지에서 동의하기
        </Link>
      </p>
    </div>
  );
}

function RankingList({
  activity,
  myUserId,
  today,
  focusingPlans,
}: {
  activity: GroupActivity;
  myUserId: string | null;
  today: string;
  focusingPlans: ReadonlyMap<string, string | null>;
}) {
  const [myRowElement, setMyRowElement] = useState<HTMLLIElement | null>(null);
  const myRowOnScreen = useOnScreen(myRowElement);
  const members = activity.memberActivities;
  const days = new Map(members.map((member) => [member.userInfo.id, chartDays(member, today)]));
  const maxDaySeconds = Math.max(
    0,
    ...[...days.values()].flatMap((memberDays) => memberDays.map((day) => day.totalStudySeconds)),
  );
  const myIndex = members.findIndex((member) => member.userInfo.id === myUserId);
  const me = members[myIndex];

  const row = (member: GroupActivity['memberActivities'][number]) => (
    <RankingRow
      member={member}
      isMe={member.userInfo.id === myUserId}
      focusing={focusingPlans.has(member.userInfo.id)}
      focusPlanTitle={focusingPlans.get(member.userInfo.id) ?? null}
      completionPercent={completionPercent(member)}
      chartDays={days.get(member.userInfo.id) ?? []}
      maxDaySeconds={maxDaySeconds}
    />
  );

  return (
    <>
      <ol aria-label={periodLabels[activity.periodInfo.period].list} className="flex flex-col gap-2">
        {members.map((member) => {
          const isMe = member.userInfo.id === myUserId;
          return (
            <li
              key={member.userInfo.id}
              ref={isMe ? setMyRowElement : undefined}
              aria-current={isMe ? 'true' : undefined}
            >
              {row(member)}
            </li>
          );
        })}
      </ol>
      {me && myIndex >= PIN_MY_ROW_FROM_INDEX && !myRowOnScreen ? (
        // A visual copy of the row above; screen readers already have it in the list. Fixed, not sticky,
        // so showing it never shifts the page.
        <div
          aria-hidden="true"
          className="fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-20 mx-auto w-full max-w-app px-4"
        >
          <div className="rounded-2xl shadow-float">{row(me)}</div>
        </div>
      ) : null}
    </>
  );
}

/** The group's ranking for a week or a month, with the period switch and previous/next buttons. */
export function GroupRanking({ groupId, myUserId, today, focusingPlans, consentHref }: GroupRankingProps) {
  const [period, setPeriod] = useState<ActivityPeriod>('WEEK');
  const [date, setDate] = useState<string | undefined>(undefined);
  const activity = useGroupActivity(groupId, period, date);
  const showSkeleton = useDelayedFlag(activity.isPending, SKELETON_DELAY_MS);
  const info = activity.data?.periodInfo;
  const labels = periodLabels[period];
  const atLatest = info ? compareDates(info.endDate, today) >= 0 : true;

  return (
    <section aria-labelledby="group-ranking-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="group-ranking-heading" className="text-base font-bold text-ink">
          {labels.list}
        </h2>
        <div role="group" aria-label="기간" className="flex rounded-xl bg-surface-muted p-1">
          {(['WEEK', 'MONTH'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={period === value}
              onClick={() => setPeriod(value)}
              className={cn(
                'h-8 rounded-lg px-3 text-sm font-semibold transition-colors',
                period === value ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
              )}
            >
              {periodLabels[value].tab}
            </button>
          ))}
        </div>
      </div>

      <div className="flex items-center justify-between gap-2 rounded-2xl bg-surface px-2 py-1.5">
        <button
          type="button"
          aria-label={labels.previous}
          disabled={!info}
          onClick={() => info && setDate(addDays(info.startDate, -1))}
          className="flex size-10 items-center justify-center rounded-xl text-ink hover:bg-surface-muted disabled:opacity-40"
        >
          <ChevronLeftIcon size={20} />
        </button>
        <p
          aria-live="polite"
          className="text-[0.9375rem] font-semibold whitespace-nowrap text-ink tabular-nums"
        >
          {info ? monthDayRange(info.startDate, info.endDate) : '\u00a0'}
        </p>
        <button
          type="button"
          aria-label={labels.next}
          disabled={!info || atLatest}
          onClick={() => info && setDate(addDays(info.endDate, 1))}
          className="flex size-10 items-center justify-center rounded-xl text-ink hover:bg-surface-muted disabled:opacity-40"
        >
          <ChevronRightIcon size={20} />
        </button>
      </div>

      {activity.isPending ? (
        showSkeleton ? (
          <RankingSkeleton />
        ) : null
      ) : activity.isError ? (
        <ErrorBox
          {...describeError(activity.error, 'studyGroup')}
          onRetry={() => void activity.refetch()}
          retrying={activity.isFetching}
        />
      ) : (
        <div className={cn('flex flex-col gap-3', activity.isPlaceholderData && 'opacity-60')}>
          {activity.data.myRankingConsent ? null : <ConsentNotice href={consentHref} />}
          {activity.data.memberActivities.length === 0 ? (
            <EmptyState
              icon={<UsersIcon />}
              title="아직 순위에 오른 멤버가 없어요"
              description="집중을 시작하면 공부 시간이 순위에 올라가요."
            />
          ) : (
            <RankingList
              activity={activity.data}
              myUserId={myUserId}
              today={today}
              focusingPlans={focusingPlans}
            />
          )}
          {activity.data.excludedMembersCount > 0 ? (
            <p className="text-center text-[0.8125rem] text-ink-muted">
              순위에 참여하지 않은 멤버 {activity.data.excludedMembersCount}명
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
