import { MS_PER_MINUTE, MS_PER_SECOND, SECONDS_PER_MINUTE } from '@molip/domain/duration';
import { blockTimeProgressPercent, completionRate } from '@molip/domain/focus-figures';
import { FREE_FOCUS_TITLE } from '@molip/domain/focus';
import { formatStudyMinutes, formatStudyTime } from '@molip/domain/study-time';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { alertTitles, showAlert } from '@/components/ui/alerts-store';
import { Button } from '@/components/ui/button';
import { DesktopColumns } from '@/components/ui/desktop-columns';
import { EmptyState } from '@/components/ui/empty-state';
import { PlusIcon, TargetIcon } from '@/components/ui/icons';
import { List } from '@/components/ui/list';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { Modal } from '@/components/ui/modal';
import { PageBottomAction } from '@/components/ui/page-layout';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/error-messages';
import { useEndFocusSession, type EndSessionOutcome } from '../api/end-focus-session';
import { useCurrentFocusBlock } from '@/entities/focus/get-current-focus-block';
import type { ReceivedSession } from '@/entities/focus/get-current-focus-session';
import { useServerNow } from '../hooks/use-server-now';
import { useSessionTimeAlerts } from '../hooks/use-session-time-alerts';
import { serverClockOffsetMs } from '@/lib/server-clock';
import { liveSessionFocus } from '../stores/live-session-focus';
import { blockDisplayLabels, withDisplayStates, type BlockDisplayState } from '../utils/block-display-state';
import { FigureTile } from './figure-tile';
import { focusFigureHints } from './focus-figure-hints';
import { clockAt, percent } from '../utils/timer-text';

const stateBadge: Record<BlockDisplayState, string> = {
  completed: 'bg-success text-on-primary',
  active: 'bg-primary text-on-primary',
  pending: 'bg-surface-muted text-ink-muted',
};

const autoEndedState = { autoEnded: true } as const;

function isAutoEndedState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'autoEnded' in state && state.autoEnded === true;
}

type FocusSessionViewProps = { received: ReceivedSession; timeZone: string };

/** The current session and a session's detail: time, progress, blocks, alerts and the end. */
export function FocusSessionView({ received, timeZone }: FocusSessionViewProps) {
  const { session } = received;
  const navigate = useNavigate();
  const endSession = useEndFocusSession();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const location = useLocation();
  const [autoEnded, setAutoEnded] = useState(() => isAutoEndedState(location.state));
  const now = useServerNow(serverClockOffsetMs(session.serverTime, received.receivedAt));
  // The open log, if any, lives on the running block: its time since the answer is added live.
  const currentBlock = useCurrentFocusBlock(
    session.isActive && session.focusBlocks.some((block) => block.isActive),
  );
  const focus = liveSessionFocus(session, currentBlock.data?.block ?? null, now);

  const startAt = Date.parse(session.startTime);
  const endAt = Date.parse(session.endTime);
  const remainingSeconds = Math.ceil((endAt - now) / MS_PER_SECOND);
  const noBlockFits = remainingSeconds < SECONDS_PER_MINUTE;
  const elapsedMinutes = Math.max(0, (Math.min(now, endAt) - startAt) / MS_PER_MINUTE);
  // The live clock while the session runs (it counts an open log), the server's figure once it has ended.
  const focusSeconds = session.isActive ? focus.sessionSeconds : session.actualFocusSeconds;
  const sessionProgress = blockTimeProgressPercent(elapsedMinutes, session.plannedDurationMinutes);
  const blocks = withDisplayStates(session.focusBlocks);
  const activeBlock = blocks.find((entry) => entry.state === 'active' && entry.block.isActive);

  const finish = useCallback(
    async (automatic: boolean, focused = false) => {
      let outcome: EndSessionOutcome;
      try {
        outcome = await endSession.mutateAsync();
      } catch (error) {
        const { message, detail } = describeError(error, 'focusSession');
        showAlert({
          variant: 'error',
          title: alertTitles.error.sessionEnd,
          description: `세션을 종료하지 못했어요. ${detail ?? message}`,
        });
        return;
      }
      if (outcome.kind === 'timed-out') {
        showAlert({
          variant: 'warning',
          description: '서버의 답이 늦어 확인하지 못했지만 세션은 종료했어요.',
        });
      } else if (!automatic) {
        // Thanks only for time that was there: an empty session is ended plainly.
        showAlert({
          variant: 'success',
          description: focused ? '세션을 종료했어요. 수고했어요!' : '세션을 종료했어요.',
        });
      }
      // The detail page shows the ended session; after an automatic end it opens the notice modal.
      navigate(paths.focusSession(session.id), {
        replace: true,
        state: automatic ? autoEndedState : null,
      });
    },
    [endSession, navigate, session.id],
  );

  // The automatic end runs once per session, when the planned end passes while the page is open.
  const onExceeded = useCallback(() => {
    if (session.isActive) void finish(true);
  }, [finish, session.isActive]);
  useSessionTimeAlerts(
    session.isActive ? session.id : null,
    session.isActive ? remainingSeconds : null,
    onExceeded,
  );

  return (
    <>
      {/* From 1024 px the session's clock and figures stand beside its blocks. */}
      <DesktopColumns layout="narrow-first">
        <section
          aria-labelledby="session-heading"
          className="relative flex flex-col gap-4 rounded-card bg-surface p-5 shadow-card"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 id="session-heading" className="truncate text-lg font-bold text-ink">
                {session.sessionType}
              </h2>
              <p className="text-sm text-ink-muted tabular-nums">
                {session.startClock} ~ {session.endClock} ·{' '}
                {formatStudyMinutes(session.plannedDurationMinutes)}
              </p>
            </div>
            <span
              className={cn(
                'shrink-0 rounded-full px-2.5 py-1 text-xs font-bold',
                session.isActive ? 'bg-primary-soft text-primary' : 'bg-surface-muted text-ink-muted',
              )}
            >
              {session.isActive ? '진행 중' : '종료됨'}
            </span>
          </div>
          {session.isActive ? (
            <div className="flex flex-col items-center gap-1 py-2" aria-live="off">
              <p className="text-sm font-semibold text-ink-muted">
                {remainingSeconds > 0 ? '남은 시간' : '종료 시간이 지났어요'}
              </p>
              <p
                className="text-5xl font-bold tracking-tight text-ink tabular-nums"
                role="timer"
                aria-label="세션 남은 시간"
              >
                {formatStudyTime(Math.max(0, remainingSeconds), 'clock')}
              </p>
            </div>
          ) : (
            <p className="text-sm text-ink-muted">
              {session.endedAt ? `${clockAt(Date.parse(session.endedAt), timeZone)}에 종료했어요.` : null}
            </p>
          )}
          <div className="flex flex-col gap-1.5">
            <p className="flex justify-between text-xs font-semibold text-ink-muted">
              <span>세션 시간</span>
              <span className="tabular-nums">{percent(sessionProgress / 100)} 지났어요</span>
            </p>
            <ProgressBar value={sessionProgress} label="세션 시간 중 지난 만큼" />
          </div>
          <dl className="grid grid-cols-3 gap-2 text-center">
            <FigureTile
              label="목표 집중"
              value={formatStudyMinutes(session.focusTargetMinutes)}
              description={focusFigureHints.target}
            />
            <FigureTile
              label="실제 집중"
              value={formatStudyTime(focusSeconds, 'words')}
              seconds={focusSeconds}
            />
            <FigureTile
              label="완료한 할 일"
              value={`${session.completedContentUnits}/${session.totalContentUnits}`}
              hint={percent(completionRate(session.completedContentUnits, session.totalContentUnits))}
            />
          </dl>
        </section>

        <Section title="집중 블록" id="session-blocks">
          {blocks.length === 0 ? (
            <EmptyState
              icon={<TargetIcon />}
              title="아직 집중 블록이 없어요"
              description={
                session.isActive
                  ? '새 집중 블록을 만들어 할 일에 집중해 보세요.'
                  : '이 세션에는 집중 블록이 없어요.'
              }
            />
          ) : (
            <List
              aria-label="집중 블록 목록"
              items={blocks.map(({ block, state }, index) => ({
                id: block.id,
                href:
                  state === 'active' && block.isActive ? paths.focusBlockCurrent : paths.focusBlock(block.id),
                leading: (
                  <span className={cn('rounded-full px-2 py-0.5 text-xs font-bold', stateBadge[state])}>
                    {blockDisplayLabels[state]}
                  </span>
                ),
                title: `블록 ${index + 1} · ${clockAt(Date.parse(block.startTime), timeZone)} ~ ${clockAt(Date.parse(block.endTime), timeZone)}`,
                description: `집중 ${formatStudyTime(
                  block.isActive
                    ? (focus.blockSeconds.get(block.id) ?? block.actualFocusSeconds)
                    : block.actualFocusSeconds,
                  'words',
                )} · ${
                  block.plannedDailyTodoUnitCount === 0
                    ? FREE_FOCUS_TITLE
                    : `할 일 ${block.completedDailyTodoUnitCount}/${block.plannedDailyTodoUnitCount}`
                }`,
              }))}
            />
          )}
        </Section>
      </DesktopColumns>

      <PageBottomAction>
        {session.isActive ? (
          <div className="flex flex-col gap-2">
            {activeBlock ? (
              <Button size="lg" fullWidth onClick={() => navigate(paths.focusBlockCurrent)}>
                진행 중인 블록으로 이동
              </Button>
            ) : (
              <>
                {/* A block needs a whole minute of the session: under that, say why rather than offer a dead end. */}
                {noBlockFits ? (
                  <p className="text-center text-sm text-ink-muted">
                    남은 시간이 1분도 안 돼서 새 블록을 시작할 수 없어요.
                  </p>
                ) : null}
                <Button
                  size="lg"
                  fullWidth
                  icon={<PlusIcon />}
                  onClick={() => navigate(paths.focusBlockTimePeriod)}
                  needsServer
                  disabled={noBlockFits}
                >
                  새 집중 블록
                </Button>
              </>
            )}
            <Button
              variant="outline"
              fullWidth
              onClick={() => setConfirmOpen(true)}
              loading={endSession.isPending}
              needsServer
            >
              세션 종료
            </Button>
          </div>
        ) : (
          <Button variant="outline" fullWidth onClick={() => navigate(paths.home)}>
            대시보드로 돌아가기
          </Button>
        )}
      </PageBottomAction>

      <ConfirmModal
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="세션을 종료할까요?"
        description="진행 중인 집중 블록과 집중 기록도 함께 종료돼요."
        confirmLabel="종료"
        onConfirm={() => {
          setConfirmOpen(false);
          void finish(false, focusSeconds > 0);
        }}
      />
      <Modal
        open={autoEnded}
        onOpenChange={setAutoEnded}
        title={alertTitles.warning.autoEnd}
        description={`계획한 종료 시각(${session.endClock})이 지나 세션을 자동으로 종료했어요.`}
        size="sm"
        dismissible={false}
        footer={
          <Button fullWidth onClick={() => setAutoEnded(false)}>
            확인
          </Button>
        }
      />
    </>
  );
}
