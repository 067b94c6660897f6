import type { DailyTodoGroup } from '@molip/domain/daily-todo';
import { lazy, Suspense, useState } from 'react';
import { isOpenOverdue, useTodayTodos } from '@/entities/todos/today-todos-query';
import { useRecoveryUndoStore } from '../stores/recovery-undo-store';

// Only a learner behind schedule needs the cards: they stay out of the dashboard's first load.
const RecoveryCard = lazy(async () => ({ default: (await import('./recovery-card')).RecoveryCard }));
const RecoveryUndoCard = lazy(async () => ({
  default: (await import('./recovery-undo-card')).RecoveryUndoCard,
}));

/** The plans with open to-dos from past days (new units or reviews), in the list's order, with their ids. */
function plansBehind(groups: readonly DailyTodoGroup[]) {
  return groups.flatMap((group) => {
    // Overdue reviews alone are behind too: the recovery spreads them over the coming days.
    const overdue = group.dailyTodoUnitResponses.filter(isOpenOverdue);
    return overdue.length > 0
      ? [{ planId: group.id, overdueTodoIds: overdue.map((todo) => todo.id).join(',') }]
      : [];
  });
}

/**
 * The recovery offer (docs/product-rules.md#recovering-missed-days): one card per plan with open to-dos from
 * past days, each previewing the ways to catch up and applying one in a tap; once applied, the plan's card
 * offers to undo it for as long as the server allows.
 */
export function RecoveryOffers() {
  const todos = useTodayTodos();
  const undos = useRecoveryUndoStore((state) => state.undos);
  // The plan whose offer was just taken here: its undo card takes the focus the tapped choice had.
  const [appliedHere, setAppliedHere] = useState<string | null>(null);
  const behind = plansBehind(todos.data ?? []).filter((plan) => !(plan.planId in undos));
  const applied = Object.values(undos);
  if (behind.length === 0 && applied.length === 0) return null;
  return (
    <section aria-label="밀린 할 일 따라잡기" className="flex flex-col gap-3">
      <Suspense fallback={null}>
        {applied.map((undo) => (
          <RecoveryUndoCard key={undo.planId} undo={undo} takeFocus={appliedHere === undo.planId} />
        ))}
        {behind.map((plan) => (
          <RecoveryCard key={plan.planId} {...plan} onApplied={() => setAppliedHere(plan.planId)} />
        ))}
      </Suspense>
    </section>
  );
}
