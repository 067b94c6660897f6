import { selectLeafUnits } from '@molip/domain/schedule';
import type { ContentUnit } from '@molip/domain/learning-content';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { describeError, learningContentNotFound } from '@/lib/error-messages';
import { useMe } from '@/entities/learner/me-query';
import { useContentUnits } from '@/features/learning-content/api/get-content-units';
import {
  isLearningContentNotFound,
  useLearningContent,
} from '@/features/learning-content/api/get-learning-content';
import { UnitTreePicker } from '@/features/learning-content/components/unit-tree-picker';
import { WizardFrame } from '@/features/study-plans/components/wizard-frame';
import { wizardStepRoutes } from '@/features/study-plans/components/wizard-steps';
import { usePlanPreview } from '@/features/study-plans/hooks/use-plan-preview';
import { useRememberWizardStep } from '@/features/study-plans/hooks/use-remember-wizard-step';
import { usePlanDraftStore } from '@/features/study-plans/stores/plan-draft-store';
import { useLearnerToday } from '../use-learner-today';

const draftUnits = (leaves: readonly ContentUnit[]) =>
  leaves.map(({ id, shortTitle, title, unitVolume }) => ({ id, shortTitle, title, volume: unitVolume }));

/** Wizard step 1, second half: which units of the content go into the plan (a parent selects its leaves). */
function ContentSelectionPage({ contentId }: { contentId: string }) {
  const navigate = useNavigate();
  const today = useLearnerToday();
  const draft = usePlanDraftStore();
  const content = useLearningContent(contentId);
  const units = useContentUnits(contentId);
  const preview = usePlanPreview(today);
  const me = useMe();
  const selectedIds = new Set(draft.selectedUnits.map((unit) => unit.id));

  const { selectContent } = draft;
  const loaded = content.data;
  // Arriving by link (e.g. right after creating a content) puts the content into the draft.
  useEffect(() => {
    if (loaded)
      selectContent({ id: loaded.id, title: loaded.title, author: loaded.author, type: loaded.type });
  }, [loaded, selectContent]);
  useRememberWizardStep('content', loaded !== undefined);

  // A content new to the draft starts with every unit selected (most plans cover the whole book); a draft
  // that already chose units of it keeps them.
  const preselect = useRef(draft.selectedContent?.id !== contentId || draft.selectedUnits.length === 0);
  const { setSelectedUnits } = draft;
  const draftContentId = draft.selectedContent?.id;
  useEffect(() => {
    if (!preselect.current || !units.data || draftContentId !== contentId) return;
    preselect.current = false;
    setSelectedUnits(
      draftUnits(
        selectLeafUnits(
          units.data,
          units.data.map((unit) => unit.id),
        ),
      ),
    );
  }, [units.data, draftContentId, contentId, setSelectedUnits]);

  // Neither the server nor the (refetched) list knows the id: the detail query has already tried both.
  const notFound = isLearningContentNotFound(content.error);
  const backToPicker = () => {
    // A draft built on a content that is gone would only offer to resume into this error again.
    if (draft.selectedContent?.id === contentId) draft.forgetContent();
    navigate(paths.studyPlansCreate, { replace: true });
  };
  const failed = content.error ?? units.error;
  return (
    <WizardFrame
      step={wizardStepRoutes.content.number}
      stepLabel={wizardStepRoutes.content.label}
      title="공부할 단원 선택"
      backTo={paths.studyPlansCreate}
      heading={content.data?.title ?? '공부할 단원 선택'}
      description="계획에 넣을 단원을 골라 주세요. 상위 단원을 고르면 그 아래 단원이 모두 선택돼요."
      preview={preview}
      next={
        notFound
          ? undefined
          : {
              label: `단원 ${draft.selectedUnits.length}개 선택 · 다음`,
              disabled: draft.selectedUnits.length === 0,
              onClick: () => navigate(paths.studyPlansDateSelection, { replace: true }),
            }
      }
    >
      {notFound ? (
        <div className="flex flex-col gap-3">
          <ErrorBox {...learningContentNotFound} />
          <Button variant="outline" fullWidth onClick={backToPicker}>
            학습 자료 다시 고르기
          </Button>
        </div>
      ) : failed ? (
        <ErrorBox
          {...describeError(failed, 'learningContent')}
          onRetry={() => {
            void content.refetch();
            void units.refetch();
          }}
          retrying={content.isFetching || units.isFetching}
        />
      ) : units.data && content.data ? (
        <>
          <Link
            to={paths.learningContent(content.data.id)}
            className="-my-2 self-end rounded-lg px-2 py-2 text-sm font-semibold text-primary hover:bg-primary-soft"
          >
            {me.data && (content.data.createdBy === me.data.id || me.data.role === 'ADMIN')
              ? '학습 자료 수정'
              : '학습 자료 정보'}
          </Link>
          <UnitTreePicker
            units={units.data}
            selectedLeafIds={selectedIds}
            onChange={(leaves) => setSelectedUnits(draftUnits(leaves))}
          />
        </>
      ) : (
        <div className="flex justify-center py-8 text-primary">
          <Spinner label="단원을 불러오는 중" />
        </div>
      )}
    </WizardFrame>
  );
}

/** `/study-plans/create/content-selection/{contentId?}`: the path's id, else the draft's, as a prop. */
export function ContentSelectionRoute() {
  const { contentId } = useParams();
  const draftContentId = usePlanDraftStore((state) => state.selectedContent?.id);
  const id = contentId ?? draftContentId;
  if (!id) return <Navigate to={paths.studyPlansCreate} replace />;
  return <ContentSelectionPage key={id} contentId={id} />;
}
