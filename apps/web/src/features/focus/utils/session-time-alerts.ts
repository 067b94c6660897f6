/** The session's and block's time alerts (docs/product-rules.md#focus-time), in the order they happen. */
export type SessionAlertStage = 'fiveMinutesLeft' | 'oneMinuteLeft' | 'exceeded';

const stageOrder: readonly SessionAlertStage[] = ['fiveMinutesLeft', 'oneMinuteLeft', 'exceeded'];

/** Seconds left at which each stage begins. */
export const stageStartsAt = {
  fiveMinutesLeft: 5 * 60,
  oneMinuteLeft: 60,
  exceeded: 0,
} as const satisfies Record<SessionAlertStage, number>;

export type TimeAlertMessages = Record<SessionAlertStage, string>;

export const sessionAlertMessages = {
  fiveMinutesLeft: '세션 종료까지 5분 남았어요.',
  oneMinuteLeft: '세션 종료까지 1분 남았어요.',
  exceeded: '계획한 세션 시간이 지났어요.',
} as const satisfies TimeAlertMessages;

export const blockAlertMessages = {
  fiveMinutesLeft: '집중 블록이 5분 남았어요.',
  oneMinuteLeft: '집중 블록이 1분 남았어요.',
  exceeded: '계획한 블록 시간이 끝났어요. 여기까지의 집중을 기록했어요.',
} as const satisfies TimeAlertMessages;

/** The stage a session is in with `remainingSeconds` left; null while more than 5 minutes remain. */
export function sessionAlertStage(remainingSeconds: number): SessionAlertStage | null {
  if (remainingSeconds <= stageStartsAt.exceeded) return 'exceeded';
  if (remainingSeconds <= stageStartsAt.oneMinuteLeft) return 'oneMinuteLeft';
  if (remainingSeconds <= stageStartsAt.fiveMinutesLeft) return 'fiveMinutesLeft';
  return null;
}

/** Whether `next` is a later stage than `last` (each alert fires once, and never backwards). */
export function isLaterStage(next: SessionAlertStage, last: SessionAlertStage | null): boolean {
  return last === null || stageOrder.indexOf(next) > stageOrder.indexOf(last);
}

/** Milliseconds from now until the next stage after `last` begins, or null when none is left. */
export function msUntilNextStage(remainingMs: number, last: SessionAlertStage | null): number | null {
  const next = stageOrder.find((stage) => isLaterStage(stage, last));
  if (!next) return null;
  return Math.max(0, remainingMs - stageStartsAt[next] * 1000);
}
