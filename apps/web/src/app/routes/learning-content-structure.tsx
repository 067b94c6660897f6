import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { alertTitles, showAlert } from '@/components/ui/alerts-store';
import { Button } from '@/components/ui/button';
import { DesktopColumn, DesktopColumns } from '@/components/ui/desktop-columns';
import { PageLayout } from '@/components/ui/page-layout';
import { paths } from '@/config/paths';
import { errorSentence } from '@/lib/error-messages';
import { isHttpError } from '@/lib/http-error';
import { useCreateLearningContent } from '@/features/learning-content/api/create-learning-content';
import { canProceed } from '@/features/learning-content/components/content-metadata-form';
import { ContentCreated } from '@/features/learning-content/components/content-created';
import { StructureEditor } from '@/features/learning-content/components/structure-editor';
import { useContentDraftStore } from '@/features/learning-content/stores/content-draft-store';
import {
  countLeafUnits,
  countUnits,
  toContentUnitInputs,
  validateUnits,
} from '@/features/learning-content/stores/unit-tree';
import { StepHeader } from '@/components/ui/step-header';

/** `/learning-content/create/structure`: step 2 (the unit tree) and, once saved, step 3 (done). */
export function LearningContentStructureRoute() {
  const navigate = useNavigate();
  const { metadata, units, created, setUnits, setCreated } = useContentDraftStore();
  const create = useCreateLearningContent();
  const [unitError, setUnitError] = useState<string | null>(null);

  if (created) {
    return (
      <PageLayout title="등록 완료" backTo={paths.home}>
        {/* From 1024 px the step stands beside what was made and where to go next. */}
        <DesktopColumns layout="narrow-first">
          <DesktopColumn>
            <StepHeader current={3} total={3} label="완료" />
          </DesktopColumn>
          <DesktopColumn>
            <ContentCreated content={created} />
            <div className="flex flex-col gap-2">
              <Button
                size="lg"
                fullWidth
                onClick={() =>
                  navigate(`${paths.studyPlansContentSelection}/${created.id}`, { replace: true })
                }
              >
                이 자료로 학습 계획 만들기
              </Button>
              <Button
                variant="outline"
                size="lg"
                fullWidth
                onClick={() => navigate(paths.home, { replace: true })}
              >
                대시보드로 가기
              </Button>
            </div>
          </DesktopColumn>
        </DesktopColumns>
      </PageLayout>
    );
  }

  // The structure step needs the metadata step first (a reload keeps both in session storage).
  if (!canProceed(metadata)) return <Navigate to={paths.learningContentCreate} replace />;

  // What a plan will schedule: units without children, the count the wizard and the plan show too.
  const leaves = countLeafUnits(units);

  const save = () => {
    const problem = validateUnits(units);
    setUnitError(problem);
    if (problem) return;
    create.mutate(
      {
        title: metadata.title,
        category: metadata.category,
        type: metadata.type,
        author: metadata.author || undefined,
        description: metadata.description || undefined,
        sourceUrl: metadata.sourceUrl || undefined,
        contentUnits: toContentUnitInputs(units),
      },
      {
        onSuccess: ({ contentUnits: _units, ...content }) => setCreated(content),
        onError: (error) =>
          showAlert({
            variant: 'error',
            title: alertTitle(error),
            description: errorSentence(error, 'learningContent'),
          }),
      },
    );
  };

  return (
    <PageLayout title="단원 구성" backTo={paths.learningContentCreate} backReplaces>
      {/* From 1024 px the step and its explanation stand beside the unit tree. */}
      <DesktopColumns layout="narrow-first">
        <DesktopColumn sticky>
          <StepHeader current={2} total={3} label="단원 구성" />
          <div className="flex flex-col gap-1">
            <h2 className="text-base font-bold text-ink">{metadata.title}</h2>
            <p className="text-sm text-ink-muted">
              목차를 붙여넣거나 쪽수·강의 수로 나누면 한 번에 만들 수 있어요. 최대 5단계까지 되고, 각 단원의 ⋯
              버튼으로 분량·하위 단원·순서를 고칠 수 있어요.
            </p>
          </div>
        </DesktopColumn>
        <DesktopColumn>
          <StructureEditor
            units={units}
            contentType={metadata.type}
            onChange={(next) => {
              setUnits(next);
              setUnitError(null);
            }}
          />
          {unitError ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {unitError}
            </p>
          ) : null}
          <PlannedUnitsNote total={countUnits(units)} leaves={leaves} />
          <Button
            needsServer
            size="lg"
            fullWidth
            loading={create.isPending}
            loadingText="등록하는 중..."
            onClick={save}
          >
            학습 단원 {leaves}개로 등록하기
          </Button>
        </DesktopColumn>
      </DesktopColumns>
    </PageLayout>
  );
}

/** Says which units a plan takes when some units only group others. */
function PlannedUnitsNote({ total, leaves }: { total: number; leaves: number }) {
  if (total === leaves) return null;
  return (
    <p className="text-sm text-ink-muted">
      단원 {total}개 중 하위 단원이 없는 {leaves}개가 계획에 들어가요. 나머지 {total - leaves}개는 묶음
      제목이에요.
    </p>
  );
}

function alertTitle(error: unknown): string {
  if (!isHttpError(error)) return alertTitles.error.default;
  if (error.kind !== 'http') return alertTitles.error.network;
  return error.status === 400 ? alertTitles.error.validation : alertTitles.error.default;
}
