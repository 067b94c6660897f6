import type { DailyTodoGroup, DailyTodoUnit } from '@molip/domain/daily-todo';
import { isOpenTodoStatus } from '@molip/domain/todo-status';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ClockIcon } from '@/components/ui/icons';
import { namedPaths, paths } from '@/config/paths';
import { useTodayTodos } from '@/lib/today-todos-query';
import { useFocusSessionStatus } from '../api/get-focus-session-status';
import { useQuickStartFocus } from '../api/quick-start-focus';
import { useStartFreeFocus } from '../api/start-free-focus';
import { useOneTapStart } from '../hooks/use-one-tap-start';
import { useFocusPreferencesStore } from '../stores/focus-preferences-store';

/** The first open to-do of today's list, in the order the list shows them. */
export function nextOpenTodo(groups: readonly DailyTodoGroup[]): DailyTodoUnit | undefined {
  return groups
    .flatMap((group) => group.dailyTodoUnitResponses)
    .find((todo) => isOpenTodoStatus(todo.status));
}

/**
 * The dashboard's big button focuses in one tap: on the next open to-do of today, or — no plan, or all
 * done — on no to-do (free focus), in a block of the remembered length. A running session is one tap away
 * instead. Setting a session and its blocks up by hand stays a link beneath it.
 */
export function FocusStartButton() {
  const navigate = useNavigate();
  const status = useFocusSessionStatus();
  const todos = useTodayTodos();
  const quickStart = useQuickStartFocus();
  const freeStart = useStartFreeFocus();
  const blockMinutes = useFocusPreferencesStore((state) => state.blockMinutes);
  const startOnTodo = useOneTapStart(quickStart.mutate);
  const startFree = useOneTapStart(freeStart.mutate);

  if (status.isPending || todos.isPending) {
    return (
      <Button size="lg" fullWidth loading loadingText="오늘의 할 일 확인 중...">
        오늘의 할 일 확인 중...
      </Button>
    );
  }
  if (status.data?.hasActive) {
    return (
      <Button size="lg" fullWidth icon={<ClockIcon />} onClick={() => navigate(paths.focusSessionCurrent)}>
        진행 중인 학습 세션으로 이동
      </Button>
    );
  }
  const next = nextOpenTodo(todos.data ?? []);
  const starting = quickStart.isPending || freeStart.isPending;
  return (
    <div className="flex flex-col items-stretch gap-1.5">
      <Button
        size="lg"
        fullWidth
        icon={<ClockIcon />}
        loading={starting}
        loadingText="집중 준비 중..."
        onClick={() =>
          next ? startOnTodo({ dailyTodoUnitId: next.id, blockMinutes }) : startFree({ blockMinutes })
        }
      >
        <span className="min-w-0 truncate">
          {next ? `‘${next.shortTitle} ${next.title}’ 집중하기` : '바로 집중하기'}
        </span>
      </Button>
      <Link
        to={namedPaths['focus-session-create']}
        className="self-center rounded-md px-2 py-1 text-sm font-medium text-ink-muted underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
      >
        직접 설정해서 시작
      </Link>
    </div>
  );
}
