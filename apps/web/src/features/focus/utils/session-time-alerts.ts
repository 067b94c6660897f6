/** The session's time alerts (docs/product-rules.md#focus-time), in the order they happen. */
export type SessionAlertStage = 'fiveMinutesLeft' | 'oneMinuteLeft' | 'exceeded';

const stageOrder: readonly SessionAlertStage[] = ['fiveMinutesLeft', 'oneMinuteLeft', 'exceeded'];

export const sessionAlertMessages = {
  fiveMinutesLeft: '세션 종료까지 5분 남았어요.',
  oneMinuteLeft: '세션 종료까지 1분 남았어요.',
  exceeded: '계획한 세션 시간이 지났어요.',
} as const satisfies Record<SessionAlertStage, string>;

/** The stage a session is in with `remainingSeconds` left; null while more than 5 minutes remain. */
export function sessionAlertStage(remainingSeconds: number): SessionAlertStage | null {
  if (remainingSeconds <= 0) return 'exceeded';
  if (remainingSeconds <= 60) return 'oneMinuteLeft';
  if (remainingSeconds <= 5 * 60) return 'fiveMinutesLeft';
  return null;
}

/** Whether `next` is a later stage than `last` (each alert fires once, and never backwards). */
export function isLaterStage(next: SessionAlertStage, last: SessionAlertStage | null): boolean {
  return last === null || stageOrder.indexOf(next) > stageOrder.indexOf(last);
}
