import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useReportTimeZone } from '@/features/user/hooks/use-report-timezone';
import { useAccessStore } from './guards/access-store';
import { disabledAccountLogin, loginRedirect } from './guards/route-guard';

const DeviceEffects = lazy(async () => ({
  default: (await import('@/features/user/components/device-effects')).DeviceEffects,
}));

const PUBLIC_PREFIXES = [paths.login, '/terms/', paths.signUpUnder14];

/**
 * Reacts to the session: reports the device time zone once, keeps this device's push subscription alive,
 * keeps the app badge on today's open to-dos, and leaves protected pages on sign-out.
 */
export function SessionEffects() {
  const user = useAuthStore((state) => state.user);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const ready = useAuthStore((state) => state.status === 'ready');
  const lastSignOut = useAuthStore((state) => state.lastSignOut);
  const resetAccess = useAccessStore((state) => state.reset);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // A session that ends on the way to a public page (the under-14 screen, say) lets that navigation finish.
  const heading = useNavigation().location ?? location;

  useReportTimeZone(isAuthenticated ? user : null);

  const onPublicPage = [location, heading].some(({ pathname }) =>
    PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix)),
  );
  useEffect(() => {
    if (!ready || isAuthenticated) return;
    resetAccess();
    if (onPublicPage) return;
    const here = `${location.pathname}${location.search}`;
    // Forget the previous user's answers only once their page is gone: clearing while it is still
    // mounted would make its queries refetch without a session.
    const login =
      lastSignOut === 'user'
        ? paths.login
        : lastSignOut === 'disabled'
          ? disabledAccountLogin
          : loginRedirect(here);
    void Promise.resolve(navigate(login, { replace: true })).then(() => queryClient.clear());
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

  return (
    <Suspense fallback={null}>
      <DeviceEffects userId={isAuthenticated ? (user?.id ?? null) : null} />
    </Suspense>
  );
}
