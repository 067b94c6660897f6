import { formatMonthDay } from '@molip/domain/korean-date';
import type { DailyTodoUnit } from '@molip/domain/daily-todo';
import { isOpenTodoStatus, todoStateLabel } from '@molip/domain/todo-status';
import { formatStudyTime } from '@molip/domain/study-time';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { LazyCelebrationBurst } from '@/components/ui/lazy-celebration-burst';
import { CheckIcon, MoreIcon } from '@/components/ui/icons';
import { useServerActionBlocked } from '@/components/ui/offline-reason';
import { ReviewBadge } from '@/components/ui/review-badge';
import { cn } from '@/lib/cn';
import { useLongPress } from '../hooks/use-long-press';
import { todoRowId } from '../todo-row-id';

// Only a review just done asks how it went: not part of the dashboard's first load.
const loadReviewRatingBar = () => import('./review-rating-bar');
const ReviewRatingBar = lazy(async () => ({ default: (await loadReviewRatingBar()).ReviewRatingBar }));

type TodoRowProps = {
  todo: DailyTodoUnit;
  /** The day the list is for (the learner's today): a rated review says how many days until it comes back. */
  today: string;
  /** Tap: COMPLETED ↔ PENDING. Never called for a skipped to-do: the action sheet undoes a skip. */
  onToggle: (todo: DailyTodoUnit) => void;
  /** Press and hold, or the "more" button: opens the action sheet. */
  onOpenActions: (todo: DailyTodoUnit) => void;
  /** Its change is on its way to the server: the row shows it, but busy until the server confirms. */
  saving?: boolean;
  /** Set when this to-do was just completed: its box pops and bursts (the value replays it). */
  celebrationKey?: number;
  /** A button beside the row, e.g. the focus feature's "집중 시작". */
  action?: ReactNode;
  /** A focus log is open on it now: in progress reads 집중 중, else 일시 정지. */
  focusing?: boolean;
};

/** One to-do: completed struck through, postponed dimmed "내일로 미룸", "집중 중" or "일시 정지", "건너뜀". */
export function TodoRow({
  todo,
  today,
  onToggle,
  onOpenActions,
  saving = false,
  celebrationKey,
  action,
  focusing = false,
}: TodoRowProps) {
  const completed = todo.status === 'COMPLETED';
  const postponed = todo.status === 'POSTPONED';
  const skipped = todo.status === 'SKIPPED';
  const inProgress = todo.status === 'IN_PROGRESS';
  // Offline the row cannot be ticked; a long press still opens the sheet, which says why.
  const server = useServerActionBlocked();
  const press = useLongPress({
    onLongPress: () => onOpenActions(todo),
    onPress: () => onToggle(todo),
    disabled: skipped || server.blocked,
  });
  const duration = todo.totalStudySeconds > 0 ? formatStudyTime(todo.totalStudySeconds, 'words') : null;
  // Before any focus on an open to-do, its expected time from what the learner measured (never a guess).
  const expected =
    !duration && isOpenTodoStatus(todo.status) && todo.expectedSeconds
      ? `예상 ${formatStudyTime(todo.expectedSeconds, 'words')}`
      : null;
  const statusText = postponed || skipped || inProgress ? todoStateLabel(todo.status, focusing) : null;
  const hasStatusLine = statusText !== null || todo.isOverdue || todo.review !== null;
  const isReview = todo.review !== null;
  // A day with reviews fetches the rating's code early, so ticking one shows the question without a wait.
  useEffect(() => {
    if (isReview) void loadReviewRatingBar();
  }, [isReview]);

  return (
    <li id={todoRowId(todo.id)} className="relative flex scroll-mb-4 flex-wrap items-stretch">
      {celebrationKey !== undefined ? (
        <LazyCelebrationBurst key={celebrationKey} className="top-1/2 left-7" />
      ) : null}
      <button
        type="button"
        role="checkbox"
        aria-checked={completed}
        aria-busy={saving || undefined}
        aria-disabled={skipped || server.blocked || undefined}
        aria-label={`${todo.shortTitle} ${todo.title}`}
        aria-describedby={
          [
            hasStatusLine ? `todo-${todo.id}-status` : null,
            duration || expected ? `todo-${todo.id}-time` : null,
            server.describedBy,
          ]
            .filter(Boolean)
            .join(' ') || undefined
        }
        data-status={todo.status}
        {...press}
        className={cn(
          'flex min-h-14 min-w-0 flex-1 touch-manipulation items-center gap-3 py-3 pl-4 text-left select-none [-webkit-touch-callout:none]',
          skipped || server.blocked ? 'cursor-default' : 'hover:bg-surface-muted',
        )}
      >
        <span
          key={celebrationKey}
          aria-hidden="true"
          className={cn(
            'flex size-6 shrink-0 items-center justify-center rounded-lg border-2',
            celebrationKey !== undefined && 'motion-safe:animate-pop',
            // A slow answer pulses the box (after the wait pause): shown, not yet confirmed.
            saving && 'animate-pulse',
            // Offline an open box cannot be ticked: it is drawn off, like a disabled control.
            completed
              ? 'border-primary bg-primary text-on-primary'
              : server.blocked
                ? 'border-line bg-surface-muted'
                : 'border-line-strong bg-surface',
            skipped && 'border-dashed',
          )}
        >
          {completed ? <CheckIcon size={16} strokeWidth={3} /> : null}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          {/* Closed rows are dimmed by colour, not opacity, so their text keeps a readable contrast. */}
          <span
            className={cn(
              'text-[0.9375rem] font-medium',
              completed || postponed || skipped ? 'text-ink-muted' : 'text-ink',
              completed && 'line-through',
            )}
          >
            <span
              className={cn(
                'mr-1.5 font-semibold tabular-nums',
                completed || postponed || skipped ? 'text-ink-muted' : 'text-primary',
              )}
            >
              {todo.shortTitle}
            </span>
            {todo.title}
          </span>
          {hasStatusLine ? (
            <span
              id={`todo-${todo.id}-status`}
              className="flex flex-wrap items-center gap-1.5 text-[0.8125rem]"
            >
              {todo.review ? <ReviewBadge review={todo.review} /> : null}
              {todo.isOverdue ? (
                <span className="rounded-md bg-warning-soft px-1.5 py-0.5 font-semibold text-warning">
                  밀린 할 일 · {formatMonthDay(todo.originalDate ?? todo.todoDate)}
                </span>
              ) : null}
              {statusText ? (
                <span className={cn('font-semibold', inProgress ? 'text-accent' : 'text-ink-muted')}>
                  {statusText}
                </span>
              ) : null}
            </span>
          ) : null}
        </span>
        {duration ? (
          <span id={`todo-${todo.id}-time`} className="shrink-0 text-sm text-ink-muted tabular-nums">
            {duration}
          </span>
        ) : expected ? (
          <span id={`todo-${todo.id}-time`} className="shrink-0 text-[0.8125rem] text-ink-muted tabular-nums">
            {expected}
          </span>
        ) : null}
      </button>
      {action}
      <button
        type="button"
        aria-label={`${todo.shortTitle} 작업 선택`}
        onClick={() => onOpenActions(todo)}
        className="flex w-11 shrink-0 items-center justify-center text-ink-subtle hover:bg-surface-muted hover:text-ink"
      >
        <MoreIcon vertical />
      </button>
      {todo.review && completed && !saving ? (
        <Suspense fallback={null}>
          <ReviewRatingBar todoId={todo.id} review={todo.review} today={today} />
        </Suspense>
      ) : null}
    </li>
  );
}
