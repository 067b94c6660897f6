import { formatMonthDay } from '@molip/domain/korean-date';
import type { RecoveryChoice, RecoveryPreview } from '@molip/domain/recovery-contracts';

export type RecoveryOptionText = { choice: RecoveryChoice; label: string; detail: string };

/**
 * The recovery card's choices in plain words. When the buffer days are not needed, or none are left, both
 * choices lay the plan out alike and only one is offered.
 */
export function recoveryOptionTexts(preview: RecoveryPreview): RecoveryOptionText[] {
  const { spread, extend } = preview;
  const spreadEnd = formatMonthDay(spread.endDate);
  if (extend.extendedDays === 0) {
    return [{ choice: 'SPREAD', label: '남은 학습일에 나눠 담아요', detail: `종료일 그대로 ${spreadEnd}` }];
  }
  const extendText: RecoveryOptionText = {
    choice: 'EXTEND',
    label: `종료일을 ${formatMonthDay(extend.endDate)}로 ${extend.extendedDays}일 미뤄요`,
    detail: spread.bufferDaysUsed > 0 ? '여유일은 그대로 남겨요' : '남은 여유일이 없어요',
  };
  if (spread.bufferDaysUsed === 0) return [extendText];
  const spreadText: RecoveryOptionText =
    spread.extendedDays === 0
      ? {
          choice: 'SPREAD',
          label: `여유일 ${spread.bufferDaysUsed}일로 따라잡아요`,
          detail: `종료일 그대로 ${spreadEnd}`,
        }
      : {
          choice: 'SPREAD',
          label: `여유일 ${spread.bufferDaysUsed}일을 쓰고 종료일을 ${spread.extendedDays}일 미뤄요`,
          detail: `종료일 ${spreadEnd}`,
        };
  return [spreadText, extendText];
}

/** What the snackbar says once a recovery is applied. */
export function appliedRecoverySentence(endDate: string, previousEndDate: string): string {
  return endDate === previousEndDate
    ? '밀린 할 일을 남은 날에 나눠 담았어요. 종료일은 그대로예요.'
    : `밀린 할 일을 나눠 담고 종료일을 ${formatMonthDay(endDate)}로 미뤘어요.`;
}
