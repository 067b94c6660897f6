import { useState } from 'react';
import { Navigate } from 'react-router';
import { alertTitles, showAlert } from '@/components/ui/alerts-store';
import { paths } from '@/config/paths';
import { errorSentence } from '@/lib/error-messages';
import { useCreateStudyPlan } from '@/features/study-plans/api/create-study-plan';
import { BufferStep } from '@/features/study-plans/components/buffer-step';
import { WizardFrame } from '@/features/study-plans/components/wizard-frame';
import { wizardStepRoutes } from '@/features/study-plans/components/wizard-steps';
import { usePlanPreview } from '@/features/study-plans/hooks/use-plan-preview';
import { useRememberWizardStep } from '@/features/study-plans/hooks/use-remember-wizard-step';
import { toPlanRequest, usePlanDraftStore } from '@/features/study-plans/stores/plan-draft-store';
import { useLearnerToday } from '../use-learner-today';

/** Wizard step 5: buffer days and the name, the server's preview, then creation. */
export function BufferDaySelectionRoute() {
  const today = useLearnerToday();
  const draft = usePlanDraftStore();
  const preview = usePlanPreview(today, { authoritative: true });
  const create = useCreateStudyPlan();
  const [createdId, setCreatedId] = useState<string | null>(null);
  const request = toPlanRequest(draft, today);
  // Not once the plan exists: the draft is cleared then and must stay cleared.
  useRememberWizardStep('buffer', request !== null && createdId === null);
  // Checked first: the draft is cleared on success, which would otherwise send the learner back to step 1.
  if (createdId) return <Navigate to={paths.studyPlan(createdId)} replace />;
  if (!request) return <Navigate to={paths.studyPlansContentSelection} replace />;

  const submit = () =>
    create.mutate(request, {
      onSuccess: (plan) => {
        showAlert({ variant: 'success', title: alertTitles.success.planCreate });
        setCreatedId(plan.id);
        draft.reset();
      },
      onError: (error) =>
        showAlert({
          variant: 'error',
          title: alertTitles.error.planCreate,
          description: errorSentence(error),
        }),
    });

  return (
    <WizardFrame
      step={wizardStepRoutes.buffer.number}
      stepLabel={wizardStepRoutes.buffer.label}
      title="여유일 설정"
      backTo={paths.studyPlansSpeedSelection}
      heading="따라잡을 여유일을 넣을까요?"
      description="며칠마다 하루씩 새 단원 없이 밀린 분량을 채우는 날이에요."
      preview={preview}
      next={{
        label: '학습 계획 만들기',
        onClick: submit,
        disabled: preview.error !== null,
        loading: create.isPending,
        loadingText: '만드는 중...',
        needsServer: true,
      }}
    >
      <BufferStep />
    </WizardFrame>
  );
}
