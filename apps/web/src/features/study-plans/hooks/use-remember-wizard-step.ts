import { useEffect } from 'react';
import { usePlanDraftStore, type WizardStep } from '../stores/plan-draft-store';

/**
 * Saves the step being shown in the draft, so `/study-plans/create` can offer to resume there. Recorded on
 * visit rather than on "다음", so going back a step is remembered too. `active` is false while the step
 * only redirects (no draft yet, or the plan was just created and the draft cleared).
 */
export function useRememberWizardStep(step: WizardStep, active: boolean): void {
  const setStep = usePlanDraftStore((state) => state.setStep);
  useEffect(() => {
    if (active) setStep(step);
  }, [active, step, setStep]);
}
