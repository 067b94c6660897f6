import { useParams } from 'react-router';
import { PageLayout } from '@/components/ui/page-layout';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { FocusBlockDetailScreen } from '@/features/focus/components/focus-block-screen';
import { useLearnerTimeZone } from '../use-learner-time-zone';

function FocusBlockDetailPage({ id }: { id: string }) {
  const timeZone = useLearnerTimeZone();
  const learnerId = useAuthStore((state) => state.user?.id ?? null);
  return (
    <PageLayout title="집중 블록 기록" backTo={paths.focusSessionCurrent}>
      <FocusBlockDetailScreen id={id} timeZone={timeZone} learnerId={learnerId} />
    </PageLayout>
  );
}

/** `/focus-block/{id}`: the block id from the path is passed as a prop. */
export function FocusBlockDetailRoute() {
  const { id = '' } = useParams();
  return <FocusBlockDetailPage key={id} id={id} />;
}
