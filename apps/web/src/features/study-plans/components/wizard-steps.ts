import { paths } from '@/config/paths';
import type { WizardStep } from '../stores/plan-draft-store';

type WizardStepRoute = { number: number; label: string; path: string };

/**
 * Each step the draft can be saved at: its place of five, its label and its route. The steps' headers
 * and the resume card read the same table, so "3단계 · 쉬는 날" means the same page in both.
 */
export const wizardStepRoutes = {
  content: { number: 1, label: '학습 단원', path: paths.studyPlansContentSelection },
  date: { number: 2, label: '시작일', path: paths.studyPlansDateSelection },
  restDays: { number: 3, label: '쉬는 날', path: paths.studyPlansRestDays },
  speed: { number: 4, label: '학습 속도', path: paths.studyPlansSpeedSelection },
  buffer: { number: 5, label: '여유일', path: paths.studyPlansBufferDaySelection },
} as const satisfies Record<WizardStep, WizardStepRoute>;

/** Where "이어서 만들기" goes: the content step's URL carries the id, so the same content opens again. */
export function resumePath(step: WizardStep, contentId: string): string {
  return step === 'content'
    ? `${paths.studyPlansContentSelection}/${contentId}`
    : wizardStepRoutes[step].path;
}
