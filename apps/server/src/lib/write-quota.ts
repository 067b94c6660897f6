import { MS_PER_MINUTE, MS_PER_SECOND, SECONDS_PER_MINUTE } from '@molip/domain/duration';
import { AppError } from './app-error.ts';

const QUOTA_WINDOW_MS = 60 * MS_PER_MINUTE;

/** Writes of one kind a learner made inside the quota window, and when the oldest of them was. */
export type RecentWrites = { count: number; oldest: Date | null };

/** Where the rolling hour that the quota counts begins (exclusive). */
export function quotaWindowStart(now: Date): Date {
  return new Date(now.getTime() - QUOTA_WINDOW_MS);
}

/**
 * Refuses a write once the learner made `limit` of them in the rolling hour: 429 QUOTA_EXCEEDED with
 * Retry-After at the moment the oldest leaves the window. Counted from the rows the learner created rather
 * than by the rate limiter, so it holds across instances and restarts without Redis, and a refused or
 * invalid attempt costs nothing. Commands check it under the learner lock, so racing requests queue.
 */
export function assertHourlyQuota(
  recent: RecentWrites,
  options: { limit: number; now: Date; message: (minutesToWait: number) => string },
): void {
  if (recent.count < options.limit) return;
  const freedAt = (recent.oldest ?? options.now).getTime() + QUOTA_WINDOW_MS;
  const seconds = Math.max(1, Math.ceil((freedAt - options.now.getTime()) / MS_PER_SECOND));
  const message = options.message(Math.ceil(seconds / SECONDS_PER_MINUTE));
  throw new AppError(429, 'QUOTA_EXCEEDED', message, undefined, seconds);
}
