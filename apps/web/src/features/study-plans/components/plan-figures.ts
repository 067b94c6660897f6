import { fractionToPercent } from '@molip/domain/focus-figures';
import type { StudyPlan } from '@molip/domain/study-plan';

/** `currentProgress` is a 0–1 fraction, shown as a whole percent. */
export function progressPercent(plan: Pick<StudyPlan, 'currentProgress'>): number {
  return fractionToPercent(plan.currentProgress);
}

/** The card's author line: the content's author, else the plan owner's name. */
export function planAuthor(plan: Pick<StudyPlan, 'learningContentAuthor' | 'ownerUserName'>): string {
  return plan.learningContentAuthor || plan.ownerUserName || '저자 미상';
}
