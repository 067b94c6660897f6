import {
  DEFAULT_STUDY_GROUP_ID,
  groupActivity,
  maskEmail,
  memberActivity,
  type GroupActivity,
  type GroupDetail,
  type MemberActivity,
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

/** The part of a group's activity every member reads alike (e-mails masked). */
export type SharedActivity = Omit<GroupActivity, 'groupInfo' | 'myRankingConsent'>;

/** A shared ranking's wire form, checked against the contract once when the ranking is computed. */
export type SharedActivityJson = { periodInfo: string; entries: string[]; tail: string };

const activityTotals = groupActivity.pick({
  totalActiveMembersCount: true,
  groupAverageCompletionRate: true,
  excludedMembersCount: true,
});

export function sharedActivityJson(shared: SharedActivity): SharedActivityJson {
  const totals = JSON.stringify(activityTotals.encode(shared));
  return {
    periodInfo: JSON.stringify(groupActivity.shape.periodInfo.encode(shared.periodInfo)),
    entries: shared.memberActivities.map((entry) => JSON.stringify(memberActivity.encode(entry))),
    tail: totals.slice(1, -1),
  };
}

/**
 * A reader's activity as the response serialiser would write it, with the shared entries' JSON reused: only
 * the group's header, the reader's own entry and their consent are encoded per read.
 */
export function readerActivityJson(
  json: SharedActivityJson,
  view: {
    groupInfo: GroupActivity['groupInfo'];
    own: { position: number; entry: MemberActivity } | undefined;
    myRankingConsent: boolean;
  },
): string {
  const entries = view.own
    ? json.entries.with(view.own.position, JSON.stringify(memberActivity.encode(view.own.entry)))
    : json.entries;
  const groupInfo = JSON.stringify(groupActivity.shape.groupInfo.encode(view.groupInfo));
  return (
    `{"groupInfo":${groupInfo},"periodInfo":${json.periodInfo},"memberActivities":[${entries.join(',')}],` +
    `${json.tail},"myRankingConsent":${JSON.stringify(view.myRankingConsent)}}`
  );
}
