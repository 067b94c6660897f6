import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ClockIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

/**
 * The dashboard's full-width bottom button. Focus sessions arrive with a later issue; until then there
 * is never an active session, so it always offers to start studying today's to-dos.
 */
export function FocusStartButton() {
  const navigate = useNavigate();
  return (
    <Button size="lg" fullWidth icon={<ClockIcon />} onClick={() => navigate(paths.focusSessionCreate)}>
      오늘의 할 일 공부하기
    </Button>
  );
}
