import type { FocusBlock } from '@molip/domain/focus';
import { useNavigate } from 'react-router';
import { alertTitles, showAlert } from '@/components/ui/alerts-store';
import { paths } from '@/config/paths';
import { errorSentence } from '@/lib/error-messages';
import { useFocusTimerStore } from '../stores/focus-timer-store';
import { unlockChime } from '../utils/chime';

type StartedBlock = { result: { data: { block: FocusBlock } }; receivedAt: number };
type StartCallbacks = { onSuccess: (started: StartedBlock) => void; onError: (error: unknown) => void };

/**
 * What every one-tap start does around its request (`mutate` of a start mutation): prepare the chime while
 * the tap allows it, then land on the running timer, or say why it could not start.
 */
export function useOneTapStart<Body>(mutate: (body: Body, callbacks: StartCallbacks) => void) {
  const navigate = useNavigate();
  const loadBlock = useFocusTimerStore((state) => state.loadFromServer);
  return (body: Body) => {
    // The tap is the moment a browser lets the end-of-block chime be prepared for a hidden tab.
    unlockChime();
    mutate(body, {
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
    });
  };
}
