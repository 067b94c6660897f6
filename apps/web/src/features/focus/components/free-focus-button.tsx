import { Button } from '@/components/ui/button';
import { useStartFreeFocus } from '../api/start-free-focus';
import { useOneTapStart } from '../hooks/use-one-tap-start';
import { useFocusPreferencesStore } from '../stores/focus-preferences-store';

/**
 * "자유롭게 집중하기": one tap to a running timer on no to-do (every to-do of the day is done), in a block of
 * the remembered length.
 */
export function FreeFocusButton() {
  const start = useStartFreeFocus();
  const blockMinutes = useFocusPreferencesStore((state) => state.blockMinutes);
  const startFreeFocus = useOneTapStart(start.mutate);

  return (
    <Button
      variant="outline"
      needsServer
      loading={start.isPending}
      onClick={() => startFreeFocus({ blockMinutes })}
    >
      자유롭게 집중하기
    </Button>
  );
}
