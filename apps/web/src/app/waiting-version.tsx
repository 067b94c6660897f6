import { useRegisterSW } from 'virtual:pwa-register/react';
import { SnackbarCard } from '@/components/ui/snackbar';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useCurrentFocusBlock } from '@/entities/focus/get-current-focus-block';
import { useAccessStore } from './guards/access-store';

// Browsers look for a new worker only on navigation; a tab left open for days asks every hour.
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Whether an earlier version's worker runs this page. On a first visit none does, and a worker "waiting"
 * then is the first install still settling (the sign-in page registered it a moment ago), not a new version.
 */
const runByAnEarlierVersion = () =>
  typeof navigator !== 'undefined' && navigator.serviceWorker?.controller != null;

/**
 * Whether a focus block may be running: asked only once a new version waits and the learner has passed the
 * service gate (nothing behind it is asked before); unknown counts as running.
 */
function useFocusBlockMayRun(asking: boolean): boolean {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const gatePassed = useAccessStore((state) => state.grantedAt !== null);
  const current = useCurrentFocusBlock(asking && signedIn && gatePassed);
  if (!signedIn) return false;
  if (!gatePassed) return true;
  if (current.data !== undefined) return current.data !== null;
  // Offline the question has no answer; reloading onto the new version works offline too.
  return !current.isError;
}

/**
 * Registers the service worker and says "새 버전이 있어요" while a new one waits; the learner's tap on
 * 새로고침 activates it and reloads the page. Never shown during a focus block, so a reload never
 * interrupts one, nor over the terms and username modals.
 */
export function WaitingVersion() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      // Offline the check fails; the next one tries again.
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
    },
  });
  const newVersionWaits = needRefresh && runByAnEarlierVersion();
  const focusing = useFocusBlockMayRun(newVersionWaits);
  return newVersionWaits && !focusing ? (
    <SnackbarCard
      message="새 버전이 있어요"
      action={{ label: '새로고침', onAction: () => void updateServiceWorker() }}
    />
  ) : null;
}
