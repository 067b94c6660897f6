import {
  DEFAULT_STUDY_GROUP_ID,
  maskEmail,
  type GroupDetail,
  type GroupRole,
  type PresenceEvent,
} from '@molip/domain/study-group';
import type { GroupMemberRow, GroupRow } from './repository.ts';

/** Other members' e-mails are masked; the reader sees their own in full. */
export const visibleEmail = (email: string, memberId: string, readerId: string) =>
  memberId === readerId ? email : maskEmail(email);

export const isDefaultGroup = (groupId: number) => groupId === DEFAULT_STUDY_GROUP_ID;

/** A group as its member sees it; only a LEADER sees the invite code. */
export function presentGroupDetail(
  group: GroupRow,
  members: readonly GroupMemberRow[],
  reader: { userId: string; role: GroupRole },
): GroupDetail {
  return {
    id: group.id,
    name: group.name,
    memberCount: members.length,
    myRole: reader.role,
    isDefault: isDefaultGroup(group.id),
    inviteCode: reader.role === 'LEADER' ? group.inviteCode : null,
    members: members.map((member) => ({
      id: member.id,
      username: member.username,
      email: visibleEmail(member.email, member.id, reader.userId),
      role: member.role,
      joinedAt: member.joinedAt.toISOString(),
    })),
  };
}

/** A desk light: since when and on which plan only for members who agreed to be ranked. */
export function presentPresence(
  userId: string,
  row: { focusingSince: Date | null; planTitle: string | null; rankingConsent: boolean },
): PresenceEvent {
  const shown = row.focusingSince !== null && row.rankingConsent;
  return {
    userId,
    status: row.focusingSince ? 'FOCUSING' : 'IDLE',
    focusingSince: shown && row.focusingSince ? row.focusingSince.toISOString() : null,
    planTitle: shown ? row.planTitle : null,
  };
}
