import { STATS_DAYS, STREAK_MIN_FOCUS_MINUTES } from '@molip/domain/study-stats';
import { formatStudyTime } from '@molip/domain/study-time';
import { useStats } from '@/entities/learner/stats-query';
import { STREAK_LABEL } from '@/entities/learner/streak-text';
import { FigureTile } from './figure-tile';

/**
 * Today's total and the streak, from the dashboard's own statistics entry (read again when a block ends).
 * While that read is on its way the tiles keep their place and show nothing, so a stale figure never flashes.
 */
export function TodayFigures() {
  const stats = useStats(STATS_DAYS.min);
  const busy = stats.data === undefined || stats.isFetching;
  const today = stats.data?.today;
  const streak = stats.data?.streak;
  return (
    <>
      <FigureTile
        label="오늘 총 집중"
        value={formatStudyTime(today?.studySeconds ?? 0, 'words')}
        seconds={today?.studySeconds}
        busy={busy}
      />
      <FigureTile
        label={STREAK_LABEL}
        value={`${streak?.current ?? 0}일`}
        busy={busy}
        description={
          busy || streak?.todayCounts
            ? undefined
            : `오늘 ${STREAK_MIN_FOCUS_MINUTES}분 집중하거나 할 일 하나를 끝내면 이어져요`
        }
      />
    </>
  );
}
