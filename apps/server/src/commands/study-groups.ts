import { randomInt } from 'node:crypto';
import { STUDY_GROUPS_CREATED_PER_HOUR_MAX } from '@molip/domain/constants';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  STUDY_ROOM_CAPACITY,
  studyGroupMessages,
  studyRoomName,
  type GroupDetail,
} from '@molip/domain/study-group';
import type { Database } from '../db/client.ts';
import { AppError, badRequest, notFound } from '../lib/app-error.ts';
import { assertHourlyQuota, quotaWindowStart } from '../lib/write-quota.ts';
import { presentGroupDetail } from '../presenters/study-groups.ts';
import { groupNotFound, requireLeader, requireMembership } from '../policies/study-groups.ts';
import {
  countMembers,
  deleteGroup,
  deleteMembership,
  findGroupByInviteCode,
  findMembership,
  groupMembers,
  groupsCreatedSince,
  groupsOfLearner,
  insertGroup,
  insertMembership,
  insertRoom,
  lastRoomNumber,
  lockGroup,
  lockOpenRoom,
  lockRoomPlacement,
  longestStandingMember,
  roomOfLearner,
  renameGroup,
  replaceInviteCode,
  setMemberRole,
  type GroupRow,
  type MembershipRow,
  groupAndMembership,
} from '../repositories/study-groups.ts';
import { withLearner } from './with-learner.ts';

/** 31^8 codes make a clash rare; a few fresh draws settle one. */
const INVITE_CODE_ATTEMPTS = 5;

/** A code from the operating system's random source, never `Math.random`. */
export function drawInviteCode(): string {
  return Array.from(
    { length: INVITE_CODE_LENGTH },
    () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)],
  ).join('');
}

/** Tries fresh codes until `place` succeeds (a unique clash returns false). */
async function withFreshInviteCode<T>(place: (code: string) => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < INVITE_CODE_ATTEMPTS; attempt += 1) {
    const placed = await place(drawInviteCode());
    if (placed !== undefined) return placed;
  }
  throw new AppError(
    503,
    'INVITE_CODE_EXHAUSTED',
    '초대 코드를 만들지 못했어요. 잠시 후 다시 시도해 주세요.',
  );
}

async function detailFor(tx: Database, group: GroupRow, userId: string): Promise<GroupDetail> {
  const members = await groupMembers(tx, group.id);
  const reader = members.find((member) => member.id === userId);
  if (!reader) throw groupNotFound();
  return presentGroupDetail(group, members, { userId, role: reader.role });
}

async function lockedGroup(tx: Database, groupId: number): Promise<GroupRow> {
  const group = await lockGroup(tx, groupId);
  if (!group) throw groupNotFound();
  return group;
}

/** Creates a group with a fresh invite code, within the creator's hourly quota; its creator is its LEADER. */
export async function createStudyGroup(db: Database, userId: string, name: string, now: Date) {
  return withLearner(db, userId, now, async (tx) => {
    assertHourlyQuota(await groupsCreatedSince(tx, userId, quotaWindowStart(now)), {
      limit: STUDY_GROUPS_CREATED_PER_HOUR_MAX,
      now,
      message: studyGroupMessages.quotaExceeded,
    });
    const groupId = await withFreshInviteCode((inviteCode) =>
      insertGroup(tx, { name, inviteCode, createdBy: userId, now }),
    );
    await insertMembership(tx, { groupId, userId, role: 'LEADER', now });
    return detailFor(tx, await lockedGroup(tx, groupId), userId);
  });
}

/**
 * Seats the learner in the lowest-numbered room with space (other than `exceptId`), opening the next room when
 * all are full. Under the placement lock, so two instances never fill the same last seat.
 */
async function seatInOpenRoom(tx: Database, userId: string, exceptId: number | null, now: Date) {
  let room = await lockOpenRoom(tx, STUDY_ROOM_CAPACITY, exceptId);
  if (!room) {
    const roomNumber = (await lastRoomNumber(tx)) + 1;
    room = await insertRoom(tx, { name: studyRoomName(roomNumber), roomNumber, now });
  }
  await insertMembership(tx, { groupId: room.id, userId, role: 'MEMBER', now });
  return detailFor(tx, room, userId);
}

/** Seats the learner in a study room, filled in order; a learner already in a room gets that room back. */
export async function joinStudyRoom(db: Database, userId: string, now: Date) {
  return withLearner(db, userId, now, async (tx) => {
    await lockRoomPlacement(tx);
    const current = await roomOfLearner(tx, userId);
    if (current) return detailFor(tx, current, userId);
    return seatInOpenRoom(tx, userId, null, now);
  });
}

/**
 * Moves the learner from their room `roomId` to another room with space (a new one when all are full). A room
 * they are not in is a 404, whoever's it is.
 */
export async function switchStudyRoom(db: Database, userId: string, roomId: number, now: Date) {
  return withLearner(db, userId, now, async (tx) => {
    // The placement lock before any room's row lock, as every placement takes them, so none wait in a circle.
    await lockRoomPlacement(tx);
    const room = await lockGroup(tx, roomId);
    if (!room || room.roomNumber === null) throw notFound(studyGroupMessages.notMyRoom);
    const membership = await findMembership(tx, roomId, userId);
    if (!membership) throw notFound(studyGroupMessages.notMyRoom);
    await leaveLockedGroup(tx, room, membership);
    return seatInOpenRoom(tx, userId, roomId, now);
  });
}

/** Joins the group holding this invite code; joining again changes nothing. */
export async function joinStudyGroupByCode(db: Database, userId: string, inviteCode: string, now: Date) {
  return withLearner(db, userId, now, async (tx) => {
    const found = await findGroupByInviteCode(tx, inviteCode);
    if (!found) throw notFound(studyGroupMessages.inviteCodeUnknown);
    const group = await lockedGroup(tx, found.id);
    await insertMembership(tx, { groupId: group.id, userId, role: 'MEMBER', now });
    return detailFor(tx, group, userId);
  });
}

/**
 * Takes a member out of a group whose row the caller locked. A LEADER hands the role to the longest-standing
 * member; the last member's leaving deletes the group (its name and code with it), except a study room, which
 * stays to be filled again.
 */
async function leaveLockedGroup(tx: Database, group: GroupRow, membership: MembershipRow) {
  const groupId = group.id;
  await deleteMembership(tx, groupId, membership.userId);
  if (membership.role === 'LEADER') {
    const successor = await longestStandingMember(tx, groupId, membership.userId);
    if (successor) await setMemberRole(tx, groupId, successor, 'LEADER');
  }
  if (group.roomNumber === null && (await countMembers(tx, groupId)) === 0) {
    await deleteGroup(tx, groupId);
  }
}

/** Leaves a group, as `leaveLockedGroup` says. */
export async function leaveStudyGroup(db: Database, userId: string, groupId: number, now: Date) {
  await withLearner(db, userId, now, async (tx) => {
    const { group, membership } = requireMembership(
      await groupAndMembership(tx, groupId, userId, { lock: true }),
    );
    await leaveLockedGroup(tx, group, membership);
  });
}

/**
 * A step of deleting an account, under its learner lock: leaves every group as leaving one does, so a group
 * keeps a LEADER and one left empty is deleted. A group that keeps members keeps its name: the members share
 * it, and it is no longer the deleted learner's alone.
 */
export async function leaveEveryStudyGroup(tx: Database, userId: string) {
  const groups = await groupsOfLearner(tx, userId);
  // In id order, so two deletions never lock the same groups in opposite orders.
  for (const groupId of groups.map((group) => group.id).sort((a, b) => a - b)) {
    const { group, membership } = await groupAndMembership(tx, groupId, userId, { lock: true });
    if (group && membership) await leaveLockedGroup(tx, group, membership);
  }
}

export async function renameStudyGroup(
  db: Database,
  userId: string,
  groupId: number,
  name: string,
  now: Date,
) {
  return withLearner(db, userId, now, async (tx) => {
    const { group } = requireLeader(await groupAndMembership(tx, groupId, userId, { lock: true }));
    await renameGroup(tx, groupId, name);
    return detailFor(tx, { ...group, name }, userId);
  });
}

/** The LEADER removes another member (leaving is how one removes oneself). */
export async function removeStudyGroupMember(
  db: Database,
  userId: string,
  groupId: number,
  memberId: string,
  now: Date,
) {
  await withLearner(db, userId, now, async (tx) => {
    requireLeader(await groupAndMembership(tx, groupId, userId, { lock: true }));
    if (memberId === userId) throw badRequest(studyGroupMessages.cannotRemoveSelf);
    if (!(await findMembership(tx, groupId, memberId))) throw notFound(studyGroupMessages.memberNotFound);
    await deleteMembership(tx, groupId, memberId);
  });
}

/** The LEADER replaces the invite code; the old one stops working at once. */
export async function rotateStudyGroupInviteCode(db: Database, userId: string, groupId: number, now: Date) {
  return withLearner(db, userId, now, async (tx) => {
    requireLeader(await groupAndMembership(tx, groupId, userId, { lock: true }));
    const inviteCode = await withFreshInviteCode(async (code) =>
      (await replaceInviteCode(tx, groupId, code)) ? code : undefined,
    );
    return { inviteCode };
  });
}
