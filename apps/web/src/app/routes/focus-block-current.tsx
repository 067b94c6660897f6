import { PageLayout } from '@/components/ui/page-layout';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { CurrentFocusBlockScreen } from '@/features/focus/components/focus-block-screen';
import { useLearnerTimeZone } from '../use-learner-time-zone';

/** `/focus-block/current`. */
export function FocusBlockCurrentRoute() {
  const timeZone = useLearnerTimeZone();
  const learnerId = useAuthStore((state) => state.user?.id ?? null);
  return (
    <PageLayout title="집중 블록" backTo={paths.focusSessionCurrent}>
      <CurrentFocusBlockScreen timeZone={timeZone} learnerId={learnerId} />
    </PageLayout>
  );
}
