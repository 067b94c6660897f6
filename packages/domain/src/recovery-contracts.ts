import { z } from './zod.ts';
import { studyPlan } from './study-plan.ts';

/** The recovery offer's API contracts, apart from the scheduler so the dashboard's bundle need not carry it. */

export const recoveryChoice = z.enum(['SPREAD', 'EXTEND']);
export type RecoveryChoice = z.infer<typeof recoveryChoice>;

/** How long after a recovery its undo token is honoured. */
export const RECOVERY_UNDO_WINDOW_MS = 10 * 60 * 1000;

export const recoveryOptionSummary = z.object({
  choice: recoveryChoice,
  endDate: z.string(),
  /** Calendar days the end date moves; 0 keeps it. */
  extendedDays: z.int(),
  /** Buffer days that become study days. */
  bufferDaysUsed: z.int(),
  /** Buffer days still ahead after this choice. */
  bufferDaysLeft: z.int(),
  movedTodos: z.int(),
});
export type RecoveryOptionSummary = z.infer<typeof recoveryOptionSummary>;

export const recoveryPreview = z.object({
  planId: z.string(),
  planTitle: z.string(),
  endDate: z.string(),
  /** Past days that still have open to-dos, new units or reviews. */
  overdueDays: z.int(),
  /** Open new units from past days. */
  overdueTodos: z.int(),
  /** Open reviews from past days: they spread over the coming days whichever the choice. */
  overdueReviews: z.int(),
  spread: recoveryOptionSummary,
  extend: recoveryOptionSummary,
});
export type RecoveryPreview = z.infer<typeof recoveryPreview>;

/** The preview, or null when nothing is overdue: the last overdue to-do may be done while the card asks. */
export const recoveryPreviewAnswer = z.nullable(recoveryPreview);

export const recoveryBody = z.object({ choice: recoveryChoice });

export const recoveryResult = z.object({
  plan: studyPlan,
  /** Null when nothing was overdue and nothing changed; else sent back to `.../recovery/undo`. */
  undoToken: z.nullable(z.string()),
  /** When the server stops honouring the undo token (RECOVERY_UNDO_WINDOW_MS after the recovery). */
  undoExpiresAt: z.nullable(z.string()),
  /** The server's clock at the answer, so the time left is counted on the server's time. */
  serverTime: z.string(),
});
export type RecoveryResult = z.infer<typeof recoveryResult>;

export const recoveryUndoBody = z.object({
  undoToken: z.string().check(z.minLength(1), z.maxLength(20_000)),
});

/** Whether an undo token still applies and until when, on the server's clock. */
export const recoveryUndoWindow = z.object({
  /** Null once the undo would be refused: past its ten minutes, or the plan changed since. */
  undoExpiresAt: z.nullable(z.string()),
  serverTime: z.string(),
});
export type RecoveryUndoWindow = z.infer<typeof recoveryUndoWindow>;

export const recoveryMessages = {
  notActive: '진행 중인 계획만 따라잡을 수 있어요.',
  undoInvalid: '되돌리기 정보가 올바르지 않아요.',
  undoExpired: '되돌릴 수 있는 시간이 지났어요. 계획 화면에서 일정을 다시 짤 수 있어요.',
  undoStale: '그 뒤에 계획이 바뀌어서 되돌릴 수 없어요.',
} as const;
