import { paths } from '@/config/paths';
import { StartDateStep } from '@/features/study-plans/components/start-date-step';
import { WizardSettingsStep } from './wizard-settings-step';

export function DateSelectionRoute() {
  return (
    <WizardSettingsStep
      step="date"
      title="시작일 선택"
      backTo={paths.studyPlansContentSelection}
      heading="언제 시작할까요?"
      description="오늘부터 시작하거나, 앞으로의 날짜를 고를 수 있어요."
      next={{ label: '다음: 쉬는 날', to: paths.studyPlansRestDays }}
    >
      {(today) => <StartDateStep today={today} />}
    </WizardSettingsStep>
  );
}
