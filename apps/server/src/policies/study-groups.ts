import { studyGroupMessages } from '@molip/domain/study-group';
import { AppError, notFound } from '../lib/app-error.ts';
import type { GroupRow, GroupWithReaderRow, MembershipRow } from '../repositories/study-groups.ts';

export const groupNotFound = () => notFound(studyGroupMessages.notFound);
const notMember = () => new AppError(403, 'NOT_GROUP_MEMBER', studyGroupMessages.notMember);
const leaderOnly = () => new AppError(403, 'GROUP_LEADER_ONLY', studyGroupMessages.leaderOnly);

type Access = { group: GroupRow; membership: MembershipRow };

/**
 * Only members read or change a group: 404 for a group that does not exist, 403 for one the learner is
 * not in.
 */
export function requireMembership(rows: {
  group: GroupRow | undefined;
  membership: MembershipRow | undefined;
}): Access {
  const { group, membership } = rows;
  if (!group) throw groupNotFound();
  if (!membership) throw notMember();
  return { group, membership };
}

/** The same rule as `requireMembership`, over the group read with the reader's e-mail and ranking consent. */
export function requireReader(row: GroupWithReaderRow | undefined, userId: string) {
  if (!row) throw groupNotFound();
  if (row.role === null || row.email === null) throw notMember();
  return {
    group: { id: row.id, name: row.name },
    reader: { userId, email: row.email, rankingConsent: row.rankingConsent },
  };
}

/** Renaming, removing members and rotating the code are the LEADER's (403 for anyone else). */
export function requireLeader(rows: {
  group: GroupRow | undefined;
  membership: MembershipRow | undefined;
}): Access {
  const access = requireMembership(rows);
  if (access.membership.role !== 'LEADER') throw leaderOnly();
  return access;
}
