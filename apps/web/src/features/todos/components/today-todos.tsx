import type { DailyTodoUnit } from '@molip/domain/daily-todo';
import { expectedDayTotal } from '@molip/domain/expected-time';
import { formatStudyTime } from '@molip/domain/study-time';
import {
  isOpenTodoStatus,
  todoActionFailureMessage,
  todoSheetActions,
  toggledTodoStatus,
  type TodoAction,
} from '@molip/domain/todo-status';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BottomActionSheet } from '@/components/ui/bottom-sheet';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { CalendarIcon } from '@/components/ui/icons';
import { Section } from '@/components/ui/section';
import { Skeleton, SkeletonBlock } from '@/components/ui/skeleton';
import { SKELETON_DELAY_MS } from '@/config/ui-constants';
import { describeError } from '@/lib/error-messages';
import { useTodayTodos } from '@/entities/todos/today-todos-query';
import { useDelayedFlag } from '@/lib/use-delayed-flag';
import { useSavingTodoIds } from '../api/update-todo-status';
import { useChangeTodoStatus } from '../hooks/use-change-todo-status';
import { TodoRow } from './todo-row';

// Shown once a day's list is done: not part of the dashboard's first load.
const AllDoneCard = lazy(async () => ({ default: (await import('./all-done-card')).AllDoneCard }));

type TodayTodosProps = {
  todoAction?: (todo: DailyTodoUnit) => ReactNode;
  allDoneAction?: ReactNode;
  /** The to-do a focus log is open on now, so a started one reads 집중 중 or 일시 정지. */
  focusingTodoId?: string | null;
};

/**
 * "오늘의 할 일": one list per active study plan, each row tappable and long-pressable; `todoAction` adds a
 * button to each row (the dashboard's quick start), `allDoneAction` one to the all-done card (free focus).
 */
export function TodayTodos({ todoAction, allDoneAction, focusingTodoId = null }: TodayTodosProps = {}) {
  const todos = useTodayTodos();
  const { change, celebration } = useChangeTodoStatus();
  const saving = useSavingTodoIds();
  const slow = useDelayedFlag(todos.isPending, SKELETON_DELAY_MS);
  const [sheetTodo, setSheetTodo] = useState<DailyTodoUnit | null>(null);
  // Kept after closing so the sheet's title does not blank out during vaul's closing animation.
  const [lastSheetTodo, setLastSheetTodo] = useState<DailyTodoUnit | null>(null);

  const toggle = (todo: DailyTodoUnit) => {
    const status = toggledTodoStatus(todo.status);
    change(todo, status, todoActionFailureMessage(status === 'COMPLETED' ? 'complete' : 'markIncomplete'));
  };

  const runAction = (todo: DailyTodoUnit, action: TodoAction) =>
    change(todo, action.targetStatus, action.failureMessage);

  const openActions = (todo: DailyTodoUnit) => {
    setSheetTodo(todo);
    setLastSheetTodo(todo);
  };

  const shownInSheet = sheetTodo ?? lastSheetTodo;
  const groups = todos.data ?? [];
  const allDone =
    groups.some((group) => group.dailyTodoUnitResponses.length > 0) &&
    groups.every((group) => !group.dailyTodoUnitResponses.some((todo) => isOpenTodoStatus(todo.status)));

  const expected = expectedDayTotal(
    groups.flatMap((group) =>
      group.dailyTodoUnitResponses
        .filter((todo) => isOpenTodoStatus(todo.status))
        .map((todo) => todo.expectedSeconds),
    ),
  );

  return (
    <Section
      title="오늘의 할 일"
      id="today-todos"
      action={
        expected ? (
          <span data-testid="expected-day-total" className="text-[0.8125rem] text-ink-muted tabular-nums">
            예상 {formatStudyTime(expected.seconds, 'words')}
            {expected.partial ? ' 이상' : ''}
          </span>
        ) : null
      }
    >
      {todos.isPending ? (
        slow ? (
          <Skeleton label="오늘의 할 일을 불러오는 중">
            <SkeletonBlock className="h-4 w-28" />
            <SkeletonBlock className="h-40 w-full rounded-card" />
          </Skeleton>
        ) : null
      ) : todos.isError ? (
        <ErrorBox
          {...describeError(todos.error)}
          onRetry={() => void todos.refetch()}
          retrying={todos.isFetching}
        />
      ) : groups.every((group) => group.dailyTodoUnitResponses.length === 0) ? (
        <EmptyState
          icon={<CalendarIcon />}
          title="오늘은 할 일이 없어요"
          description="새 학습 계획을 추가해 보세요."
        />
      ) : (
        <div className="flex flex-col gap-4">
          {allDone ? (
            <Suspense fallback={null}>
              <AllDoneCard
                celebrationKey={celebration?.kind === 'day' ? celebration.key : undefined}
                action={allDoneAction}
              />
            </Suspense>
          ) : null}
          {groups
            .filter((group) => group.dailyTodoUnitResponses.length > 0)
            .map((group) => (
              <div key={group.id} className="flex flex-col gap-2">
                <h3 className="px-1 text-sm font-semibold text-ink-muted">{group.studyPlanTitle}</h3>
                <ul
                  aria-label={`${group.studyPlanTitle} 할 일`}
                  className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface shadow-card"
                >
                  {group.dailyTodoUnitResponses.map((todo) => (
                    <TodoRow
                      key={todo.id}
                      todo={todo}
                      today={group.todoDate}
                      onToggle={toggle}
                      onOpenActions={openActions}
                      saving={saving.has(todo.id)}
                      celebrationKey={celebration?.todoId === todo.id ? celebration.key : undefined}
                      action={todoAction?.(todo)}
                      focusing={todo.id === focusingTodoId}
                    />
                  ))}
                </ul>
              </div>
            ))}
          <p className="px-1 text-[0.8125rem] text-ink-muted">
            눌러서 완료하고, 길게 누르면 미루기·건너뛰기를 고를 수 있어요.
          </p>
        </div>
      )}
      <BottomActionSheet
        open={sheetTodo !== null}
        onOpenChange={(open) => {
          if (!open) setSheetTodo(null);
        }}
        title={shownInSheet?.shortTitle ?? ''}
        description={shownInSheet ? `${shownInSheet.title} · 무엇을 할까요?` : undefined}
        actions={
          shownInSheet
            ? todoSheetActions(shownInSheet.status).map((action) => ({
                id: action.kind,
                label: action.label,
                needsServer: true,
                onSelect: () => runAction(shownInSheet, action),
              }))
            : []
        }
      />
    </Section>
  );
}
