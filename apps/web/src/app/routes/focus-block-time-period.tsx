import { DesktopReadableWidth } from '@/components/ui/desktop-columns';
import { PageLayout } from '@/components/ui/page-layout';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCurrentFocusSession } from '@/entities/focus/get-current-focus-session';
import { BlockTimeStep } from '@/features/focus/components/block-time-step';
import { useLearnerTimeZone } from '../use-learner-time-zone';

/** `/focus-block/create/time-period-select`: block step 1. */
export function FocusBlockTimePeriodRoute() {
  const timeZone = useLearnerTimeZone();
  const session = useCurrentFocusSession();
  return (
    <PageLayout title="집중 블록 시간 선택" backTo={paths.focusSessionCurrent}>
      {session.isPending ? (
        <Spinner size="lg" label="세션을 불러오는 중" className="mx-auto my-10 text-primary" />
      ) : (
        <DesktopReadableWidth>
          <BlockTimeStep received={session.data ?? null} timeZone={timeZone} />
        </DesktopReadableWidth>
      )}
    </PageLayout>
  );
}
