import { PageLayout } from '@/components/ui/page-layout';
import { paths } from '@/config/paths';
import { CurrentFocusBlockScreen } from '@/features/focus/components/focus-block-screen';
import { useLearnerTimeZone } from '../use-learner-time-zone';

/** `/focus-block/current`. */
export function FocusBlockCurrentRoute() {
  const timeZone = useLearnerTimeZone();
  return (
    <PageLayout title="집중 블록" backTo={paths.focusSessionCurrent} wide>
      <CurrentFocusBlockScreen timeZone={timeZone} />
    </PageLayout>
  );
}
