import { ADMIN_ACTIVE_SERIES_DAYS, type AdminOverview, type AdminTermsList } from '@molip/domain/admin';
import { addDays, compareDates, todayInZone } from '@molip/domain/calendar-date';
import { wholeMinutes } from '@molip/domain/duration';
import { isRequiredTermsType, termsTypes } from '@molip/domain/terms';
import type { Database } from '../db/client.ts';
import { STUDY_DAY_REACH_MS } from '../db/study-day-sql.ts';
import { toAdminUser, toAuditEntry } from '../presenters/admin.ts';
import {
  activeUsersByDay,
  auditPage,
  countActiveSessions,
  countPlansSince,
  countUsersSince,
  searchUsers,
  termsVersions,
  weekBefore,
  type AdminZone,
} from '../repositories/admin.ts';
import { focusSecondsByStudyDay } from '../repositories/focus-seconds.ts';

const DAY_MS = 86_400_000;

/** The admin reading, with their zone: "today" and the series' days are their own. */
type Reader = AdminZone & { today: string };

/** Credited focus seconds of every learner's logs started on `today` of the admin's zone, a running log's so far. */
async function focusSecondsToday(db: Database, reader: Reader, now: Date) {
  const days = await focusSecondsByStudyDay(db, {
    scope: { everyone: true },
    zone: { timezone: reader.timezone, dayStartHour: reader.dayStartHour },
    from: reader.today,
    to: reader.today,
    now,
  });
  return days.reduce((sum, day) => sum + day.seconds, 0);
}

/** The study days of "this week" in a user's figures: today and the six before, in the user's own zone. */
const WEEK_DAYS = 7;

/**
 * Each user's credited focus seconds over their week of study days, a running log's so far: the seconds the
 * learner's own statistics show for their last 7 days.
 */
export async function weekSecondsOf(
  db: Database,
  people: readonly { id: string; timezone: string; dayStartHour: number }[],
  now: Date,
): Promise<Map<string, number>> {
  const weeks = new Map(
    people.map((person) => {
      const today = todayInZone(now, person.timezone, person.dayStartHour);
      return [person.id, { from: addDays(today, -(WEEK_DAYS - 1)), to: today }];
    }),
  );
  const weekList = [...weeks.values()];
  if (weekList.length === 0) return new Map();
  const days = await focusSecondsByStudyDay(db, {
    scope: { userIds: [...weeks.keys()] },
    from: weekList.map((week) => week.from).reduce((a, b) => (compareDates(a, b) <= 0 ? a : b)),
    to: weekList.map((week) => week.to).reduce((a, b) => (compareDates(a, b) >= 0 ? a : b)),
    now,
  });
  const seconds = new Map(people.map((person) => [person.id, 0]));
  for (const day of days) {
    const week = weeks.get(day.userId);
    if (week && compareDates(day.day, week.from) >= 0 && compareDates(day.day, week.to) <= 0)
      seconds.set(day.userId, (seconds.get(day.userId) ?? 0) + day.seconds);
  }
  return seconds;
}

const pageOf = (total: number, page: { limit: number; offset: number }) => ({
  total,
  limit: page.limit,
  offset: page.offset,
  hasMore: page.offset + page.limit < total,
});

export async function readOverview(db: Database, reader: Reader, now: Date): Promise<AdminOverview> {
  const seriesFrom = addDays(reader.today, -(ADMIN_ACTIVE_SERIES_DAYS - 1));
  const coarseSince = new Date(now.getTime() - ADMIN_ACTIVE_SERIES_DAYS * DAY_MS - STUDY_DAY_REACH_MS);
  const weekAgo = weekBefore(now);
  const [userCounts, active, focusSeconds, sessionsActiveNow, plansCreated] = await Promise.all([
    countUsersSince(db, weekAgo),
    activeUsersByDay(db, reader, coarseSince),
    focusSecondsToday(db, reader, now),
    countActiveSessions(db, now),
    countPlansSince(db, weekAgo),
  ]);
  const activeByDay = new Map(active.map((row) => [row.day, row.count]));
  const dailyActiveUsers = Array.from({ length: ADMIN_ACTIVE_SERIES_DAYS }, (_, index) => {
    const date = addDays(seriesFrom, index);
    return { date, count: activeByDay.get(date) ?? 0 };
  });
  return {
    users: {
      total: userCounts.total,
      newInLast7Days: userCounts.recent,
      activeToday: activeByDay.get(reader.today) ?? 0,
    },
    focusSecondsToday: focusSeconds,
    focusMinutesToday: wholeMinutes(focusSeconds),
    sessionsActiveNow,
    plansCreatedInLast7Days: plansCreated,
    dailyActiveUsers,
  };
}

export async function readUsers(
  db: Database,
  search: { query?: string | undefined; limit: number; offset: number },
  now: Date,
) {
  const { rows, total } = await searchUsers(db, search);
  const weekSeconds = await weekSecondsOf(
    db,
    rows.map((row) => row.user),
    now,
  );
  return {
    users: rows.map((row) =>
      toAdminUser(row.user, { ...row, weekSeconds: weekSeconds.get(row.user.id) ?? 0 }),
    ),
    pagination: pageOf(total, search),
  };
}

export async function readTermsVersions(db: Database, now: Date): Promise<AdminTermsList> {
  const [versions, users] = await Promise.all([termsVersions(db), countUsersSince(db, now)]);
  return {
    types: termsTypes.map((termsType) => ({
      termsType,
      isRequired: isRequiredTermsType(termsType),
      versions: versions
        .filter((version) => version.type === termsType)
        .map((version) => ({
          id: version.id,
          version: version.version,
          title: version.title,
          publishedAt: version.publishedAt.toISOString(),
          agreedCount: version.agreedCount,
        })),
    })),
    usersTotal: users.total,
  };
}

export async function readAuditLog(db: Database, page: { limit: number; offset: number }) {
  const { rows, total } = await auditPage(db, page);
  return { entries: rows.map(toAuditEntry), pagination: pageOf(total, page) };
}
