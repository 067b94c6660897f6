import { paths } from '@/config/paths';
import { SpeedStep } from '@/features/study-plans/components/speed-step';
import { WizardSettingsStep } from './wizard-settings-step';

export function SpeedSelectionRoute() {
  return (
    <WizardSettingsStep
      step="speed"
      title="학습 속도 선택"
      backTo={paths.studyPlansRestDays}
      heading="하루에 몇 단원씩 공부할까요?"
      description="1개에서 10개 사이로 정할 수 있어요."
      next={{ label: '다음: 여유일', to: paths.studyPlansBufferDaySelection }}
    >
      {() => <SpeedStep />}
    </WizardSettingsStep>
  );
}
