import { Navigate, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { RestDaysStep } from '@/features/study-plans/components/rest-days-step';
import { WizardFrame } from '@/features/study-plans/components/wizard-frame';
import { usePlanPreview } from '@/features/study-plans/hooks/use-plan-preview';
import { usePlanDraftStore } from '@/features/study-plans/stores/plan-draft-store';
import { useLearnerToday } from '../use-learner-today';

export function RestDaysRoute() {
  const navigate = useNavigate();
  const today = useLearnerToday();
  const hasUnits = usePlanDraftStore((state) => state.selectedUnits.length > 0);
  const setStep = usePlanDraftStore((state) => state.setStep);
  const preview = usePlanPreview(today);
  if (!hasUnits) return <Navigate to={paths.studyPlansContentSelection} replace />;
  return (
    <WizardFrame
      step={3}
      stepLabel="쉬는 날"
      title="쉬는 날 선택"
      backTo={paths.studyPlansDateSelection}
      heading="쉬는 날을 알려주세요"
      description="매주 쉬는 요일이나 특정 날짜를 고르면 그날은 일정에서 빼고 계산해요."
      preview={preview}
      next={{
        label: '다음: 학습 속도',
        onClick: () => {
          setStep('speed');
          navigate(paths.studyPlansSpeedSelection);
        },
      }}
    >
      <RestDaysStep today={today} />
    </WizardFrame>
  );
}
