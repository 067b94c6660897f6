import { PageLayout } from '@/components/ui/page-layout';
import { paths } from '@/config/paths';
import { BlockTodoStep } from '@/features/focus/components/block-todo-step';

/** `/focus-block/create/todo-select`: block step 2. */
export function FocusBlockTodoSelectRoute() {
  return (
    <PageLayout title="집중할 할 일 선택" backTo={paths.focusBlockTimePeriod}>
      <BlockTodoStep />
    </PageLayout>
  );
}
