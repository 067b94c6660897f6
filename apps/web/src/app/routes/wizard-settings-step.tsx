import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { WizardFrame } from '@/features/study-plans/components/wizard-frame';
import { wizardStepRoutes } from '@/features/study-plans/components/wizard-steps';
import { usePlanPreview } from '@/features/study-plans/hooks/use-plan-preview';
import { useRememberWizardStep } from '@/features/study-plans/hooks/use-remember-wizard-step';
import { usePlanDraftStore } from '@/features/study-plans/stores/plan-draft-store';
import { useLearnerToday } from '../use-learner-today';

type WizardSettingsStepProps = {
  step: 'date' | 'restDays' | 'speed';
  title: string;
  backTo: string;
  heading: string;
  description: string;
  next: { label: string; to: string };
  children: (today: string) => ReactNode;
};

/**
 * Wizard steps 2–4 (start date, rest days, speed): each needs selected units, shows the live preview and
 * is remembered in the draft as the step to resume. Only the copy and the controls differ.
 */
export function WizardSettingsStep({ step, children, next, ...frame }: WizardSettingsStepProps) {
  const navigate = useNavigate();
  const today = useLearnerToday();
  const hasUnits = usePlanDraftStore((state) => state.selectedUnits.length > 0);
  const preview = usePlanPreview(today);
  useRememberWizardStep(step, hasUnits);
  if (!hasUnits) return <Navigate to={paths.studyPlansContentSelection} replace />;
  return (
    <WizardFrame
      {...frame}
      step={wizardStepRoutes[step].number}
      stepLabel={wizardStepRoutes[step].label}
      preview={preview}
      next={{ label: next.label, onClick: () => navigate(next.to, { replace: true }) }}
    >
      {children(today)}
    </WizardFrame>
  );
}
