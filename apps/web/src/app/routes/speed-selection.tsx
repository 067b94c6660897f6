import { Navigate, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { SpeedStep } from '@/features/study-plans/components/speed-step';
import { WizardFrame } from '@/features/study-plans/components/wizard-frame';
import { usePlanPreview } from '@/features/study-plans/hooks/use-plan-preview';
import { usePlanDraftStore } from '@/features/study-plans/stores/plan-draft-store';
import { useLearnerToday } from '../use-learner-today';

export function SpeedSelectionRoute() {
  const navigate = useNavigate();
  const today = useLearnerToday();
  const hasUnits = usePlanDraftStore((state) => state.selectedUnits.length > 0);
  const setStep = usePlanDraftStore((state) => state.setStep);
  const preview = usePlanPreview(today);
  if (!hasUnits) return <Navigate to={paths.studyPlansContentSelection} replace />;
  return (
    <WizardFrame
      step={4}
      stepLabel="학습 속도"
      title="학습 속도 선택"
      backTo={paths.studyPlansRestDays}
      heading="하루에 몇 단원씩 공부할까요?"
      description="1개에서 10개 사이로 정할 수 있어요."
      preview={preview}
      next={{
        label: '다음: 여유일',
        onClick: () => {
          setStep('buffer');
          navigate(paths.studyPlansBufferDaySelection);
        },
      }}
    >
      <SpeedStep />
    </WizardFrame>
  );
}
