import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ClockIcon } from '@/components/ui/icons';
import { useServerActionBlocked } from '@/components/ui/offline-reason';
import { namedPaths, paths } from '@/config/paths';
import { useCurrentFocusBlock } from '@/entities/focus/get-current-focus-block';
import { useFocusSessionStatus } from '@/entities/focus/get-focus-session-status';
import { useStartNextFocus } from '../hooks/use-start-next-focus';
import { useLastKnownBlock } from '../stores/last-known-block-store';

/**
 * The dashboard's big button is one tap from a running timer, whatever runs: a running block's timer; else
 * a start on the next open to-do of today, or — no plan, or all done — on no to-do (free focus), in a block
 * of the remembered length that the server fits into a running session. Offline it still leads back to a
 * running block and otherwise says that starting waits for the connection. Setting up by hand stays a link
 * beneath it.
 */
export function FocusStartButton({ learnerId }: { learnerId: string | null }) {
  const navigate = useNavigate();
  const status = useFocusSessionStatus();
  // Only a running session holds a running block; its last answer stays on hand while offline.
  const block = useCurrentFocusBlock(status.data?.hasActive === true);
  const nextFocus = useStartNextFocus();
  const server = useServerActionBlocked();
  // Unanswered since a reload (offline): the block the server last reported running, while it can still run.
  const lastKnown = useLastKnownBlock(learnerId);
  const unanswered = block.data === undefined && (server.blocked || status.isError || block.isError);
  const running = block.data ?? (unanswered ? lastKnown : null);

  if (running) {
    return (
      <Button size="lg" fullWidth icon={<ClockIcon />} onClick={() => navigate(paths.focusBlockCurrent)}>
        집중 화면으로 돌아가기
      </Button>
    );
  }
  if (server.blocked) {
    return (
      <Button size="lg" fullWidth icon={<ClockIcon />} needsServer>
        연결되면 바로 집중할 수 있어요
      </Button>
    );
  }
  if (status.isPending || block.isLoading || nextFocus.pending) {
    return (
      <Button size="lg" fullWidth loading loadingText="오늘의 할 일 확인 중...">
        오늘의 할 일 확인 중...
      </Button>
    );
  }
  const { next } = nextFocus;
  return (
    <div className="flex flex-col items-stretch gap-1.5">
      <Button
        size="lg"
        fullWidth
        icon={<ClockIcon />}
        loading={nextFocus.starting}
        loadingText="집중 준비 중..."
        needsServer
        onClick={nextFocus.start}
      >
        <span className="min-w-0 truncate">
          {next ? `‘${next.shortTitle} ${next.title}’ 집중하기` : '바로 집중하기'}
        </span>
      </Button>
      {/* By hand: a session, or — one already running — a block in it. */}
      <Link
        to={status.data?.hasActive ? paths.focusBlockTimePeriod : namedPaths['focus-session-create']}
        className="self-center rounded-md px-2 py-1 text-sm font-medium text-ink-muted underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
      >
        직접 설정해서 시작
      </Link>
    </div>
  );
}
