import { MS_PER_MINUTE, SECONDS_PER_MINUTE } from '@molip/domain/duration';
import { canJudgeFocus, focusEfficiency } from '@molip/domain/focus-figures';
import { focusLogEndReasonLabels } from '@molip/domain/focus-window';
import { todoStateLabel } from '@molip/domain/todo-status';
import { formatStudyMinutes, formatStudyTime } from '@molip/domain/study-time';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CelebrationBurst } from '@/components/ui/celebration-burst';
import { List } from '@/components/ui/list';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { BLOCK_BREAK_MINUTES } from '@/config/ui-constants';
import type { ReceivedBlock } from '@/entities/focus/get-current-focus-block';
import { serverClockOffsetMs } from '@/lib/server-clock';
import { mapBlock } from '../stores/focus-timer-machine';
import { blockEndHeadline } from '../utils/block-end-headline';
import { clockAt, percent } from '../utils/timer-text';
import { FigureTile } from './figure-tile';
import { focusFigureHints } from './focus-figure-hints';
import { NextBlockCard } from './next-block-card';
import { TodayFigures } from './today-figures';

type EndedBlockSummaryProps = {
  received: ReceivedBlock;
  timeZone: string;
  /** Opened by ending the block here: today's figures, the break and the next block come with it. */
  justEnded: boolean;
};

/**
 * A finished block: one line for what happened in it, its figures, and — right after ending it — today's
 * total, the streak and a break before the next block; then its to-dos and focus logs.
 */
export function EndedBlockSummary({ received, timeZone, justEnded }: EndedBlockSummaryProps) {
  const navigate = useNavigate();
  const view = mapBlock(received.block);
  const focusSeconds = received.block.actualFocusSeconds;
  const endedAt = view.endedAt ?? view.endAt;
  // Time past the planned end was never credited: the block is shown as the window that counted.
  const ranPastEnd = endedAt > view.endAt;
  const countedUntil = Math.min(endedAt, view.endAt);
  const elapsedMinutes = Math.max(0, (countedUntil - view.startAt) / MS_PER_MINUTE);
  // A free focus block names no to-do: nothing to complete, nothing to list.
  const hasTodos = view.totalTodos > 0;
  const showEfficiency = !justEnded && canJudgeFocus(focusSeconds);
  const tiles = 1 + (hasTodos ? 1 : 0) + (justEnded ? 2 : 0) + (showEfficiency ? 1 : 0);
  const headline = blockEndHeadline({
    focusSeconds,
    plannedMinutes: view.plannedMinutes,
    completedTodos: view.completedTodos,
  });
  // From 1024 px what happened and what comes next stand beside the block's lists; on a phone, one column.
  return (
    <div className="contents lg:grid lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start lg:gap-8">
      <div className="contents lg:flex lg:flex-col lg:gap-6">
        <section
          aria-labelledby="block-heading"
          className="relative flex flex-col gap-4 rounded-card bg-surface p-5 shadow-card"
        >
          {justEnded && headline.celebrates ? (
            <CelebrationBurst size="large" className="top-16 left-1/2" />
          ) : null}
          <div className="flex flex-col gap-1">
            <p className="truncate text-sm text-ink-muted tabular-nums">
              {view.studyPlanTitle} · {clockAt(view.startAt, timeZone)} ~ {clockAt(countedUntil, timeZone)}
            </p>
            <h2 id="block-heading" className="text-xl font-bold text-ink">
              {headline.title}
            </h2>
            <p className="text-sm text-ink-muted">{headline.detail}</p>
          </div>
          {ranPastEnd ? (
            <p className="rounded-xl bg-surface-muted px-3 py-2.5 text-sm text-ink">
              계획한 {clockAt(view.endAt, timeZone)}에 블록 시간이 끝나서, 그때까지 집중한{' '}
              {formatStudyTime(focusSeconds, 'words')}만 기록했어요.
            </p>
          ) : null}
          <dl className={cn('grid gap-2 text-center', tiles === 3 ? 'grid-cols-3' : 'grid-cols-2')}>
            <FigureTile
              label="이 블록 집중"
              value={formatStudyTime(focusSeconds, 'words')}
              seconds={focusSeconds}
              hint={`/ ${formatStudyMinutes(view.plannedMinutes)}`}
            />
            {hasTodos ? (
              <FigureTile label="끝낸 할 일" value={`${view.completedTodos}/${view.totalTodos}`} />
            ) : null}
            {justEnded ? <TodayFigures /> : null}
            {showEfficiency ? (
              <FigureTile
                label="집중 효율"
                value={percent(focusEfficiency(focusSeconds / SECONDS_PER_MINUTE, elapsedMinutes))}
                description={focusFigureHints.efficiency}
              />
            ) : null}
          </dl>
        </section>
        {justEnded ? (
          <NextBlockCard
            sessionId={view.sessionId}
            endedAt={endedAt}
            clockOffsetMs={serverClockOffsetMs(received.block.serverTime, received.receivedAt)}
            earnedBreak={focusSeconds >= BLOCK_BREAK_MINUTES * SECONDS_PER_MINUTE}
          />
        ) : null}
      </div>
      <div className="contents lg:flex lg:flex-col lg:gap-6">
        {hasTodos ? (
          <Section title="할 일" id="block-todos">
            <List
              aria-label="블록의 할 일"
              items={view.todos.map((todo) => ({
                id: todo.id,
                title: `${todo.shortTitle} ${todo.title}`,
                // An ended block has no open log: a to-do started in it reads 일시 정지, never 집중 중.
                description: `${todo.studyPlanTitle} · ${todoStateLabel(todo.status, false)}`,
                trailing:
                  todo.totalStudySeconds > 0 ? formatStudyTime(todo.totalStudySeconds, 'words') : undefined,
              }))}
            />
          </Section>
        ) : null}
        <Section title="집중 기록" id="block-logs">
          {view.focusLogs.length === 0 ? (
            <p className="rounded-card bg-surface px-4 py-5 text-center text-sm text-ink-muted">
              집중 기록이 없어요.
            </p>
          ) : (
            <List
              aria-label="집중 기록"
              items={view.focusLogs.map((log) => ({
                id: log.id,
                title: log.dailyTodoUnitTitle,
                description: `${clockAt(Date.parse(log.startTime), timeZone)} ~ ${log.endTime ? clockAt(Date.parse(log.endTime), timeZone) : ''}${log.endReason ? ` · ${focusLogEndReasonLabels[log.endReason]}` : ''}`,
                // A log that measured nothing shows no time rather than 0분.
                trailing:
                  log.actualFocusSeconds > 0 ? formatStudyTime(log.actualFocusSeconds, 'words') : undefined,
              }))}
            />
          )}
        </Section>
        <Button variant="outline" fullWidth onClick={() => navigate(paths.focusSession(view.sessionId))}>
          세션으로 돌아가기
        </Button>
      </div>
    </div>
  );
}
