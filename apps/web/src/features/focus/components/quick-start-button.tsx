import type { DailyTodoUnit } from '@molip/domain/daily-todo';
import { isOpenTodoStatus } from '@molip/domain/todo-status';
import { useServerActionBlocked } from '@/components/ui/offline-reason';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useQuickStartFocus } from '../api/quick-start-focus';
import { useOneTapStart } from '../hooks/use-one-tap-start';
import { useFocusPreferencesStore } from '../stores/focus-preferences-store';

/**
 * A to-do row's "집중 시작": one tap opens whatever is missing (session, block of the remembered length)
 * and lands on the running timer. Only open to-dos get one.
 */
export function QuickStartButton({ todo }: { todo: Pick<DailyTodoUnit, 'id' | 'shortTitle' | 'status'> }) {
  const quickStart = useQuickStartFocus();
  const blockMinutes = useFocusPreferencesStore((state) => state.blockMinutes);
  const startFocus = useOneTapStart(quickStart.mutate);
  const server = useServerActionBlocked();
  if (!isOpenTodoStatus(todo.status)) return null;
  const start = () => startFocus({ dailyTodoUnitId: todo.id, blockMinutes });

  return (
    <button
      type="button"
      aria-label={`${todo.shortTitle} 집중 시작`}
      aria-busy={quickStart.isPending || undefined}
      disabled={quickStart.isPending || server.blocked}
      aria-describedby={server.describedBy}
      onClick={start}
      // Waiting for the server it stays as it was; offline it is drawn off, like the row's box.
      className={cn(
        'my-2 flex w-14 shrink-0 flex-col items-center justify-center gap-0.5 rounded-xl text-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-100',
        server.blocked && 'text-ink-subtle hover:bg-transparent',
      )}
    >
      {quickStart.isPending ? (
        <Spinner size="sm" />
      ) : (
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path
            d="M10 8.2v7.6a.6.6 0 0 0 .9.5l6-3.8a.6.6 0 0 0 0-1l-6-3.8a.6.6 0 0 0-.9.5Z"
            className="fill-on-primary"
          />
        </svg>
      )}
      <span aria-hidden="true" className="text-[0.6875rem] font-semibold">
        집중
      </span>
    </button>
  );
}
