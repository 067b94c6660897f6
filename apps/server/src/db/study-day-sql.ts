import { sql } from 'drizzle-orm';
import { openLogSeconds } from './focus-credit-sql.ts';
import { focusLogs, users } from './schema.ts';

/** A zone and day-start hour: values, or the columns of the `users` row in the query. */
type DayZone = { timezone: unknown; dayStartHour: unknown };

/**
 * The study day an instant falls on: local wall clock in the zone, moved back by the day-start hour (the same
 * rule as `todayInZone`). By default the zone of the `users` row in the query, which must then join `users`.
 */
export const studyDayOf = (instant: unknown, zone: DayZone = users) =>
  sql<string>`(((${instant} at time zone ${zone.timezone}) - make_interval(hours => ${zone.dayStartHour}::int))::date)::text`;

/** The study day a focus log counts on: the one it started on (docs/product-rules.md#focus-time). */
export const loggedStudyDay = (zone: DayZone = users) => studyDayOf(focusLogs.startedAt, zone);

/** The credited seconds of the closed focus logs aggregated: a study day's focus time, an open log aside. */
export const closedLogSeconds = sql<number>`coalesce(sum(${focusLogs.seconds}) filter (where ${focusLogs.endedAt} is not null), 0)::int`;

/**
 * The credited seconds of the focus logs aggregated, an open log's as earned by `now`: a study day's focus time
 * at the read. The query left-joins `openLogBlock` and `openLogSession` (db/focus-credit-sql.ts).
 */
export const loggedSecondsAt = (now: unknown) =>
  sql<number>`coalesce(sum(case when ${focusLogs.endedAt} is null then ${openLogSeconds(now)} else ${focusLogs.seconds} end), 0)::int`;

/** No instant of a study day lies further than this from the day's UTC midnight, whatever the zone and day start. */
export const STUDY_DAY_REACH_MS = 2 * 86_400_000;

/** A prepared statement's `now` parameter: the request's instant, sent as ISO text and typed for PostgreSQL. */
export const nowParameter = sql`${sql.placeholder('now')}::timestamptz`;

/** An instant as a query parameter, typed for PostgreSQL whichever driver sends it. */
export const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;
