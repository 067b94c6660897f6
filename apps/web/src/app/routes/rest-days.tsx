import { paths } from '@/config/paths';
import { RestDaysStep } from '@/features/study-plans/components/rest-days-step';
import { WizardSettingsStep } from './wizard-settings-step';

export function RestDaysRoute() {
  return (
    <WizardSettingsStep
      step="restDays"
      title="쉬는 날 선택"
      backTo={paths.studyPlansDateSelection}
      heading="쉬는 날을 알려 주세요"
      description="매주 쉬는 요일이나 특정 날짜를 고르면 그날은 일정에서 빼고 계산해요."
      next={{ label: '다음: 학습 속도', to: paths.studyPlansSpeedSelection }}
    >
      {(today) => <RestDaysStep today={today} />}
    </WizardSettingsStep>
  );
}
