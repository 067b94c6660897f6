import { Outlet } from 'react-router';
import { AppBackdrop } from './app-fallbacks';
import { useAccessStore } from './guards/access-store';

/**
 * The signed-in pages, once the learner is through the terms and username gates; until then only a backdrop
 * under the modals, so no screen asks the server for what the gate refuses (403 TERMS_REQUIRED).
 */
export function ProtectedOutlet() {
  const granted = useAccessStore((state) => state.grantedAt !== null);
  return granted ? <Outlet /> : <AppBackdrop />;
}
