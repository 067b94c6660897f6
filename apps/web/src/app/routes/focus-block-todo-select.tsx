import { DesktopReadableWidth } from '@/components/ui/desktop-columns';
import { PageLayout } from '@/components/ui/page-layout';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCurrentFocusSession } from '@/entities/focus/get-current-focus-session';
import { BlockTodoStep } from '@/features/focus/components/block-todo-step';

/** `/focus-block/create/todo-select`: block step 2, for the draft of the current session. */
export function FocusBlockTodoSelectRoute() {
  const session = useCurrentFocusSession();
  return (
    <PageLayout title="집중할 할 일 선택" backTo={paths.focusBlockTimePeriod}>
      {session.isPending ? (
        <Spinner size="lg" label="세션을 불러오는 중" className="mx-auto my-10 text-primary" />
      ) : (
        <DesktopReadableWidth>
          <BlockTodoStep received={session.data ?? null} />
        </DesktopReadableWidth>
      )}
    </PageLayout>
  );
}
