import { todayInZone } from '@molip/domain/calendar-date';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findUserById } from '../users/repository.ts';

/** The learner's study day at `now`, in their own time zone and day-start hour (DESIGN §5 "Time"). */
export async function userToday(db: Database, userId: string, now: Date): Promise<string> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('사용자를 찾을 수 없습니다.');
  return todayInZone(now, user.timezone, user.dayStartHour);
}
