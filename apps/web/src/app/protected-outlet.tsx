import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useIsOffline } from '@/lib/online-status';
import { AppBackdrop } from './app-fallbacks';
import { useAccessStore } from './guards/access-store';
import { skipsTermsCheck } from './guards/route-guard';

/**
 * The signed-in pages, once the learner is through the terms and username gates; until then only a backdrop
 * under the modals, so no screen asks the server for what the gate refuses (403 TERMS_REQUIRED).
 */
export function ProtectedOutlet() {
  const granted = useAccessStore((state) => state.grantedAt !== null);
  // A path that skips the terms check (/terms-test, and anything unknown under those prefixes) is never
  // gated, so nothing would ever grant it: it opens at once, or a direct load stays on the backdrop.
  const ungated = skipsTermsCheck(useLocation().pathname);
  const offline = useIsOffline();
  // Offline the gates cannot be asked and no request reaches the server: the screens open and say they are
  // offline. Once the network is back the gates ask, and their modals open over the screen if a step is owed.
  const [openedOffline, setOpenedOffline] = useState(false);
  if (offline && !openedOffline) setOpenedOffline(true);
  return granted || openedOffline || ungated ? <Outlet /> : <AppBackdrop />;
}
