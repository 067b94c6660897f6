import { useParams } from 'react-router';
import { PageLayout } from '@/components/ui/page-layout';
import { paths } from '@/config/paths';
import { FocusSessionDetailScreen } from '@/features/focus/components/focus-session-screen';
import { useLearnerTimeZone } from '../use-learner-time-zone';

/** `/focus-session/{id}`. */
export function FocusSessionDetailRoute() {
  const { id = '' } = useParams();
  const timeZone = useLearnerTimeZone();
  return (
    <PageLayout title="집중 세션" backTo={paths.home}>
      <FocusSessionDetailScreen id={id} timeZone={timeZone} />
    </PageLayout>
  );
}
