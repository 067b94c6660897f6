import { paths } from '@/config/paths';
import { DraftReviewSetting, SpeedStep } from '@/features/study-plans/components/speed-step';
import { WizardSettingsStep } from './wizard-settings-step';

export function SpeedSelectionRoute() {
  return (
    <WizardSettingsStep
      step="speed"
      title="학습 속도 선택"
      backTo={paths.studyPlansRestDays}
      heading="하루에 얼마나 공부할까요?"
      description="하루 1~10개 단원으로 정할 수 있어요. 단원마다 분량이 다르면 쪽수 같은 분량으로도 정할 수 있어요."
      next={{ label: '다음: 여유일', to: paths.studyPlansBufferDaySelection }}
    >
      {(today) => (
        <>
          <SpeedStep />
          <DraftReviewSetting today={today} />
        </>
      )}
    </WizardSettingsStep>
  );
}
