import { STATS_DAYS } from '@molip/domain/study-stats';
import { useStats } from '@/entities/learner/stats-query';
import { todayProgressText } from './today-progress-text';

/**
 * Today's figures in one line, from the dashboard's own statistics entry: the summary after a to-do or a
 * focus block is completed. While they are being read again after a change the line keeps its height but
 * shows nothing, so a stale count never flashes by.
 */
export function TodayProgressLine() {
  const stats = useStats(STATS_DAYS.min);
  const fresh = stats.data !== undefined && !stats.isFetching;
  return (
    <span data-testid="today-progress" aria-busy={!fresh || undefined}>
      {fresh ? todayProgressText(stats.data) : '\u00a0'}
    </span>
  );
}
