import { useParams } from 'react-router';
import { ErrorBox } from '@/components/ui/error-box';
import { DesktopReadableWidth } from '@/components/ui/desktop-columns';
import { PageLayout } from '@/components/ui/page-layout';
import { paths } from '@/config/paths';
import { TermsDocument } from '@/features/terms/components/terms-document';

export function TermsRoute() {
  const { termsId } = useParams();
  const id = Number(termsId);
  return (
    <PageLayout title="약관" backTo={paths.myPage}>
      <DesktopReadableWidth>
        {Number.isInteger(id) && id > 0 ? (
          <TermsDocument termsId={id} />
        ) : (
          <ErrorBox message="약관을 찾을 수 없어요." />
        )}
      </DesktopReadableWidth>
    </PageLayout>
  );
}
