import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ClockIcon } from '@/components/ui/icons';
import { namedPaths } from '@/config/paths';
import { useFocusSessionStatus } from '../api/get-focus-session-status';
import { useStartNextFocus } from '../hooks/use-start-next-focus';
import { ReturnToFocusButton } from './return-to-focus-button';

/**
 * The dashboard's big button focuses in one tap: on the next open to-do of today, or — no plan, or all
 * done — on no to-do (free focus), in a block of the remembered length. A running session is one tap away
 * instead. Setting a session and its blocks up by hand stays a link beneath it.
 */
export function FocusStartButton() {
  const status = useFocusSessionStatus();
  const nextFocus = useStartNextFocus();

  if (status.isPending || nextFocus.pending) {
    return (
      <Button size="lg" fullWidth loading loadingText="오늘의 할 일 확인 중...">
        오늘의 할 일 확인 중...
      </Button>
    );
  }
  if (status.data?.hasActive) return <ReturnToFocusButton />;
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
      <Link
        to={namedPaths['focus-session-create']}
        className="self-center rounded-md px-2 py-1 text-sm font-medium text-ink-muted underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
      >
        직접 설정해서 시작
      </Link>
    </div>
  );
}
