import type { DailyTodoGroup } from '@molip/domain/daily-todo';
import { isOpenTodoStatus } from '@molip/domain/todo-status';
import { lazy, Suspense } from 'react';
import { useTodayTodos } from '@/lib/today-todos-query';

// Only a learner behind schedule needs the card: it stays out of the dashboard's first load.
const RecoveryCard = lazy(async () => ({ default: (await import('./recovery-card')).RecoveryCard }));

/** The plans whose to-dos from past days are still open, in the list's order, with those to-dos' ids. */
function plansBehind(groups: readonly DailyTodoGroup[]) {
  return groups.flatMap((group) => {
    const overdue = group.dailyTodoUnitResponses.filter(
      (todo) => todo.isOverdue && isOpenTodoStatus(todo.status),
    );
    return overdue.length > 0
      ? [{ planId: group.id, overdueTodoIds: overdue.map((todo) => todo.id).join(',') }]
      : [];
  });
}

/**
 * The recovery offer (docs/product-rules.md#recovering-missed-days): one card per plan with open to-dos from
 * past days, each previewing the ways to catch up and applying one in a tap, with undo in the snackbar.
 */
export function RecoveryOffers() {
  const todos = useTodayTodos();
  const plans = plansBehind(todos.data ?? []);
  if (plans.length === 0) return null;
  return (
    <section aria-label="밀린 할 일 따라잡기" className="flex flex-col gap-3">
      <Suspense fallback={null}>
        {plans.map((plan) => (
          <RecoveryCard key={plan.planId} {...plan} />
        ))}
      </Suspense>
    </section>
  );
}
