import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLayout } from '@/components/ui/page-layout';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <PageLayout title="페이지를 찾을 수 없음" backTo={paths.home}>
      <EmptyState
        title="페이지를 찾을 수 없어요"
        description="주소가 바뀌었거나 없는 페이지예요."
        action={
          <Link to={paths.home} className="font-semibold text-primary">
            대시보드로 가기
          </Link>
        }
      />
    </PageLayout>
  );
}
