import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useReportTimeZone } from '@/features/user/hooks/use-report-timezone';
import { useAccessStore } from './guards/access-store';
import { loginRedirect } from './guards/route-guard';

const PUBLIC_PREFIXES = [paths.login, '/terms/'];

/** Reacts to the session: reports the device time zone once, and leaves protected pages on sign-out. */
export function SessionEffects() {
  const user = useAuthStore((state) => state.user);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const ready = useAuthStore((state) => state.status === 'ready');
  const lastSignOut = useAuthStore((state) => state.lastSignOut);
  const setUser = useAuthStore((state) => state.setUser);
  const resetAccess = useAccessStore((state) => state.reset);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  useReportTimeZone(isAuthenticated ? user : null, setUser);

  const onPublicPage = PUBLIC_PREFIXES.some((prefix) => location.pathname.startsWith(prefix));
  useEffect(() => {
    if (!ready || isAuthenticated) return;
    resetAccess();
    if (onPublicPage) return;
    queryClient.clear();
    const here = `${location.pathname}${location.search}`;
    navigate(lastSignOut === 'user' ? paths.login : loginRedirect(here), { replace: true });
  }, [
    ready,
    isAuthenticated,
    onPublicPage,
    lastSignOut,
    location.pathname,
    location.search,
    navigate,
    queryClient,
    resetAccess,
  ]);

  return null;
}
