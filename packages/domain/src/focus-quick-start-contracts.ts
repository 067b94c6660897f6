import { z } from './zod.ts';
import { BLOCK_DEFAULT_FOCUS_MINUTES } from './constants.ts';
import { focusLogResult } from './focus.ts';
import { idFormatMessage } from './zod-messages.ts';

/*
 * The quick start's requests and answers, apart from its time-zone arithmetic (focus-quick-start.ts, which
 * re-exports them): the dashboard's start buttons parse these answers, and the web app's first load need not
 * carry the time-zone library for them.
 */

/** Block lengths a learner picks from for a quick start; the last one chosen is used again. */
export const QUICK_START_BLOCK_MINUTES = [25, 40, 50, 60, 90] as const;

const blockMinutes = z._default(
  z
    .int({ error: '블록 길이는 분 단위 숫자여야 해요.' })
    .check(z.positive('블록 길이는 0분보다 길어야 해요.'), z.maximum(1440, '하루(1440분)를 넘을 수 없어요.')),
  BLOCK_DEFAULT_FOCUS_MINUTES,
);

export const quickStartFocusBody = z.object({
  dailyTodoUnitId: z.uuid(idFormatMessage('할 일')),
  blockMinutes,
});
export type QuickStartFocusBody = z.input<typeof quickStartFocusBody>;

/** What a quick start had to open first ('none': it switched or kept focusing). */
const opened = z.enum(['session', 'block', 'none']);

/** A focus-log answer plus what the quick start had to open first. */
export const quickStartFocusResult = z.extend(focusLogResult, { opened });
export type QuickStartFocusResult = z.infer<typeof quickStartFocusResult>;

/** A free focus (on no to-do) starts like a quick start, with only the block's length. */
export const freeFocusBody = z.strictObject({ blockMinutes });
export type FreeFocusBody = z.input<typeof freeFocusBody>;

/** What pausing a free focus answers: the seconds credited by the call, the open log and the block. */
export const freeFocusResult = z.object({
  success: z.literal(true),
  data: z.pick(focusLogResult.shape.data, { creditedSeconds: true, activeLog: true, block: true }),
});
export type FreeFocusResult = z.infer<typeof freeFocusResult>;

/** Starting one answers the same, plus what it had to open first. */
export const freeFocusStartResult = z.extend(freeFocusResult, { opened });
export type FreeFocusStartResult = z.infer<typeof freeFocusStartResult>;
