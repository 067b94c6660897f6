import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ClockIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useCurrentFocusBlock } from '../api/get-current-focus-block';

/** Back to a running session: its running block's timer when there is one, else the session. */
export function ReturnToFocusButton({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  const navigate = useNavigate();
  const block = useCurrentFocusBlock();
  return (
    <Button
      size={size}
      fullWidth
      icon={<ClockIcon />}
      onClick={() => navigate(block.data ? paths.focusBlockCurrent : paths.focusSessionCurrent)}
    >
      집중 화면으로 돌아가기
    </Button>
  );
}
