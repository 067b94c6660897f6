import { and, asc, count, eq, gt, gte, inArray, isNotNull, isNull, max, min, ne, sql } from 'drizzle-orm';
import type { GroupRole } from '@molip/domain/study-group';
import type { Database } from '../db/client.ts';
import { outerUserId } from '../db/outer-user-sql.ts';
import { plannedCreditEnd, runningLogWindow } from '../db/focus-credit-sql.ts';
import { instant } from '../db/study-day-sql.ts';
import type { RecentWrites } from '../lib/write-quota.ts';
import {
  dailyTodoUnits,
  focusBlocks,
  focusLogs,
  focusSessions,
  groupMemberships,
  learnerTodoDays,
  studyGroups,
  studyPlans,
  terms,
  userAgreements,
  users,
} from '../db/schema.ts';

export type GroupRow = typeof studyGroups.$inferSelect;
export type MembershipRow = typeof groupMemberships.$inferSelect;

/**
 * Whether the member agreed to the latest version published by `now` of the optional STATISTICS_AND_RANKING
 * terms (the same "latest version" rule as the terms module's agreement status).
 */
const rankingConsent = (now: Date) => sql<boolean>`exists (
  select 1 from (
    select ${terms.id} as id from ${terms}
    where ${terms.type} = 'STATISTICS_AND_RANKING' and ${terms.publishedAt} <= ${instant(now)}
    order by ${terms.version} desc limit 1
  ) latest
  join ${userAgreements} on ${userAgreements.termsId} = latest.id
  where ${userAgreements.userId} = ${outerUserId} and ${userAgreements.agreed}
)`;

export async function findGroup(db: Database, id: number): Promise<GroupRow | undefined> {
  const [group] = await db.select().from(studyGroups).where(eq(studyGroups.id, id));
  return group;
}

/**
 * The groups `userId` created after `since` and still belongs to, for the hourly creation quota: read
 * through the learner's memberships (indexed; groups have no index on their creator). A group its creator
 * left is gone with its last member, or lives on with others.
 */
export async function groupsCreatedSince(db: Database, userId: string, since: Date): Promise<RecentWrites> {
  const [row] = await db
    .select({ count: count(), oldest: min(studyGroups.createdAt) })
    .from(groupMemberships)
    .innerJoin(studyGroups, eq(studyGroups.id, groupMemberships.groupId))
    .where(
      and(
        eq(groupMemberships.userId, userId),
        eq(studyGroups.createdBy, userId),
        gt(studyGroups.createdAt, since),
      ),
    );
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/** Locks the group's row for the rest of the transaction: membership changes of one group queue. */
export async function lockGroup(tx: Database, id: number): Promise<GroupRow | undefined> {
  const [group] = await tx.select().from(studyGroups).where(eq(studyGroups.id, id)).for('update');
  return group;
}

export async function findGroupByInviteCode(db: Database, inviteCode: string): Promise<GroupRow | undefined> {
  const [group] = await db.select().from(studyGroups).where(eq(studyGroups.inviteCode, inviteCode));
  return group;
}

export async function findMembership(
  db: Database,
  groupId: number,
  userId: string,
): Promise<MembershipRow | undefined> {
  const [membership] = await db
    .select()
    .from(groupMemberships)
    .where(and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.userId, userId)));
  return membership;
}

/**
 * The group and the learner's membership in it, for the membership policy. With `lock` the group's row is
 * locked first, so membership changes of one group queue.
 */
export async function groupAndMembership(
  db: Database,
  groupId: number,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<{ group: GroupRow | undefined; membership: MembershipRow | undefined }> {
  const group = options.lock ? await lockGroup(db, groupId) : await findGroup(db, groupId);
  if (!group) return { group, membership: undefined };
  return { group, membership: await findMembership(db, groupId, userId) };
}

export async function countMembers(db: Database, groupId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(groupMemberships)
    .where(eq(groupMemberships.groupId, groupId));
  return row?.value ?? 0;
}

const memberCountOf = sql<number>`(select count(*)::int from ${groupMemberships} gm where gm.group_id = ${studyGroups.id})`;

/** The learner's groups with their role and member count, oldest membership first. */
export async function groupsOfLearner(db: Database, userId: string) {
  return db
    .select({
      id: studyGroups.id,
      name: studyGroups.name,
      role: groupMemberships.role,
      memberCount: memberCountOf,
      roomNumber: studyGroups.roomNumber,
    })
    .from(groupMemberships)
    .innerJoin(studyGroups, eq(studyGroups.id, groupMemberships.groupId))
    .where(eq(groupMemberships.userId, userId))
    .orderBy(asc(groupMemberships.joinedAt), asc(studyGroups.id));
}

const memberColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: groupMemberships.role,
  joinedAt: groupMemberships.joinedAt,
};

/** Every member as the group's page lists them, longest-standing first. */
export async function groupMembers(db: Database, groupId: number) {
  return db
    .select(memberColumns)
    .from(groupMemberships)
    .innerJoin(users, eq(users.id, groupMemberships.userId))
    .where(eq(groupMemberships.groupId, groupId))
    .orderBy(asc(groupMemberships.joinedAt), asc(users.id));
}
export type GroupMemberRow = Awaited<ReturnType<typeof groupMembers>>[number];

/** `groupMembers` with whether each agreed to be ranked at `now`, for the ranking. */
export async function groupMembersWithConsent(db: Database, groupId: number, now: Date) {
  return db
    .select({ ...memberColumns, rankingConsent: rankingConsent(now).as('ranking_consent') })
    .from(groupMemberships)
    .innerJoin(users, eq(users.id, groupMemberships.userId))
    .where(eq(groupMemberships.groupId, groupId))
    .orderBy(asc(groupMemberships.joinedAt), asc(users.id));
}

/** The longest-standing member other than `exceptUserId`, who takes over as LEADER. */
export async function longestStandingMember(tx: Database, groupId: number, exceptUserId: string) {
  const [member] = await tx
    .select({ userId: groupMemberships.userId })
    .from(groupMemberships)
    .where(and(eq(groupMemberships.groupId, groupId), sql`${groupMemberships.userId} <> ${exceptUserId}`))
    .orderBy(asc(groupMemberships.joinedAt), asc(groupMemberships.userId))
    .limit(1);
  return member?.userId;
}

/** Inserts a group unless its invite code is taken (then nothing: the caller draws another code). */
export async function insertGroup(
  tx: Database,
  values: { name: string; inviteCode: string; createdBy: string; now: Date },
): Promise<number | undefined> {
  const [group] = await tx
    .insert(studyGroups)
    .values({
      name: values.name,
      inviteCode: values.inviteCode,
      createdBy: values.createdBy,
      createdAt: values.now,
    })
    .onConflictDoNothing({ target: studyGroups.inviteCode })
    .returning({ id: studyGroups.id });
  return group?.id;
}

/** The one key every room placement locks: placements queue across instances, so a seat is never sold twice. */
const ROOM_PLACEMENT_LOCK_KEY = 0x6d6f6c72;

/** Holds the room-placement lock until the transaction ends; taken before any room's row lock. */
export async function lockRoomPlacement(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROOM_PLACEMENT_LOCK_KEY})`);
}

/** The learner's study room, if they are in one. */
export async function roomOfLearner(db: Database, userId: string): Promise<GroupRow | undefined> {
  const [room] = await db
    .select({ group: studyGroups })
    .from(groupMemberships)
    .innerJoin(studyGroups, eq(studyGroups.id, groupMemberships.groupId))
    .where(and(eq(groupMemberships.userId, userId), isNotNull(studyGroups.roomNumber)))
    .orderBy(asc(studyGroups.roomNumber))
    .limit(1);
  return room?.group;
}

/** Locks the lowest-numbered room with fewer than `capacity` members, other than `exceptId`. */
export async function lockOpenRoom(
  tx: Database,
  capacity: number,
  exceptId: number | null,
): Promise<GroupRow | undefined> {
  const [room] = await tx
    .select()
    .from(studyGroups)
    .where(
      and(
        isNotNull(studyGroups.roomNumber),
        exceptId === null ? undefined : ne(studyGroups.id, exceptId),
        sql`${memberCountOf} < ${capacity}`,
      ),
    )
    .orderBy(asc(studyGroups.roomNumber))
    .limit(1)
    .for('update');
  return room;
}

/** The highest room number in use (0 before the first room). */
export async function lastRoomNumber(tx: Database): Promise<number> {
  const [row] = await tx.select({ value: max(studyGroups.roomNumber) }).from(studyGroups);
  return row?.value ?? 0;
}

/** Opens a room; its number is unique, so a second instance numbering the same room fails instead of sharing it. */
export async function insertRoom(
  tx: Database,
  values: { name: string; roomNumber: number; now: Date },
): Promise<GroupRow> {
  const [room] = await tx
    .insert(studyGroups)
    .values({ name: values.name, roomNumber: values.roomNumber, createdAt: values.now })
    .returning();
  if (!room) throw new Error('the new room was not returned');
  return room;
}

/** Adds a member; joining again changes nothing. */
export async function insertMembership(
  tx: Database,
  values: { groupId: number; userId: string; role: GroupRole; now: Date },
): Promise<void> {
  await tx
    .insert(groupMemberships)
    .values({ groupId: values.groupId, userId: values.userId, role: values.role, joinedAt: values.now })
    .onConflictDoNothing();
}

export async function deleteMembership(tx: Database, groupId: number, userId: string): Promise<void> {
  await tx
    .delete(groupMemberships)
    .where(and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.userId, userId)));
}

export async function setMemberRole(tx: Database, groupId: number, userId: string, role: GroupRole) {
  await tx
    .update(groupMemberships)
    .set({ role })
    .where(and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.userId, userId)));
}

export async function deleteGroup(tx: Database, id: number): Promise<void> {
  await tx.delete(studyGroups).where(eq(studyGroups.id, id));
}

export async function renameGroup(tx: Database, id: number, name: string): Promise<void> {
  await tx.update(studyGroups).set({ name }).where(eq(studyGroups.id, id));
}

/** Sets a new invite code unless another group holds it (then false: the caller draws another code). */
export async function replaceInviteCode(tx: Database, id: number, inviteCode: string): Promise<boolean> {
  const updated = await tx
    .update(studyGroups)
    .set({ inviteCode })
    .where(
      and(
        eq(studyGroups.id, id),
        sql`not exists (select 1 from ${studyGroups} other where other.invite_code = ${inviteCode})`,
      ),
    )
    .returning({ id: studyGroups.id });
  return updated.length > 0;
}

/** The group's row with the reader's role, e-mail and ranking consent at `now` (null role: not a member). */
export async function findGroupWithReader(db: Database, groupId: number, userId: string, now: Date) {
  const [row] = await db
    .select({
      id: studyGroups.id,
      name: studyGroups.name,
      role: groupMemberships.role,
      email: users.email,
      rankingConsent: rankingConsent(now).as('ranking_consent'),
    })
    .from(studyGroups)
    .leftJoin(
      groupMemberships,
      and(eq(groupMemberships.groupId, studyGroups.id), eq(groupMemberships.userId, userId)),
    )
    .leftJoin(users, eq(users.id, groupMemberships.userId))
    .where(eq(studyGroups.id, groupId));
  return row;
}

export type GroupWithReaderRow = NonNullable<Awaited<ReturnType<typeof findGroupWithReader>>>;

const inGroup = (
  groupId: number,
  userId: typeof focusLogs.userId | typeof dailyTodoUnits.userId | typeof learnerTodoDays.userId,
) => and(eq(groupMemberships.userId, userId), eq(groupMemberships.groupId, groupId));

/** Planned and completed to-dos per member and to-do date within [from, to], from their rollup. */
export async function todoCountsByDay(db: Database, groupId: number, days: { from: string; to: string }) {
  return db
    .select({
      userId: learnerTodoDays.userId,
      day: sql<string>`${learnerTodoDays.todoDate}::text`,
      planned: learnerTodoDays.planned,
      completed: learnerTodoDays.completed,
    })
    .from(learnerTodoDays)
    .innerJoin(groupMemberships, inGroup(groupId, learnerTodoDays.userId))
    .where(sql`${learnerTodoDays.todoDate} between ${days.from} and ${days.to}`);
}

/** Members with credited focus time or a completed to-do since `since`; only the group's rows are read. */
export async function countActiveMembers(db: Database, groupId: number, since: Date): Promise<number> {
  const focused = db
    .select({ userId: focusLogs.userId })
    .from(focusLogs)
    .innerJoin(groupMemberships, inGroup(groupId, focusLogs.userId))
    .where(and(gte(focusLogs.endedAt, since), gt(focusLogs.seconds, 0)));
  const finished = db
    .select({ userId: dailyTodoUnits.userId })
    .from(dailyTodoUnits)
    .innerJoin(groupMemberships, inGroup(groupId, dailyTodoUnits.userId))
    .where(and(eq(dailyTodoUnits.status, 'COMPLETED'), gte(dailyTodoUnits.completedAt, since)));
  const [row] = await db.select({ value: count() }).from(focused.union(finished).as('active'));
  return row?.value ?? 0;
}

/**
 * From the member's open log, while its block and session have not run past their planned ends (a session
 * nobody has settled yet must not keep a desk light on). A free log (no to-do) lights it too, with no plan.
 */
const fromOpenFocusLog = (now: Date) => sql`from ${focusLogs}
    join ${focusBlocks} on ${focusBlocks.id} = ${focusLogs.blockId}
    join ${focusSessions} on ${focusSessions.id} = ${focusBlocks.sessionId}
    left join ${dailyTodoUnits} on ${dailyTodoUnits.id} = ${focusLogs.dailyTodoUnitId}
    left join ${studyPlans} on ${studyPlans.id} = ${dailyTodoUnits.studyPlanId}
    where ${focusLogs.userId} = ${outerUserId} and ${isNull(focusLogs.endedAt)}
      and ${focusBlocks.endedAt} is null and ${focusSessions.endedAt} is null
      and ${plannedCreditEnd(runningLogWindow)} > ${instant(now)}`;

/** The start of the member's open log. */
const focusingSince = (now: Date) =>
  sql<Date | null>`(select ${focusLogs.startedAt} ${fromOpenFocusLog(now)})`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );

/** The earlier of the open log's block and session planned ends: the member's light goes out then. */
const focusingUntil = (now: Date) =>
  sql<Date | null>`(select ${plannedCreditEnd(runningLogWindow)} ${fromOpenFocusLog(now)})`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );

/** The title of the plan whose to-do the member is focusing on; null while focusing freely. */
const focusPlanTitle = (now: Date) =>
  sql<string | null>`(select ${studyPlans.title} ${fromOpenFocusLog(now)})`;

/** Each member's desk light, with the zone and day start their study day is read in. */
export async function memberPresenceRows(db: Database, groupId: number, now: Date) {
  return db
    .select({
      id: users.id,
      username: users.username,
      rankingConsent: rankingConsent(now).as('ranking_consent'),
      focusingSince: focusingSince(now).as('focusing_since'),
      focusingUntil: focusingUntil(now).as('focusing_until'),
      planTitle: focusPlanTitle(now).as('plan_title'),
      timezone: users.timezone,
      dayStartHour: users.dayStartHour,
    })
    .from(groupMemberships)
    .innerJoin(users, eq(users.id, groupMemberships.userId))
    .where(eq(groupMemberships.groupId, groupId))
    .orderBy(asc(groupMemberships.joinedAt), asc(users.id));
}

/** The desk lights of `userIds`, once per group of `groupIds` each is a member of. */
export async function learnerPresenceInGroups(
  db: Database,
  userIds: readonly string[],
  groupIds: readonly number[],
  now: Date,
) {
  if (groupIds.length === 0 || userIds.length === 0) return [];
  return db
    .select({
      userId: groupMemberships.userId,
      groupId: groupMemberships.groupId,
      rankingConsent: rankingConsent(now).as('ranking_consent'),
      focusingSince: focusingSince(now).as('focusing_since'),
      focusingUntil: focusingUntil(now).as('focusing_until'),
      planTitle: focusPlanTitle(now).as('plan_title'),
    })
    .from(groupMemberships)
    .innerJoin(users, eq(users.id, groupMemberships.userId))
    .where(
      and(inArray(groupMemberships.userId, [...userIds]), inArray(groupMemberships.groupId, [...groupIds])),
    );
}
