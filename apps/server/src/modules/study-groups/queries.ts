import { addDays, compareDates, daysBetween } from '@molip/domain/calendar-date';
import { wholeMinutes } from '@molip/domain/duration';
import {
  ACTIVE_MEMBER_DAYS,
  activityPeriodRange,
  type ActivityPeriod,
  type GroupActivity,
  type MemberActivity,
} from '@molip/domain/study-group';
import type { Database } from '../../db/client.ts';
import { STUDY_DAY_REACH_MS } from '../../db/study-day-sql.ts';
import { isDefaultGroup, presentGroupDetail, presentPresence, visibleEmail } from './presenters.ts';
import { requireMembership } from './policy.ts';
import {
  countActiveMembers,
  focusSecondsByDay,
  groupMembers,
  groupsOfLearner,
  memberPresenceRows,
  todoCountsByDay,
} from './repository.ts';

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
      isDefault: isDefaultGroup(row.id),
    })),
  };
}

export async function readGroupDetail(db: Database, userId: string, groupId: number) {
  const { group, membership } = await requireMembership(db, groupId, userId);
  const members = await groupMembers(db, groupId);
  return presentGroupDetail(group, members, { userId, role: membership.role });
}

const utcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);
const dayKey = (userId: string, day: string) => `${userId} ${day}`;

/**
 * The group's ranking over the period containing `date` (docs/product-rules.md#study-groups): minutes are
 * credited focus seconds summed per study day in each member's zone and floored once per day; a day's
 * to-dos are those planned on it. A fixed number of reads whatever the group's size; the calendar is
 * filled here.
 */
export async function readGroupActivity(
  db: Database,
  reader: Reader,
  groupId: number,
  query: { period: ActivityPeriod; date?: string | undefined },
  now: Date,
): Promise<GroupActivity> {
  const { group } = await requireMembership(db, groupId, reader.userId);
  const { startDate, endDate } = activityPeriodRange(query.period, query.date ?? reader.today);
  const days = Array.from({ length: daysBetween(startDate, endDate) + 1 }, (_, index) =>
    addDays(startDate, index),
  );
  const range = { from: startDate, to: endDate };
  const coarse = {
    from: new Date(utcMidnight(startDate).getTime() - STUDY_DAY_REACH_MS),
    to: new Date(utcMidnight(endDate).getTime() + MS_PER_DAY + STUDY_DAY_REACH_MS),
  };
  const [members, seconds, todos, activeMembers] = await Promise.all([
    groupMembers(db, groupId),
    focusSecondsByDay(db, groupId, range, coarse),
    todoCountsByDay(db, groupId, range),
    countActiveMembers(db, groupId, new Date(now.getTime() - ACTIVE_MEMBER_DAYS * MS_PER_DAY)),
  ]);
  const secondsByDay = new Map(seconds.map((row) => [dayKey(row.userId, row.day), row.seconds]));
  const todosByDay = new Map(todos.map((row) => [dayKey(row.userId, row.day), row]));

  const ranked = members.filter((member) => member.rankingConsent);
  const activities = ranked.map((member) => {
    let planned = 0;
    let completedSoFar = 0;
    const dailyActivities = days.map((date) => {
      const counts = todosByDay.get(dayKey(member.id, date));
      // Days after the reader's today are not due yet: their to-dos do not lower the period's rate.
      if (compareDates(date, reader.today) <= 0) {
        planned += counts?.planned ?? 0;
        completedSoFar += counts?.completed ?? 0;
      }
      return {
        date,
        completedDailyTodoUnitsCount: counts?.completed ?? 0,
        totalStudyMinutes: wholeMinutes(secondsByDay.get(dayKey(member.id, date)) ?? 0),
        completionRate: counts && counts.planned > 0 ? counts.completed / counts.planned : 0,
      };
    });
    const completed = dailyActivities.reduce((sum, day) => sum + day.completedDailyTodoUnitsCount, 0);
    return {
      member,
      entry: {
        userInfo: {
          id: member.id,
          email: visibleEmail(member.email, member.id, reader.userId),
          role: member.role,
          username: member.username,
        },
        totalStudyMinutes: dailyActivities.reduce((sum, day) => sum + day.totalStudyMinutes, 0),
        completedDailyTodoUnitsCount: completed,
        completionRate: planned > 0 ? completedSoFar / planned : 0,
        dailyActivities,
      },
    };
  });
  // Minutes first, then completed to-dos, then who joined first: every rank is distinct.
  activities.sort(
    (a, b) =>
      b.entry.totalStudyMinutes - a.entry.totalStudyMinutes ||
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

  return {
    groupInfo: { id: group.id, name: group.name, memberCount: members.length },
    periodInfo: { period: query.period, startDate, endDate },
    memberActivities,
    totalActiveMembersCount: activeMembers,
    groupAverageCompletionRate: averageRate,
    excludedMembersCount: members.length - ranked.length,
    myRankingConsent: members.some((member) => member.id === reader.userId && member.rankingConsent),
  };
}

/** Who is focusing now; since when and on which plan only for members who agreed to be ranked. */
export async function readGroupPresence(db: Database, userId: string, groupId: number, now: Date) {
  await requireMembership(db, groupId, userId);
  const rows = await memberPresenceRows(db, groupId, now);
  return {
    members: rows.map((row) => {
      const { status, focusingSince, planTitle } = presentPresence(row.id, row);
      return {
        id: row.id,
        username: row.username,
        status,
        focusingSince,
        planTitle,
        todayStudyMinutes: wholeMinutes(row.todaySeconds),
      };
    }),
  };
}
