import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ClockIcon } from '@/components/ui/icons';
import { namedPaths, paths } from '@/config/paths';
import { useFocusSessionStatus } from '../api/get-focus-session-status';

/**
 * The dashboard's full-width bottom button: checking, go to the active session, or start
 * studying today's to-dos through the focus-session-create route.
 */
export function FocusStartButton() {
  const navigate = useNavigate();
  const status = useFocusSessionStatus();
  if (status.isPending) {
    return (
      <Button size="lg" fullWidth loading loadingText="세션 상태 확인 중...">
        세션 상태 확인 중...
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
  return (
    <Button
      size="lg"
      fullWidth
      icon={<ClockIcon />}
      onClick={() => navigate(namedPaths['focus-session-create'])}
    >
      오늘의 할 일 공부하기
    </Button>
  );
}
