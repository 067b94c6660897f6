import { PageLayout } from '@/components/ui/page-layout';
import { paths } from '@/config/paths';
import { StatisticsScreen } from '@/features/statistics/components/statistics-screen';

/** `/statistics`: reached from the dashboard summary and my page; back returns there (or to the dashboard). */
export function StatisticsRoute() {
  return (
    <PageLayout title="학습 통계" backTo={paths.home}>
      <StatisticsScreen />
    </PageLayout>
  );
}
