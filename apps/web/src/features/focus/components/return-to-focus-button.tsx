import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ClockIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import {
  currentFocusBlockQueryOptions,
  useCurrentFocusBlock,
} from '@/entities/focus/get-current-focus-block';

/** Back to a running session: its running block's timer when there is one, else the session. */
export function ReturnToFocusButton({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read ahead, so the tap usually knows at once; a tap before the answer waits for it.
  const block = useCurrentFocusBlock();
  const goBack = async () => {
    const running =
      block.data !== undefined
        ? block.data
        : await queryClient.fetchQuery(currentFocusBlockQueryOptions()).catch(() => null);
    navigate(running ? paths.focusBlockCurrent : paths.focusSessionCurrent);
  };
  return (
    <Button size={size} fullWidth icon={<ClockIcon />} onClick={() => void goBack()}>
      집중 화면으로 돌아가기
    </Button>
  );
}
