import { ADMIN_ACTIVE_SERIES_DAYS, type AdminOverview, type AdminTermsList } from '@molip/domain/admin';
import { addDays } from '@molip/domain/calendar-date';
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
  focusSecondsOn,
  searchUsers,
  termsVersions,
  weekBefore,
  type AdminZone,
} from '../repositories/admin.ts';

const DAY_MS = 86_400_000;

/** The admin reading, with their zone: "today" and the series' days are their own. */
type Reader = AdminZone & { today: string };

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
    focusSecondsOn(db, reader, reader.today, new Date(now.getTime() - STUDY_DAY_REACH_MS)),
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
  const { rows, total } = await searchUsers(db, { ...search, weekSince: weekBefore(now) });
  return {
    users: rows.map((row) => toAdminUser(row.user, row)),
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
