import { addDays, daysBetween, todayInZone } from '@molip/domain/calendar-date';
import { wholeMinutes } from '@molip/domain/duration';
import {
  ACTIVE_MEMBER_DAYS,
  activityPeriodRange,
  maskEmail,
  type ActivityPeriod,
  type MemberActivity,
} from '@molip/domain/study-group';
import type { Database } from '../db/client.ts';
import { STUDY_DAY_REACH_MS } from '../db/study-day-sql.ts';
import {
  isStudyRoom,
  presentGroupDetail,
  presentPresence,
  readerActivityJson,
  sharedActivityBytes,
  type SharedActivity,
  type SharedActivityBytes,
} from '../presenters/study-groups.ts';
import { requireMembership, requireReader } from '../policies/study-groups.ts';
import type { RankingCache } from '../lib/ranking-cache.ts';
import {
  createBodyVariants,
  encodeBody,
  type BodyEncoding,
  type BodyVariants,
} from '../lib/encoded-bodies.ts';
import {
  countActiveMembers,
  groupMembers,
  groupMembersWithConsent,
  groupsOfLearner,
  memberPresenceRows,
  todoCountsByDay,
  findGroupWithReader,
  groupAndMembership,
} from '../repositories/study-groups.ts';
import { focusSecondsByStudyDay } from '../repositories/focus-seconds.ts';

const MS_PER_DAY = 86_400_000;

/** The reader and their study day (the default period contains it). */
type Reader = { userId: string; today: string };

export async function readMyGroups(db: Database, userId: string) {
  const rows = await groupsOfLearner(db, userId);
  return {
    groups: rows.map((row) => ({
      id: row.id,
      name: row.name,
      memberCount: row.memberCount,
      myRole: row.role,
      isRoom: isStudyRoom(row),
    })),
  };
}

export async function readGroupDetail(db: Database, userId: string, groupId: number) {
  const { group, membership } = requireMembership(await groupAndMembership(db, groupId, userId));
  const members = await groupMembers(db, groupId);
  return presentGroupDetail(group, members, { userId, role: membership.role });
}

/** A period's ranking as every member sees it: e-mails masked, the reader's own too. */
export type GroupRanking = {
  bytes: SharedActivityBytes;
  memberCount: number;
  /** Every member, ranked or not, with whether they agreed to be ranked. */
  consentOf: ReadonlyMap<string, boolean>;
  /** The answer's bytes per reader's view and encoding, made once for all who read this ranking. */
  answers: BodyVariants;
};

// A view is the group's name and the reader's consent; each in plain bytes, brotli and gzip.
const ANSWER_VARIANTS = 12;

/**
 * The group's ranking over the period containing `date` (docs/product-rules.md#study-groups), shared by the
 * members reading it within the cache's TTL; the reader's membership, consent and the group's name are read
 * fresh. Answers the response body, a `groupActivity` in JSON, in `encoding` (null: plain).
 */
export async function readGroupActivity(
  db: Database,
  cache: RankingCache<GroupRanking>,
  reader: Reader,
  groupId: number,
  query: { period: ActivityPeriod; date?: string | undefined },
  encoding: BodyEncoding | null,
  now: Date,
): Promise<Buffer> {
  const { group, reader: me } = requireReader(
    await findGroupWithReader(db, groupId, reader.userId, now),
    reader.userId,
  );
  const { startDate, endDate } = activityPeriodRange(query.period, query.date ?? reader.today);
  const dayCount = daysBetween(startDate, endDate) + 1;
  // Days after the reader's today are not due yet: their to-dos do not lower the period's rate.
  const dueDays = Math.min(Math.max(daysBetween(startDate, reader.today) + 1, 0), dayCount);
  const ranking = await cache.read(
    { groupId, period: query.period, startDate, dueDays },
    // A reader who just joined or changed their consent (maybe on another instance) sees it at once.
    (cached) => cached.consentOf.get(me.userId) === me.rankingConsent,
    () => rankGroup(db, groupId, { period: query.period, startDate, endDate, dueDays }, now),
  );
  const view = {
    groupInfo: { id: group.id, name: group.name, memberCount: ranking.memberCount },
    myRankingConsent: me.rankingConsent,
  };
  const plain = () => Promise.resolve(readerActivityJson(ranking.bytes, view));
  const viewKey = `${String(view.myRankingConsent)} ${group.name}`;
  if (encoding === null) return ranking.answers(viewKey, plain);
  return ranking.answers(`${encoding} ${viewKey}`, async () =>
    encodeBody(await ranking.answers(viewKey, plain), encoding),
  );
}

/**
 * Seconds are credited focus seconds summed per study day in each member's zone, a running log's counted up to
 * `now`; every minutes figure is the floor of its seconds. A day's to-dos are those planned on it. A fixed
 * number of reads whatever the group's size; the calendar is filled here, every member's days indexed once.
 */
async function rankGroup(
  db: Database,
  groupId: number,
  period: { period: ActivityPeriod; startDate: string; endDate: string; dueDays: number },
  now: Date,
): Promise<GroupRanking> {
  const { startDate, endDate, dueDays } = period;
  const days = Array.from({ length: daysBetween(startDate, endDate) + 1 }, (_, index) =>
    addDays(startDate, index),
  );
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const [members, seconds, todos, activeMembers] = await Promise.all([
    groupMembersWithConsent(db, groupId, now),
    focusSecondsByStudyDay(db, { scope: { groupId }, from: startDate, to: endDate, now }),
    todoCountsByDay(db, groupId, { from: startDate, to: endDate }),
    countActiveMembers(db, groupId, new Date(now.getTime() - ACTIVE_MEMBER_DAYS * MS_PER_DAY)),
  ]);

  type Days = { seconds: number[]; planned: number[]; completed: number[] };
  const daysOf = new Map<string, Days>();
  const memberDays = (userId: string) => {
    let found = daysOf.get(userId);
    if (!found) {
      found = { seconds: days.map(() => 0), planned: days.map(() => 0), completed: days.map(() => 0) };
      daysOf.set(userId, found);
    }
    return found;
  };
  for (const row of seconds) {
    const index = dayIndex.get(row.day);
    if (index !== undefined) memberDays(row.userId).seconds[index] = row.seconds;
  }
  for (const row of todos) {
    const index = dayIndex.get(row.day);
    if (index === undefined) continue;
    const found = memberDays(row.userId);
    found.planned[index] = row.planned;
    found.completed[index] = row.completed;
  }

  const ranked = members.filter((member) => member.rankingConsent);
  const activities = ranked.map((member) => {
    const found = daysOf.get(member.id);
    let planned = 0;
    let completedSoFar = 0;
    let completed = 0;
    let seconds = 0;
    const dailyActivities = days.map((date, index) => {
      const dayPlanned = found?.planned[index] ?? 0;
      const dayCompleted = found?.completed[index] ?? 0;
      const daySeconds = found?.seconds[index] ?? 0;
      if (index < dueDays) {
        planned += dayPlanned;
        completedSoFar += dayCompleted;
      }
      completed += dayCompleted;
      seconds += daySeconds;
      return {
        date,
        completedDailyTodoUnitsCount: dayCompleted,
        totalStudySeconds: daySeconds,
        totalStudyMinutes: wholeMinutes(daySeconds),
        completionRate: dayPlanned > 0 ? dayCompleted / dayPlanned : 0,
      };
    });
    return {
      member,
      entry: {
        userInfo: {
          id: member.id,
          email: maskEmail(member.email),
          role: member.role,
          username: member.username,
        },
        totalStudySeconds: seconds,
        totalStudyMinutes: wholeMinutes(seconds),
        completedDailyTodoUnitsCount: completed,
        plannedTodosSoFar: planned,
        completedTodosSoFar: completedSoFar,
        completionRate: planned > 0 ? completedSoFar / planned : 0,
        dailyActivities,
      },
    };
  });
  // Seconds first, then completed to-dos, then who joined first: every rank is distinct.
  activities.sort(
    (a, b) =>
      b.entry.totalStudySeconds - a.entry.totalStudySeconds ||
      b.entry.completedDailyTodoUnitsCount - a.entry.completedDailyTodoUnitsCount ||
      a.member.joinedAt.getTime() - b.member.joinedAt.getTime(),
  );
  const memberActivities: MemberActivity[] = activities.map((activity, index) => ({
    rank: index + 1,
    ...activity.entry,
  }));
  const averageRate =
    activities.length > 0
      ? activities.reduce((sum, activity) => sum + activity.entry.completionRate, 0) / activities.length
      : 0;

  const shared: SharedActivity = {
    periodInfo: { period: period.period, startDate, endDate },
    memberActivities,
    totalActiveMembersCount: activeMembers,
    groupAverageCompletionRate: averageRate,
    excludedMembersCount: members.length - ranked.length,
  };
  return {
    memberCount: members.length,
    consentOf: new Map(members.map((member) => [member.id, member.rankingConsent])),
    bytes: sharedActivityBytes(shared),
    answers: createBodyVariants(ANSWER_VARIANTS),
  };
}

/** Who is focusing now; since when and on which plan only for members who agreed to be ranked. */
export async function readGroupPresence(db: Database, userId: string, groupId: number, now: Date) {
  requireMembership(await groupAndMembership(db, groupId, userId));
  // Every member's study day of `now` lies within a study day's reach of it, whatever their zone.
  const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const [rows, days] = await Promise.all([
    memberPresenceRows(db, groupId, now),
    focusSecondsByStudyDay(db, {
      scope: { groupId },
      from: utcDay(now.getTime() - STUDY_DAY_REACH_MS),
      to: utcDay(now.getTime() + STUDY_DAY_REACH_MS),
      now,
    }),
  ]);
  const secondsOf = new Map(days.map((day) => [`${day.userId} ${day.day}`, day.seconds]));
  return {
    members: rows.map((row) => {
      const { status, focusingSince, focusingUntil, planTitle } = presentPresence(row.id, row);
      const todaySeconds =
        secondsOf.get(`${row.id} ${todayInZone(now, row.timezone, row.dayStartHour)}`) ?? 0;
      return {
        id: row.id,
        username: row.username,
        status,
        focusingSince,
        focusingUntil,
        planTitle,
        todayStudySeconds: todaySeconds,
        todayStudyMinutes: wholeMinutes(todaySeconds),
      };
    }),
  };
}
