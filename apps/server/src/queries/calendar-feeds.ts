import { calendarFeedMessages } from '@molip/domain/calendar-feed';
import type { Database } from '../db/client.ts';
import { notFound } from '../lib/app-error.ts';
import { secretOfFeedFile } from '../lib/calendar-feed-secret.ts';
import { toICalendar } from '../presenters/calendar-feeds.ts';
import { activePlanTodoRows, findFeedOwner } from '../repositories/calendar-feeds.ts';

/** The iCalendar text behind a feed file name; an unknown, replaced or malformed secret is a 404. */
export async function readCalendarFeed(db: Database, fileName: string, origin: string, now: Date) {
  const secret = secretOfFeedFile(fileName);
  const userId = secret === undefined ? undefined : await findFeedOwner(db, secret);
  if (!userId) throw notFound(calendarFeedMessages.notFound);
  return toICalendar(await activePlanTodoRows(db, userId), origin, now);
}
