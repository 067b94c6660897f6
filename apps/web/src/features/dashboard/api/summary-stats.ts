import { STATS_DAYS } from '@molip/domain/study-stats';
import { statsQueryOptions } from '@/entities/learner/stats-query';

/** The shortest series the server gives is a week; my page reads the same entry for this week's total. */
export const summaryStatsQueryOptions = () => statsQueryOptions(STATS_DAYS.min);
