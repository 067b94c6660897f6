import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { WizardFrame } from '@/features/study-plans/components/wizard-frame';
import { usePlanPreview } from '@/features/study-plans/hooks/use-plan-preview';
import { usePlanDraftStore, type WizardStep } from '@/features/study-plans/stores/plan-draft-store';
import { useLearnerToday } from '../use-learner-today';

type WizardSettingsStepProps = {
  step: number;
  stepLabel: string;
  title: string;
  backTo: string;
  heading: string;
  description: string;
  next: { label: string; step: WizardStep; to: string };
  children: (today: string) => ReactNode;
};

/**
 * Wizard steps 2–4 (start date, rest days, speed): each needs selected units, shows the live preview and
 * moves the draft to the next step. Only the copy and the controls differ.
 */
export function WizardSettingsStep({ children, next, ...frame }: WizardSettingsStepProps) {
  const navigate = useNavigate();
  const today = useLearnerToday();
  const hasUnits = usePlanDraftStore((state) => state.selectedUnits.length > 0);
  const setStep = usePlanDraftStore((state) => state.setStep);
  const preview = usePlanPreview(today);
  if (!hasUnits) return <Navigate to={paths.studyPlansContentSelection} replace />;
  return (
    <WizardFrame
      {...frame}
      preview={preview}
      next={{
        label: next.label,
        onClick: () => {
          setStep(next.step);
          navigate(next.to);
        },
      }}
    >
      {children(today)}
    </WizardFrame>
  );
}
