import { Navigate, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { StartDateStep } from '@/features/study-plans/components/start-date-step';
import { WizardFrame } from '@/features/study-plans/components/wizard-frame';
import { usePlanPreview } from '@/features/study-plans/hooks/use-plan-preview';
import { usePlanDraftStore } from '@/features/study-plans/stores/plan-draft-store';
import { useLearnerToday } from '../use-learner-today';

export function DateSelectionRoute() {
  const navigate = useNavigate();
  const today = useLearnerToday();
  const hasUnits = usePlanDraftStore((state) => state.selectedUnits.length > 0);
  const setStep = usePlanDraftStore((state) => state.setStep);
  const preview = usePlanPreview(today);
  if (!hasUnits) return <Navigate to={paths.studyPlansContentSelection} replace />;
  return (
    <WizardFrame
      step={2}
      stepLabel="시작일"
      title="시작일 선택"
      backTo={paths.studyPlansContentSelection}
      heading="언제 시작할까요?"
      description="오늘부터 시작하거나, 앞으로의 날짜를 고를 수 있어요."
      preview={preview}
      next={{
        label: '다음: 쉬는 날',
        onClick: () => {
          setStep('restDays');
          navigate(paths.studyPlansRestDays);
        },
      }}
    >
      <StartDateStep today={today} />
    </WizardFrame>
  );
}
