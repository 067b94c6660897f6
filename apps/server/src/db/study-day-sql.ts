import { sql } from 'drizzle-orm';
import { users } from './schema.ts';

/**
 * The study day an instant falls on for the `users` row in the query: local wall clock in their zone, moved
 * back by their day-start hour (the same rule as `todayInZone`). The query must join `users`.
 */
export const studyDayOf = (instant: unknown) =>
  sql<string>`(((${instant} at time zone ${users.timezone}) - make_interval(hours => ${users.dayStartHour}::int))::date)::text`;

/** No instant of a study day lies further than this from the day's UTC midnight, whatever the zone and day start. */
export const STUDY_DAY_REACH_MS = 2 * 86_400_000;

/** A prepared statement's `now` parameter: the request's instant, sent as ISO text and typed for PostgreSQL. */
export const nowParameter = sql`${sql.placeholder('now')}::timestamptz`;

/** An instant as a query parameter, typed for PostgreSQL whichever driver sends it. */
export const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;
