import { TERMS_MODAL_DELAY_AFTER_LOGIN_MS, TERMS_MODAL_DELAY_ON_LOAD_MS } from '@/config/ui-constants';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/api/logout';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useAgreementStatus } from '@/features/terms/api/get-agreement-status';
import { useNameChangedStatus } from '@/features/user/api/get-name-changed-status';
import { deleteAccount } from '@/features/user/api/delete-account';
import { serverMessage, termsMessages } from '@/lib/error-messages';
import { useAccessStore } from './guards/access-store';
import { skipsTermsCheck } from './guards/route-guard';
import { useDelayedFlag } from '@/lib/use-delayed-flag';

// Loaded only for signed-in users who still owe a step, keeping Radix out of the login bundle.
const TermsModal = lazy(() =>
  import('@/features/terms/components/terms-modal').then((m) => ({ default: m.TermsModal })),
);
const UsernameModal = lazy(() =>
  import('@/features/user/components/username-modal').then((m) => ({ default: m.UsernameModal })),
);

/**
 * The shell's terms and username modals: terms first, then the username
 * (docs/product-rules.md#who-may-use-the-service).
 */
export function AccessGates() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const ready = useAuthStore((state) => state.status === 'ready');
  const signedInAt = useAuthStore((state) => state.signedInAt);
  const grant = useAccessStore((state) => state.grant);
  const resetAccess = useAccessStore((state) => state.reset);
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();

  const enabled = isAuthenticated && ready && !skipsTermsCheck(location.pathname);
  const terms = useAgreementStatus({ enabled });
  const termsAgreed = terms.data?.hasAgreedToAllRequired === true;
  const name = useNameChangedStatus({ enabled: enabled && termsAgreed });

  // Under 14 the account made at sign-in goes at once (nothing of the child is kept); the screen then says why.
  const [leaving, setLeaving] = useState(false);
  const leaveUnder14 = async () => {
    setLeaving(true);
    try {
      await deleteAccount();
    } catch (error) {
      setLeaving(false);
      window.alert(serverMessage(error) ?? termsMessages.submitFailed);
      return;
    }
    await navigate(paths.signUpUnder14, { replace: true });
    await logout();
    queryClient.clear();
    // The shell stays: a later sign-in in this tab starts the step afresh.
    setLeaving(false);
  };

  const termsDue = enabled && terms.data !== undefined && !termsAgreed;
  // The terms modal opens 1500 ms after a sign-in in this tab, 500 ms after loading when already signed in.
  const termsOpen = useDelayedFlag(
    termsDue,
    signedInAt !== null ? TERMS_MODAL_DELAY_AFTER_LOGIN_MS : TERMS_MODAL_DELAY_ON_LOAD_MS,
  );
  const usernameOpen = enabled && termsAgreed && name.data !== undefined && !name.data.hasNameChanged;
  const complete = termsAgreed && name.data?.hasNameChanged === true;

  // Screens under the modals were refused (403 TERMS_REQUIRED or USERNAME_REQUIRED): ask again once through.
  const passedModals = useRef(false);
  const gated = termsDue || usernameOpen;
  useEffect(() => {
    if (!gated) return;
    passedModals.current = true;
    // A step is owed (a new terms version, say): the screens wait behind the modal, on this visit and the next.
    resetAccess();
  }, [gated, resetAccess]);
  useEffect(() => {
    if (!complete) return;
    grant();
    if (!passedModals.current) return;
    passedModals.current = false;
    void queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
  }, [complete, grant, queryClient]);

  return (
    <Suspense fallback={null}>
      {termsDue && terms.data ? (
        <TermsModal
          // A new set of terms starts over; the same terms read again keep what the learner ticked.
          key={terms.data.agreements.map((item) => item.termsId).join(' ')}
          open={termsOpen}
          agreements={terms.data.agreements}
          onCompleted={() => navigate(paths.home, { replace: true })}
          onSignOut={() => void logout()}
          onUnder14={() => void leaveUnder14()}
          leaving={leaving}
        />
      ) : null}
      {usernameOpen ? <UsernameModal open onCompleted={() => grant()} /> : null}
    </Suspense>
  );
}
