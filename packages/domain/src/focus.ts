import { z } from './zod.ts';
import { clockTime, isClockTime } from './clock-time.ts';
import { FOCUS_SESSIONS_STARTED_PER_HOUR_MAX, SESSION_DEFAULT_FOCUS_MINUTES } from './constants.ts';
import { expectedDurationMinutes } from './clock-time.ts';
import { todoStatus } from './todo-status.ts';
import { idFormatMessage } from './zod-messages.ts';
import { formatStudyMinutes } from './study-time.ts';
import { focusLogEndReason } from './focus-window.ts';

export const DEFAULT_SESSION_TYPE = '집중 학습';

/** What a free focus log (one on no to-do, docs/product-rules.md#focus-time) is called wherever it is listed. */
export const FREE_FOCUS_TITLE = '자유 집중';

/** Korean messages of the focus rules (docs/product-rules.md#focus-time), shared by web and server. */
export const focusMessages = {
  focusTimePositive: '집중 시간은 0분보다 길어야 해요.',
  timesRequired: '시작 시간과 종료 시간을 입력해 주세요.',
  focusExceedsTotal: '집중 시간은 전체 시간보다 길 수 없어요.',
  sessionZeroLength: '시작 시간과 종료 시간이 같을 수 없어요.',
  totalTimeMismatch: (totalMinutes: number) =>
    `전체 시간은 시작 시간부터 종료 시간까지인 ${formatStudyMinutes(totalMinutes)}이어야 해요.`,
  sessionActive: '이미 진행 중인 세션이 있어요. 현재 세션을 종료한 뒤 다시 시도해 주세요.',
  sessionNotFound: '요청한 세션을 찾을 수 없어요. 삭제되었거나 없는 세션이에요.',
  noActiveSession: '진행 중인 집중 세션이 없어요. 먼저 세션을 시작해 주세요.',
  blockActive: '이미 진행 중인 집중 블록이 있어요. 현재 블록을 종료한 뒤 다시 시도해 주세요.',
  blockNotFound: '집중 블록을 찾을 수 없어요.',
  noActiveBlock: '진행 중인 집중 블록이 없어요.',
  logOpen: '이미 다른 할 일에 집중하고 있어요.',
  blockNeedsTodos: '집중할 할 일을 하나 이상 선택해 주세요.',
  blockStartsBeforeSession: '블록 시작 시간은 세션 시작 시간 이후여야 해요.',
  todoNotInBlock: '이 할 일은 현재 집중 블록에 포함되어 있지 않아요.',
  todoNotOpen: '이미 완료했거나 미룬 할 일은 집중 블록에 넣을 수 없어요.',
  blockCreateFailed: '집중 블록 생성 중 오류가 발생했어요.',
  sessionQuotaExceeded: (minutesToWait: number) =>
    `집중 세션은 한 시간에 ${FOCUS_SESSIONS_STARTED_PER_HOUR_MAX}번까지 시작할 수 있어요. ${minutesToWait}분 뒤에 다시 시도해 주세요.`,
} as const;

/** The message when a block would outlast its session, with the session's end and the longest block. */
export function blockPastSessionMessage(sessionEndClock: string, maxMinutes: number): string {
  return `세션이 ${sessionEndClock}에 끝날 예정이라 집중 시간은 최대 ${Math.max(0, maxMinutes)}분까지 설정할 수 있어요.`;
}

export const blockOutsideSessionMessage = (sessionStartClock: string, sessionEndClock: string) =>
  `블록 시작 시간은 세션 시간(${sessionStartClock}~${sessionEndClock}) 안이어야 해요.`;

export type BlockFit = {
  /** The longest block from this start: the session's end minus the block's start; null outside it. */
  maxMinutes: number | null;
  error: { field: 'startTime' | 'focusMinutes'; message: string } | null;
};

/**
 * A block starts inside its session and ends by the session's end (docs/product-rules.md#focus-time).
 * Minutes are counted from the session's start; clocks are the session's `HH:mm`, for the messages.
 */
export function checkBlockFitsSession(block: {
  minutesIntoSession: number;
  focusMinutes: number;
  sessionMinutes: number;
  sessionStartClock: string;
  sessionEndClock: string;
}): BlockFit {
  if (block.minutesIntoSession < 0 || block.minutesIntoSession >= block.sessionMinutes) {
    const message = blockOutsideSessionMessage(block.sessionStartClock, block.sessionEndClock);
    return { maxMinutes: null, error: { field: 'startTime', message } };
  }
  const maxMinutes = block.sessionMinutes - block.minutesIntoSession;
  if (!Number.isInteger(block.focusMinutes) || block.focusMinutes <= 0) {
    return { maxMinutes, error: { field: 'focusMinutes', message: focusMessages.focusTimePositive } };
  }
  if (block.focusMinutes > maxMinutes) {
    const message = blockPastSessionMessage(block.sessionEndClock, maxMinutes);
    return { maxMinutes, error: { field: 'focusMinutes', message } };
  }
  return { maxMinutes, error: null };
}

/**
 * A new block's length when the learner has not typed one: their usual length, shortened to the minutes its
 * session (or study day) has left, never below 0 — so a block offered by default always fits.
 */
export const fittingBlockMinutes = (preferredMinutes: number, minutesLeft: number): number =>
  Math.max(0, Math.min(preferredMinutes, minutesLeft));

const minutes = (message: string) =>
  z.int({ error: message }).check(z.positive(message), z.maximum(1440, '하루(1440분)를 넘을 수 없어요.'));

export const createFocusSessionBody = z
  .object({
    startTime: clockTime,
    endTime: clockTime,
    focusTime: z._default(minutes(focusMessages.focusTimePositive), SESSION_DEFAULT_FOCUS_MINUTES),
    /** Optional, and when sent it must be what the start and end make: a disagreeing one is refused. */
    totalTime: z.optional(z.int()),
    sessionType: z._default(
      z.string().check(z.trim(), z.minLength(1), z.maxLength(50, '세션 유형은 50자 이하여야 해요.')),
      DEFAULT_SESSION_TYPE,
    ),
  })
  .check(
    z.superRefine((body, ctx) => {
      // Zod still runs this refinement when a field already failed; only compare valid times.
      if (!isClockTime(body.startTime) || !isClockTime(body.endTime) || typeof body.focusTime !== 'number')
        return;
      const total = expectedDurationMinutes(body.startTime, body.endTime);
      if (total === 0)
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: focusMessages.sessionZeroLength });
      else if (body.focusTime > total) {
        ctx.addIssue({ code: 'custom', path: ['focusTime'], message: focusMessages.focusExceedsTotal });
      }
      if (total > 0 && body.totalTime !== undefined && body.totalTime !== total) {
        const message = focusMessages.totalTimeMismatch(total);
        ctx.addIssue({ code: 'custom', path: ['totalTime'], message });
      }
    }),
  );
export type CreateFocusSessionBody = z.input<typeof createFocusSessionBody>;

export const updateFocusSessionBody = z.partial(
  z.strictObject({
    sessionType: z
      .string()
      .check(z.trim(), z.minLength(1), z.maxLength(50, '세션 유형은 50자 이하여야 해요.')),
    focusTime: minutes(focusMessages.focusTimePositive),
  }),
);
export type UpdateFocusSessionBody = z.input<typeof updateFocusSessionBody>;

export const focusLogStatus = z.enum(['IN_PROGRESS', 'PAUSED', 'COMPLETED']);

export const focusLog = z.object({
  id: z.string(),
  blockId: z.string(),
  userId: z.string(),
  /** null for a free focus log, which belongs to no to-do. */
  dailyTodoUnitId: z.nullable(z.string()),
  dailyTodoUnitTitle: z.string(),
  startTime: z.string(),
  /** null while the learner is focusing on it. */
  endTime: z.nullable(z.string()),
  actualFocusSeconds: z.int(),
  actualFocusMinutes: z.int(),
  status: focusLogStatus,
  /** Why it ended (`focusLogEndReasonOf`); null while the learner is focusing on it, absent from older servers. */
  endReason: z.optional(z.nullable(focusLogEndReason)),
});
export type FocusLog = z.infer<typeof focusLog>;

export const blockTodo = z.object({
  id: z.string(),
  shortTitle: z.string(),
  title: z.string(),
  status: todoStatus,
  contentUnitId: z.string(),
  studyPlanId: z.string(),
  totalStudySeconds: z.int(),
  totalStudyMinutes: z.int(),
});
export type BlockTodo = z.infer<typeof blockTodo>;

/** A focus block as the server answers it, with seconds next to minutes so clients never count ticks. */
export const focusBlock = z.object({
  id: z.string(),
  sessionId: z.string(),
  ownerUserId: z.string(),
  startTime: z.string(),
  /**
   * When the block stops counting: start plus the planned minutes, never past its session's planned end
   * (`plannedCreditEndMs`).
   */
  endTime: z.string(),
  endedAt: z.nullable(z.string()),
  isActive: z.boolean(),
  plannedDurationMinutes: z.int(),
  actualFocusSeconds: z.int(),
  actualFocusMinutes: z.int(),
  plannedDailyTodoUnitCount: z.int(),
  completedDailyTodoUnitCount: z.int(),
  plannedDailyTodoUnits: z.array(
    z.object({ studyPlanId: z.string(), studyPlanTitle: z.string(), dailyTodoUnits: z.array(blockTodo) }),
  ),
  focusLogs: z.array(focusLog),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The server's clock when it answered, so a client can correct its own. */
  serverTime: z.string(),
});
export type FocusBlock = z.infer<typeof focusBlock>;

export const focusBlockSummary = z.omit(focusBlock, { plannedDailyTodoUnits: true, focusLogs: true });
export type FocusBlockSummary = z.infer<typeof focusBlockSummary>;

export const focusSession = z.object({
  id: z.string(),
  sessionType: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startClock: z.string(),
  endClock: z.string(),
  endedAt: z.nullable(z.string()),
  isActive: z.boolean(),
  plannedDurationMinutes: z.int(),
  focusTargetMinutes: z.int(),
  actualFocusSeconds: z.int(),
  actualFocusMinutes: z.int(),
  totalContentUnits: z.int(),
  completedContentUnits: z.int(),
  focusBlocks: z.array(focusBlockSummary),
  createdAt: z.string(),
  serverTime: z.string(),
});
export type FocusSession = z.infer<typeof focusSession>;

export const focusSessionListQuery = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), 0),
  status: z.optional(z.enum(['ACTIVE', 'COMPLETED'])),
});
export const focusSessionList = z.object({
  focusSessions: z.array(focusSession),
  pagination: z.object({
    total: z.int(),
    limit: z.int(),
    offset: z.int(),
    hasMore: z.boolean(),
  }),
});

export const activeStatus = z.object({ hasActive: z.boolean(), id: z.nullable(z.string()) });
export type ActiveStatus = z.infer<typeof activeStatus>;

export const sessionDetailQuery = z.object({ current: z.enum(['true']) });

export const endSessionResponse = z.object({
  success: z.boolean(),
  ended: z.boolean(),
  session: z.nullable(focusSession),
});

export const createFocusBlockBody = z.object({
  intendedDailyTodoUnitIds: z
    .array(z.uuid(idFormatMessage('할 일')), { error: focusMessages.blockNeedsTodos })
    .check(z.minLength(1, focusMessages.blockNeedsTodos), z.maxLength(100)),
  plannedDurationMinutes: minutes(focusMessages.focusTimePositive),
  startTime: clockTime,
});
export type CreateFocusBlockBody = z.input<typeof createFocusBlockBody>;
export const createFocusBlockResponse = z.object({ id: z.string(), success: z.literal(true) });

export const focusBlockListQuery = z.object({
  sessionId: z.optional(z.uuid()),
  inProgress: z.optional(z.enum(['true', 'false'])),
});
export const endFocusBlockBody = z.object({ focusBlockId: z.uuid(idFormatMessage('집중 블록')) });

export const focusLogBody = z.object({ dailyTodoUnitId: z.uuid(idFormatMessage('할 일')) });
export const completeFocusLogBody = z.extend(focusLogBody, { completed: z.literal(true) });

/** What every focus-log call answers: `success` and the to-do, the credited seconds and the block. */
export const focusLogResult = z.object({
  success: z.literal(true),
  data: z.object({
    dailyTodoUnitId: z.string(),
    status: todoStatus,
    totalStudySeconds: z.int(),
    totalStudyMinutes: z.int(),
    /** Seconds credited by this call (0 when it changed nothing). */
    creditedSeconds: z.int(),
    activeLog: z.nullable(focusLog),
    block: focusBlock,
  }),
});
export type FocusLogResult = z.infer<typeof focusLogResult>;
