import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { PageLayout } from '@/components/ui/page-layout';
import { Skeleton, SkeletonBlock } from '@/components/ui/skeleton';
import { showSnackbar } from '@/components/ui/snackbar-store';
import { paths } from '@/config/paths';
import { describeError, learningContentNotFound } from '@/lib/error-messages';
import { useMe } from '@/entities/learner/me-query';
import { useDelayedFlag } from '@/lib/use-delayed-flag';
import { useContentUnits } from '@/features/learning-content/api/get-content-units';
import {
  isLearningContentNotFound,
  useLearningContent,
} from '@/features/learning-content/api/get-learning-content';
import { useUnitsInUse } from '@/features/learning-content/api/get-units-in-use';
import { ContentEditor } from '@/features/learning-content/components/content-editor';
import { ContentOverview } from '@/features/learning-content/components/content-overview';

// Loading under this long shows nothing; longer shows the skeleton.
const SKELETON_DELAY_MS = 300;

function ContentSkeleton() {
  return (
    <Skeleton label="학습 자료를 불러오는 중">
      <SkeletonBlock className="h-7 w-2/3" />
      <SkeletonBlock className="h-4 w-1/2" />
      <SkeletonBlock className="mt-4 h-12" />
      <SkeletonBlock className="h-12" />
      <SkeletonBlock className="h-12" />
    </Skeleton>
  );
}

/**
 * `/learning-content/{id}`: its creator (or an admin) edits the content here — title, description, units —
 * or deletes it; everyone else reads it.
 */
export function LearningContentDetailRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const me = useMe();
  const content = useLearningContent(id);
  const units = useContentUnits(id);
  const canEdit =
    content.data !== undefined &&
    me.data !== undefined &&
    (content.data.createdBy === me.data.id || me.data.role === 'ADMIN');
  const inUse = useUnitsInUse(id, canEdit);
  const usedIds = useMemo(() => new Set(inUse.data?.contentUnitIds), [inUse.data]);

  const failed = content.error ?? units.error ?? me.error ?? inUse.error;
  const ready = content.data && units.data && me.data && (!canEdit || inUse.data);
  const showSkeleton = useDelayedFlag(!ready && !failed, SKELETON_DELAY_MS);
  const retry = () => {
    void content.refetch();
    void units.refetch();
    void me.refetch();
    if (canEdit) void inUse.refetch();
  };
  const onDeleted = () => {
    showSnackbar({ message: '학습 자료를 삭제했어요.' });
    navigate(paths.studyPlansCreate, { replace: true });
  };

  return (
    <PageLayout title={canEdit ? '학습 자료 수정' : '학습 자료'} backTo={paths.studyPlansCreate}>
      {isLearningContentNotFound(content.error) ? (
        <div className="flex flex-col gap-3">
          <ErrorBox {...learningContentNotFound} />
          <Button variant="outline" fullWidth onClick={() => navigate(paths.studyPlansCreate)}>
            학습 자료 고르기
          </Button>
        </div>
      ) : failed ? (
        <ErrorBox
          {...describeError(failed, 'learningContent')}
          onRetry={retry}
          retrying={content.isFetching || units.isFetching || inUse.isFetching}
        />
      ) : ready && content.data && units.data ? (
        canEdit ? (
          <ContentEditor
            key={content.data.id}
            content={content.data}
            units={units.data}
            usedIds={usedIds}
            onDeleted={onDeleted}
          />
        ) : (
          <ContentOverview content={content.data} units={units.data} />
        )
      ) : showSkeleton ? (
        <ContentSkeleton />
      ) : null}
    </PageLayout>
  );
}
