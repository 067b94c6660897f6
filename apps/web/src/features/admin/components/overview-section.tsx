import type { AdminOverview } from '@molip/domain/admin';
import { formatStudyTime } from '@molip/domain/study-time';
import { ErrorBox } from '@/components/ui/error-box';
import { SKELETON_DELAY_MS } from '@/config/ui-constants';
import { useDelayedFlag } from '@/lib/use-delayed-flag';
import { useAdminOverview } from '../api/get-admin-overview';
import { people } from './admin-format';
import { DailyActiveChart } from './daily-active-chart';
import { loadFailure } from './section-failure';

type Figure = { label: string; value: string };

function overviewFigures(overview: AdminOverview): Figure[] {
  return [
    { label: '전체 사용자', value: people(overview.users.total) },
    { label: '최근 7일 가입', value: people(overview.users.newInLast7Days) },
    { label: '오늘 활동', value: people(overview.users.activeToday) },
    { label: '오늘 집중한 시간', value: formatStudyTime(overview.focusSecondsToday, 'words') },
    { label: '지금 집중 중인 세션', value: `${overview.sessionsActiveNow.toLocaleString('ko-KR')}개` },
    { label: '최근 7일 만든 계획', value: `${overview.plansCreatedInLast7Days.toLocaleString('ko-KR')}개` },
  ];
}

function OverviewSkeleton() {
  return (
    <div aria-hidden="true" data-testid="admin-overview-skeleton" className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="h-20 animate-pulse rounded-card bg-surface shadow-card" />
        ))}
      </div>
      <div className="h-56 animate-pulse rounded-card bg-surface shadow-card" />
    </div>
  );
}

/** The service at a glance: who signed up, who is active and focusing, and the last 30 days. */
export function OverviewSection() {
  const overview = useAdminOverview();
  const showSkeleton = useDelayedFlag(overview.isPending, SKELETON_DELAY_MS);

  if (overview.isPending) return showSkeleton ? <OverviewSkeleton /> : null;
  if (overview.isError) {
    return (
      <ErrorBox
        {...loadFailure(overview.error, '현황을')}
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {overviewFigures(overview.data).map((figure) => (
          <div
            key={figure.label}
            className="flex flex-col gap-1 rounded-card border border-line bg-surface px-4 py-3 shadow-card"
          >
            <dt className="text-[0.8125rem] text-ink-muted">{figure.label}</dt>
            <dd className="text-xl font-bold text-ink tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <DailyActiveChart days={overview.data.dailyActiveUsers} />
    </div>
  );
}
