import { useNavigate } from 'react-router';
import { DesktopColumn, DesktopColumns } from '@/components/ui/desktop-columns';
import { PageLayout } from '@/components/ui/page-layout';
import { paths } from '@/config/paths';
import { ContentMetadataForm } from '@/features/learning-content/components/content-metadata-form';
import { useContentDraftStore } from '@/features/learning-content/stores/content-draft-store';
import { StepHeader } from '@/components/ui/step-header';

/** `/learning-content/create`: step 1 of 3, the content's name, category, type and details. */
export function LearningContentCreateRoute() {
  const navigate = useNavigate();
  const metadata = useContentDraftStore((state) => state.metadata);
  const setMetadata = useContentDraftStore((state) => state.setMetadata);
  return (
    <PageLayout title="학습 자료 등록" backTo={paths.studyPlansCreate} backReplaces>
      {/* From 1024 px the step stands beside its form, as a settings page reads. */}
      <DesktopColumns layout="narrow-first">
        <DesktopColumn sticky>
          <StepHeader current={1} total={3} label="자료 정보" />
        </DesktopColumn>
        <DesktopColumn>
          <ContentMetadataForm
            initial={metadata}
            onSubmit={(next) => {
              setMetadata(next);
              navigate(paths.learningContentStructure, { replace: true });
            }}
          />
        </DesktopColumn>
      </DesktopColumns>
    </PageLayout>
  );
}
