import { useState } from 'react';
import { Outlet } from 'react-router';
import { useIsOffline } from '@/lib/online-status';
import { AppBackdrop } from './app-fallbacks';
import { useAccessStore } from './guards/access-store';

/**
 * The signed-in pages, once the learner is through the terms and username gates; until then only a backdrop
 * under the modals, so no screen asks the server for what the gate refuses (403 TERMS_REQUIRED).
 */
export function ProtectedOutlet() {
  const granted = useAccessStore((state) => state.grantedAt !== null);
  const offline = useIsOffline();
  // Offline the gates cannot be asked and no request reaches the server: the screens open and say they are
  // offline. Once the network is back the gates ask, and their modals open over the screen if a step is owed.
  const [openedOffline, setOpenedOffline] = useState(false);
  if (offline && !openedOffline) setOpenedOffline(true);
  return granted || openedOffline ? <Outlet /> : <AppBackdrop />;
}
