import { studyGroupMessages } from '@molip/domain/study-group';
import type { Database } from '../db/client.ts';
import { AppError, notFound } from '../lib/app-error.ts';
import {
  findGroup,
  findGroupWithReader,
  findMembership,
  lockGroup,
  type GroupRow,
  type MembershipRow,
} from '../repositories/study-groups.ts';

export const groupNotFound = () => notFound(studyGroupMessages.notFound);
const notMember = () => new AppError(403, 'NOT_GROUP_MEMBER', studyGroupMessages.notMember);
const leaderOnly = () => new AppError(403, 'GROUP_LEADER_ONLY', studyGroupMessages.leaderOnly);

type Access = { group: GroupRow; membership: MembershipRow };

/**
 * Only members read or change a group: 404 for a group that does not exist, 403 for one the learner is
 * not in. With `lock` the group's row is locked first, so membership changes of one group queue.
 */
export async function requireMembership(
  db: Database,
  groupId: number,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<Access> {
  const group = options.lock ? await lockGroup(db, groupId) : await findGroup(db, groupId);
  if (!group) throw groupNotFound();
  const membership = await findMembership(db, groupId, userId);
  if (!membership) throw notMember();
  return { group, membership };
}

/** The same rule as `requireMembership`, read at once with the reader's e-mail and ranking consent at `now`. */
export async function requireReader(db: Database, groupId: number, userId: string, now: Date) {
  const row = await findGroupWithReader(db, groupId, userId, now);
  if (!row) throw groupNotFound();
  if (row.role === null || row.email === null) throw notMember();
  return {
    group: { id: row.id, name: row.name },
    reader: { userId, email: row.email, rankingConsent: row.rankingConsent },
  };
}

/** Renaming, removing members and rotating the code are the LEADER's (403 for anyone else). */
export async function requireLeader(tx: Database, groupId: number, userId: string): Promise<Access> {
  const access = await requireMembership(tx, groupId, userId, { lock: true });
  if (access.membership.role !== 'LEADER') throw leaderOnly();
  return access;
}
