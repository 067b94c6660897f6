import { z } from './zod.ts';
import { STUDY_GROUPS_CREATED_PER_HOUR_MAX } from './constants.ts';
import {
  addDays,
  dayOfWeek,
  FIRST_SUPPORTED_YEAR,
  isSupportedSpan,
  LAST_SUPPORTED_YEAR,
} from './calendar-date.ts';
import { isoDate } from './iso-date.ts';
import { idFormatMessage } from './zod-messages.ts';

/**
 * The members a study room holds. Every learner may join a room without a code; rooms fill in order, so no
 * group's live presence fans out to everyone.
 */
export const STUDY_ROOM_CAPACITY = 100;
/** A room's name is its number (the `study_rooms` migration writes the same words). */
export const studyRoomName = (roomNumber: number) => `몰입 스터디룸 ${roomNumber}`;
/** How long the web keeps a group answer before asking again (a join refreshes at once). */
export const STUDY_GROUP_CACHE_MS = 300_000;
/** A member is active with focus time or a completed to-do within this many days. */
export const ACTIVE_MEMBER_DAYS = 7;
export const GROUP_NAME_MAX_LENGTH = 30;
/** Invite codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const INVITE_CODE_LENGTH = 8;
export const INVITE_CODE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;

/** A code as typed or pasted ("y7zg-2g3j ", " Y7ZG2G3J"): capitals, without spaces or dashes. */
export const normalizeInviteCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();

export const groupRoles = ['LEADER', 'MEMBER'] as const;
export const groupRole = z.enum(groupRoles);
export type GroupRole = z.infer<typeof groupRole>;

export const activityPeriods = ['WEEK', 'MONTH'] as const;
export const activityPeriod = z.enum(activityPeriods);
export type ActivityPeriod = z.infer<typeof activityPeriod>;

export const studyGroupMessages = {
  notMember: '이 스터디 그룹의 멤버가 아니에요.',
  notFound: '삭제되었거나 없는 스터디 그룹이에요.',
  leaderOnly: '그룹장만 할 수 있어요.',
  nameRequired: '그룹 이름을 입력해 주세요.',
  nameTooLong: `그룹 이름은 ${GROUP_NAME_MAX_LENGTH}자 이하로 입력해 주세요.`,
  inviteCodeInvalid: '초대 코드는 영문과 숫자 8자리예요. 헷갈리기 쉬운 0, O, 1, I, L은 들어 있지 않아요.',
  inviteCodeUnknown: '이 초대 코드로 들어갈 수 있는 그룹이 없어요. 코드를 다시 확인해 주세요.',
  notMyRoom: '지금 들어가 있는 스터디룸이 아니에요. 화면을 새로 고쳐 주세요.',
  cannotRemoveSelf: '자신을 내보낼 수는 없어요. 그룹 나가기를 이용해 주세요.',
  memberNotFound: '그룹에 그 멤버가 없어요.',
  periodOutOfRange: `${FIRST_SUPPORTED_YEAR}년부터 ${LAST_SUPPORTED_YEAR}년 안에 모두 들어가는 주와 달만 볼 수 있어요. 다른 날짜를 골라 주세요.`,
  quotaExceeded: (minutesToWait: number) =>
    `스터디 그룹은 한 시간에 ${STUDY_GROUPS_CREATED_PER_HOUR_MAX}개까지 만들 수 있어요. ${minutesToWait}분 뒤에 다시 시도해 주세요.`,
} as const;

export const groupIdParams = z.object({
  id: z.coerce
    .number({ error: '그룹 ID는 숫자여야 해요.' })
    .check(z.int(), z.positive('그룹 ID는 숫자여야 해요.')),
});

const groupName = z
  .string({ error: studyGroupMessages.nameRequired })
  .check(
    z.trim(),
    z.minLength(1, studyGroupMessages.nameRequired),
    z.maxLength(GROUP_NAME_MAX_LENGTH, studyGroupMessages.nameTooLong),
  );

export const createGroupBody = z.strictObject({ name: groupName });
export const renameGroupBody = z.strictObject({ name: groupName });
export const joinByCodeBody = z.strictObject({
  inviteCode: z
    .string({ error: studyGroupMessages.inviteCodeInvalid })
    .check(z.trim(), z.toUpperCase(), z.regex(INVITE_CODE_PATTERN, studyGroupMessages.inviteCodeInvalid)),
});

/** `GET /api/group`: the reader's groups. */
export const groupSummary = z.object({
  id: z.int(),
  name: z.string(),
  memberCount: z.int(),
  myRole: groupRole,
  /** A study room: open to every learner (filled in order), one per learner, no leader. */
  isRoom: z.boolean(),
});
export const groupList = z.object({ groups: z.array(groupSummary) });

export const groupMember = z.object({
  id: z.string(),
  username: z.nullable(z.string()),
  /** Masked for everyone but the reader: `ji***@example.com`. */
  email: z.string(),
  role: groupRole,
  joinedAt: z.string(),
});

/** `GET /api/group/{id}`; the invite code only for a LEADER. */
export const groupDetail = z.object({
  id: z.int(),
  name: z.string(),
  memberCount: z.int(),
  myRole: groupRole,
  isRoom: z.boolean(),
  inviteCode: z.nullable(z.string()),
  members: z.array(groupMember),
});
export type GroupDetail = z.infer<typeof groupDetail>;

/** `POST /api/group/{id}/invite-code`: the LEADER's new code (the old one stops working). */
export const inviteCodeAnswer = z.object({ inviteCode: z.string() });

export const memberParams = z.extend(groupIdParams, {
  userId: z.uuid(idFormatMessage('사용자')),
});

export const activityQuery = z
  .object({
    period: z._default(activityPeriod, 'WEEK'),
    /** Any day inside the period; today in the reader's zone when absent. */
    date: z.optional(isoDate),
  })
  .check(
    // The week of 2199-12-31 ends in 2200: a period is refused unless all of its days are supported.
    z.refine(
      ({ period, date }) => {
        if (date === undefined) return true;
        const { startDate, endDate } = activityPeriodRange(period, date);
        return isSupportedSpan(startDate, endDate);
      },
      {
        message: studyGroupMessages.periodOutOfRange,
        path: ['date'],
        when: ({ issues }) => issues.length === 0,
      },
    ),
  );

export const dailyActivity = z.object({
  date: isoDate,
  completedDailyTodoUnitsCount: z.int(),
  /** Credited focus seconds of the day, a running log counted up to the ranking's read; minutes are their floor. */
  totalStudySeconds: z.int(),
  totalStudyMinutes: z.int(),
  /** Completed ÷ planned to-dos of that day, 0–1. */
  completionRate: z.number(),
});

export const memberActivity = z.object({
  rank: z.int(),
  userInfo: z.object({
    id: z.string(),
    email: z.string(),
    role: groupRole,
    username: z.nullable(z.string()),
  }),
  /** The period's credited focus seconds (the ranking's first key); minutes are their floor. */
  totalStudySeconds: z.int(),
  totalStudyMinutes: z.int(),
  completedDailyTodoUnitsCount: z.int(),
  /** The to-dos planned on the period's days up to today, and how many of them are completed: the rate's own counts. */
  plannedTodosSoFar: z.int(),
  completedTodosSoFar: z.int(),
  /** Completed ÷ planned to-dos over the period's days up to today, 0–1 (0 when nothing was planned). */
  completionRate: z.number(),
  dailyActivities: z.array(dailyActivity),
});
export type MemberActivity = z.infer<typeof memberActivity>;

/** `GET /api/group/{id}/activity`: the ranking of members who consented, one entry per day of the period. */
export const groupActivity = z.object({
  groupInfo: z.object({ id: z.int(), name: z.string(), memberCount: z.int() }),
  periodInfo: z.object({ period: activityPeriod, startDate: isoDate, endDate: isoDate }),
  memberActivities: z.array(memberActivity),
  totalActiveMembersCount: z.int(),
  groupAverageCompletionRate: z.number(),
  /** Members left out because they have not agreed to STATISTICS_AND_RANKING. */
  excludedMembersCount: z.int(),
  /** Whether the reader agreed to be ranked (else they are among the excluded). */
  myRankingConsent: z.boolean(),
});
export type GroupActivity = z.infer<typeof groupActivity>;

export const presenceStatuses = ['FOCUSING', 'IDLE'] as const;
export const presenceStatus = z.enum(presenceStatuses);

/**
 * One member's desk light; `focusingSince` and the title of the plan being studied only while focusing and
 * only for members who agreed to be ranked.
 */
// Absent from an older server still running beside a newer one during a deploy: read as "no planned end".
const focusingUntil = z._default(z.nullable(z.string()), null);

export const memberPresence = z.object({
  id: z.string(),
  username: z.nullable(z.string()),
  status: presenceStatus,
  focusingSince: z.nullable(z.string()),
  /** When the open log's credit stops (its block's or session's planned end): past it the member is idle. */
  focusingUntil: focusingUntil,
  planTitle: z.nullable(z.string()),
  /** Credited focus seconds of the member's study day, a running log counted up to the read. */
  todayStudySeconds: z.int(),
  todayStudyMinutes: z.int(),
});
export type MemberPresence = z.infer<typeof memberPresence>;
export const groupPresence = z.object({ members: z.array(memberPresence) });

/** The presence stream sends a comment this often, so proxies keep an idle stream open. */
export const PRESENCE_HEARTBEAT_MS = 25_000;
/** The `retry:` the presence stream asks a client to wait before reconnecting. */
export const PRESENCE_RETRY_MS = 5_000;
/** Presence streams one learner may hold open (tabs, devices); one more ends their oldest. */
export const PRESENCE_STREAMS_PER_LEARNER = 5;
/** The last event of a stream that a newer one of the same learner replaced: its client stops, not retries. */
export const PRESENCE_REPLACED_EVENT = 'replaced';

/** One member's light as the presence stream sends it. */
export const presenceEvent = z.object({
  userId: z.string(),
  status: presenceStatus,
  focusingSince: z.nullable(z.string()),
  focusingUntil: focusingUntil,
  planTitle: z.nullable(z.string()),
});
export type PresenceEvent = z.infer<typeof presenceEvent>;

/**
 * A stream sends the changes of this long as one event: its events stay at one a second however many members
 * change, and no change waits longer than this.
 */
export const PRESENCE_COALESCE_MS = 1_000;
/** The SSE event name of `presenceBatch`: the snapshot first, then at most one a `PRESENCE_COALESCE_MS`. */
export const PRESENCE_BATCH_EVENT = 'presences';
/** The data of an SSE `event: presences`: the latest light of each member that changed. */
export const presenceBatch = z.object({ members: z.array(presenceEvent) });
export type PresenceBatch = z.infer<typeof presenceBatch>;

/** `ji***@example.com`: the first two letters of the local part, then the domain. */
export function maskEmail(email: string | null): string {
  if (email === null) return '';
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** The days of the period containing `date`: Monday–Sunday for a week, the calendar month for a month. */
export function activityPeriodRange(
  period: ActivityPeriod,
  date: string,
): { startDate: string; endDate: string } {
  if (period === 'WEEK') {
    const startDate = addDays(date, -((dayOfWeek(date) + 6) % 7));
    return { startDate, endDate: addDays(startDate, 6) };
  }
  const startDate = `${date.slice(0, 8)}01`;
  // The 28th plus four days is always in the next month; its day-of-month says how far past the end it is.
  const nextMonthDay = addDays(`${date.slice(0, 8)}28`, 4);
  return { startDate, endDate: addDays(nextMonthDay, -Number(nextMonthDay.slice(8))) };
}
