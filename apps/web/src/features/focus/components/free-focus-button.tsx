import { useNavigate } from 'react-router';
import { alertTitles, showAlert } from '@/components/ui/alerts-store';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorSentence } from '@/lib/error-messages';
import { useStartFreeFocus } from '../api/start-free-focus';
import { useFocusPreferencesStore } from '../stores/focus-preferences-store';
import { useFocusTimerStore } from '../stores/focus-timer-store';
import { unlockChime } from '../utils/system-alert';

/**
 * "자유롭게 집중하기": one tap to a running timer on no to-do (every to-do of the day is done), in a block of
 * the remembered length.
 */
export function FreeFocusButton() {
  const navigate = useNavigate();
  const start = useStartFreeFocus();
  const blockMinutes = useFocusPreferencesStore((state) => state.blockMinutes);
  const loadBlock = useFocusTimerStore((state) => state.loadFromServer);

  const onClick = () => {
    // The tap is the moment a browser lets the end-of-block chime be prepared for a hidden tab.
    unlockChime();
    start.mutate(
      { blockMinutes },
      {
        onSuccess: ({ result, receivedAt }) => {
          loadBlock(result.data.block, receivedAt);
          navigate(paths.focusBlockCurrent);
        },
        onError: (error) =>
          showAlert({
            variant: 'error',
            title: alertTitles.error.focusStart,
            description: errorSentence(error, 'focusSession'),
          }),
      },
    );
  };

  return (
    <Button variant="outline" loading={start.isPending} onClick={onClick}>
      자유롭게 집중하기
    </Button>
  );
}
