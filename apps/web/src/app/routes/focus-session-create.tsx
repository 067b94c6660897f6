import { DesktopReadableWidth } from '@/components/ui/desktop-columns';
import { PageLayout } from '@/components/ui/page-layout';
import { paths } from '@/config/paths';
import { FocusSessionCreateForm } from '@/features/focus/components/focus-session-create-form';
import { useLearnerTimeZone } from '../use-learner-time-zone';

/** `/focus-session/create` (route name focus-session-create). */
export function FocusSessionCreateRoute() {
  const timeZone = useLearnerTimeZone();
  return (
    <PageLayout title="집중 세션 만들기" backTo={paths.home}>
      <DesktopReadableWidth>
        <FocusSessionCreateForm timeZone={timeZone} />
      </DesktopReadableWidth>
    </PageLayout>
  );
}
