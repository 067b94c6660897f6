import { PageLayout } from '@/components/ui/page-layout';
import { paths } from '@/config/paths';
import { CurrentFocusSessionScreen } from '@/features/focus/components/focus-session-screen';
import { useLearnerTimeZone } from '../use-learner-time-zone';

/** `/focus-session/current`. */
export function FocusSessionCurrentRoute() {
  const timeZone = useLearnerTimeZone();
  return (
    <PageLayout title="진행 중인 집중 세션" backTo={paths.home}>
      <CurrentFocusSessionScreen timeZone={timeZone} />
    </PageLayout>
  );
}
