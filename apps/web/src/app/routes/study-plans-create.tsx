import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ContentPicker } from '@/features/learning-content/components/content-picker';
import { usePlanPreview } from '@/features/study-plans/hooks/use-plan-preview';
import { ResumeDraftCard } from '@/features/study-plans/components/resume-draft-card';
import { WizardFrame } from '@/features/study-plans/components/wizard-frame';
import { usePlanDraftStore } from '@/features/study-plans/stores/plan-draft-store';
import { useLearnerToday } from '../use-learner-today';

/** `/study-plans/create`: wizard step 1, pick the learning content (or resume a kept draft). */
export function StudyPlansCreateRoute() {
  const navigate = useNavigate();
  const today = useLearnerToday();
  const selectedContent = usePlanDraftStore((state) => state.selectedContent);
  const selectContent = usePlanDraftStore((state) => state.selectContent);
  const preview = usePlanPreview(today);
  return (
    <WizardFrame
      step={1}
      stepLabel="학습 자료"
      title="학습 계획 만들기"
      backTo={paths.home}
      heading="무엇을 공부할까요?"
      description="교재, 강의, 문제집 중 계획을 세울 학습 자료를 골라 주세요."
      notice={<ResumeDraftCard />}
      preview={preview}
      next={
        selectedContent
          ? {
              label: `'${selectedContent.title}'로 계속`,
              onClick: () =>
                navigate(`${paths.studyPlansContentSelection}/${selectedContent.id}`, { replace: true }),
            }
          : undefined
      }
    >
      <ContentPicker
        selectedId={selectedContent?.id ?? null}
        onPick={(content) => {
          // The step itself is saved when the unit page shows (it is remembered on visit).
          selectContent({ id: content.id, title: content.title, author: content.author, type: content.type });
          navigate(`${paths.studyPlansContentSelection}/${content.id}`, { replace: true });
        }}
      />
    </WizardFrame>
  );
}
