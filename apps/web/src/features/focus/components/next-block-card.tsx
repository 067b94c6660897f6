import { MS_PER_MINUTE, MS_PER_SECOND } from '@molip/domain/duration';
import { quickStartBlockMinutes } from '@molip/domain/focus-quick-start';
import { formatStudyMinutes, formatStudyTime } from '@molip/domain/study-time';
import { alertTitles, showAlert } from '@/components/ui/alerts-store';
import { Button } from '@/components/ui/button';
import { showSnackbar } from '@/components/ui/snackbar-store';
import { BLOCK_BREAK_MINUTES } from '@/config/ui-constants';
import { describeError } from '@/lib/error-messages';
import { useEndFocusSession } from '../api/end-focus-session';
import { useFocusSession } from '../api/get-focus-session';
import { useServerNow } from '../hooks/use-server-now';
import { useStartNextFocus } from '../hooks/use-start-next-focus';

type NextBlockCardProps = {
  /** The session the block ran in: the next block opens inside it while it runs, so it must fit there. */
  sessionId: string;
  /** Server-clock ms when the block ended: the break is counted from there, so a reload keeps it. */
  endedAt: number;
  clockOffsetMs: number;
  /** The block held at least as much focus as the break is long: a break is offered before the next one. */
  earnedBreak: boolean;
};

/**
 * After a block: a short break counted down (a rest, never counted as focus), then the next block in one tap —
 * as long as the block fits the running session (the server's rule, `quickStartBlockMinutes`); when not even a
 * minute is left, the card says so and offers to end the session instead.
 */
export function NextBlockCard({ sessionId, endedAt, clockOffsetMs, earnedBreak }: NextBlockCardProps) {
  const now = useServerNow(clockOffsetMs);
  const nextFocus = useStartNextFocus();
  const session = useFocusSession(sessionId);
  const endSession = useEndFocusSession();
  const running = session.data?.session.endedAt === null ? session.data.session : null;
  // Unread (or unreadable) session: the server still decides; an ended one means a new session opens.
  const fittingMinutes = running
    ? quickStartBlockMinutes(new Date(now), nextFocus.blockMinutes, new Date(Date.parse(running.endTime)))
    : nextFocus.blockMinutes;
  const noBlockFits = running !== null && fittingMinutes === 0;
  const breakLeft = earnedBreak
    ? Math.ceil((endedAt + BLOCK_BREAK_MINUTES * MS_PER_MINUTE - now) / MS_PER_SECOND)
    : 0;
  const resting = breakLeft > 0 && !noBlockFits;
  const { next } = nextFocus;

  const endRunningSession = () =>
    endSession.mutate(undefined, {
      onSuccess: () => showSnackbar({ message: '세션을 종료했어요.' }),
      onError: (error) => {
        const { message, detail } = describeError(error, 'focusSession');
        showAlert({
          variant: 'error',
          title: alertTitles.error.sessionEnd,
          description: `세션을 종료하지 못했어요. ${detail ?? message}`,
        });
      },
    });

  if (noBlockFits) {
    return (
      <section
        aria-labelledby="next-block-heading"
        className="flex flex-col items-center gap-3 rounded-card bg-surface p-5 text-center shadow-card"
      >
        <div aria-live="polite" className="flex flex-col items-center gap-1">
          <h2 id="next-block-heading" className="text-sm font-semibold text-ink-muted">
            다음 블록
          </h2>
          <p className="text-base font-bold text-ink">세션이 {running.endClock}에 끝나요</p>
          <p className="text-sm text-balance text-ink-muted">
            남은 시간이 1분도 안 돼서 새 블록을 시작할 수 없어요. 세션을 종료하면 새 세션으로 이어 갈 수
            있어요.
          </p>
        </div>
        <Button
          size="lg"
          fullWidth
          loading={endSession.isPending}
          loadingText="세션 종료 중..."
          needsServer
          onClick={endRunningSession}
        >
          세션 종료
        </Button>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="next-block-heading"
      className="flex flex-col items-center gap-3 rounded-card bg-surface p-5 text-center shadow-card"
    >
      <div aria-live="polite" className="flex flex-col items-center gap-1">
        <h2 id="next-block-heading" className="text-sm font-semibold text-ink-muted">
          {resting ? '쉬는 시간' : earnedBreak ? '쉬는 시간이 끝났어요' : '다음 블록'}
        </h2>
        {resting ? null : (
          <p className="text-base font-bold text-ink">
            {earnedBreak ? '다음 블록으로 이어 가 볼까요?' : '준비되면 바로 이어 가요.'}
          </p>
        )}
      </div>
      {resting ? (
        <>
          <p
            role="timer"
            aria-label="남은 쉬는 시간"
            className="text-5xl font-bold tracking-tight text-ink tabular-nums"
          >
            {formatStudyTime(breakLeft, 'clock')}
          </p>
          <p className="text-sm text-balance text-ink-muted">
            {BLOCK_BREAK_MINUTES}분 쉬고 이어 가요. 쉬는 시간은 기록되지 않아요.
          </p>
        </>
      ) : null}
      <Button
        size="lg"
        fullWidth
        variant={resting ? 'outline' : 'primary'}
        loading={nextFocus.starting}
        loadingText="집중 준비 중..."
        needsServer
        disabled={nextFocus.pending || session.isPending}
        onClick={nextFocus.start}
      >
        다음 블록 시작
      </Button>
      {nextFocus.pending ? null : (
        <p className="text-xs text-ink-muted">
          {[
            next ? `‘${next.shortTitle} ${next.title}’부터 시작해요.` : '할 일 없이 자유롭게 집중해요.',
            running && fittingMinutes < nextFocus.blockMinutes
              ? `세션이 ${running.endClock}에 끝나서 ${formatStudyMinutes(fittingMinutes)}만 집중해요.`
              : null,
          ]
            .filter((line) => line !== null)
            .join(' ')}
        </p>
      )}
    </section>
  );
}
