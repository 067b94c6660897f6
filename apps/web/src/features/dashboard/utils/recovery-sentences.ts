import { MS_PER_SECOND, SECONDS_PER_MINUTE } from '@molip/domain/duration';
import { formatMonthDay } from '@molip/domain/korean-date';
import type { RecoveryChoice, RecoveryPreview } from '@molip/domain/recovery-contracts';
import { formatStudyTime } from '@molip/domain/study-time';
import { overdueText } from '@/entities/todos/overdue-text';

export type RecoveryOptionText = { choice: RecoveryChoice; label: string; detail: string };

/** What a choice that uses buffer days leaves of them: "여유일 1일이 남아요", or that none is left. */
const bufferDaysLeftText = (left: number) => (left > 0 ? `여유일 ${left}일이 남아요` : '여유일을 모두 써요');

/**
 * What the card says is behind, new units and reviews apart: "밀린 할 일 5개 · 복습 3개", or only one of them.
 */
export function overdueSummary(preview: RecoveryPreview): string {
  const behind = overdueText({ todos: preview.overdueTodos, reviews: preview.overdueReviews });
  return preview.overdueTodos === 0
    ? `${behind}, 잊기 쉬운 것부터 나눠서 할까요?`
    : `${behind}, 어떻게 따라잡을까요?`;
}

/** The card's note on the reviews when new units are behind too: the choice does not change where they go. */
export const overdueReviewsNote = (preview: RecoveryPreview): string | null =>
  preview.overdueTodos > 0 && preview.overdueReviews > 0
    ? '복습은 어느 쪽이든 잊기 쉬운 것부터 하루 복습량에 맞춰 나눠 담아요.'
    : null;

/**
 * The recovery card's choices in plain words, each saying what it does to the end date and how many buffer
 * days it uses and leaves. When the buffer days are not needed, or none are left, both choices lay the plan
 * out alike and only one is offered.
 */
export function recoveryOptionTexts(preview: RecoveryPreview): RecoveryOptionText[] {
  const { spread, extend } = preview;
  if (preview.overdueTodos === 0) {
    // Only reviews are behind: the new units and the end date stay, one way is enough.
    return [
      {
        choice: 'SPREAD',
        label: '복습을 앞으로 나눠 담아요',
        detail: '오늘부터 하루 복습량만큼씩 · 새 단원은 그대로',
      },
    ];
  }
  const spreadEnd = formatMonthDay(spread.endDate);
  if (extend.extendedDays === 0) {
    return [
      {
        choice: 'SPREAD',
        label: '남은 학습일에 나눠 담아요',
        detail: [
          `종료일 그대로 ${spreadEnd}`,
          spread.bufferDaysLeft > 0 ? `여유일 ${spread.bufferDaysLeft}일은 그대로 남겨요` : null,
        ]
          .filter((part) => part !== null)
          .join(' · '),
      },
    ];
  }
  const extendText: RecoveryOptionText = {
    choice: 'EXTEND',
    label: `종료일을 ${formatMonthDay(extend.endDate)}로 ${extend.extendedDays}일 미뤄요`,
    detail:
      extend.bufferDaysLeft > 0
        ? `여유일 ${extend.bufferDaysLeft}일은 그대로 남겨요`
        : '남은 여유일이 없어요',
  };
  if (spread.bufferDaysUsed === 0) return [extendText];
  const spreadText: RecoveryOptionText =
    spread.extendedDays === 0
      ? {
          choice: 'SPREAD',
          label: `여유일 ${spread.bufferDaysUsed}일로 따라잡아요`,
          detail: `종료일 그대로 ${spreadEnd} · ${bufferDaysLeftText(spread.bufferDaysLeft)}`,
        }
      : {
          choice: 'SPREAD',
          label: `여유일 ${spread.bufferDaysUsed}일을 쓰고 종료일을 ${spread.extendedDays}일 미뤄요`,
          detail: `종료일 ${spreadEnd} · ${bufferDaysLeftText(spread.bufferDaysLeft)}`,
        };
  return [spreadText, extendText];
}

/** What the card says once a recovery is applied, about the end date. */
export function appliedRecoverySentence(endDate: string, previousEndDate: string): string {
  return endDate === previousEndDate
    ? `종료일은 그대로 ${formatMonthDay(endDate)}이에요.`
    : `종료일을 ${formatMonthDay(endDate)}로 미뤘어요.`;
}

/**
 * The undo's time left, rounded up so it never reads zero while the undo still holds: "10분 남음" from the
 * recovery, "40초 남음" in its last minute.
 */
export function undoTimeLeftText(leftMs: number): string {
  const seconds = Math.ceil(leftMs / MS_PER_SECOND);
  const shown =
    seconds > SECONDS_PER_MINUTE ? Math.ceil(seconds / SECONDS_PER_MINUTE) * SECONDS_PER_MINUTE : seconds;
  return `${formatStudyTime(shown, 'words')} 남음`;
}
