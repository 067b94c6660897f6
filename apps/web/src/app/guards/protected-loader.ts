import type { QueryClient } from '@tanstack/react-query';
import { redirect, replace, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { whenAuthReady } from '@/features/auth/api/restore-session';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { agreementStatusQueryOptions } from '@/features/terms/api/get-agreement-status';
import { nameChangedStatusQueryOptions } from '@/features/user/api/get-name-changed-status';
import { paths } from '@/config/paths';
import { isOffline } from '@/lib/online-status';
import { passedOnThisDevice, useAccessStore } from './access-store';
import { decideRouteAccess, skipsTermsCheck, type AccessCheck } from './route-guard';

type ProtectedLoaderDeps = {
  queryClient: QueryClient;
  /** The location the router is currently showing, or null during the very first navigation. */
  committedLocation: () => { pathname: string; search: string } | null;
};

/** Asks the server whether terms and username are complete; the answers also feed the shell's modals. */
export async function checkServiceAccess(queryClient: QueryClient): Promise<AccessCheck> {
  const [terms, name] = await Promise.all([
    queryClient.fetchQuery({ ...agreementStatusQueryOptions(), staleTime: 0 }),
    queryClient.fetchQuery({ ...nameChangedStatusQueryOptions(), staleTime: 0 }),
  ]);
  return { termsAgreed: terms.hasAgreedToAllRequired, usernameSet: name.hasNameChanged };
}

/** Runs the route guard before every navigation into the protected part of the app. */
export function createProtectedLoader({ queryClient, committedLocation }: ProtectedLoaderDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    await whenAuthReady();
    const url = new URL(request.url);
    const fullPath = `${url.pathname}${url.search}`;
    const { isAuthenticated, user, lastSignOut } = useAuthStore.getState();
    const decision = await decideRouteAccess({
      pathname: url.pathname,
      fullPath,
      isAuthenticated,
      accountDisabled: lastSignOut === 'disabled',
      role: user?.role ?? null,
      accessGrantedAt: useAccessStore.getState().grantedAt,
      now: Date.now(),
      offline: isOffline(),
      passedOnDevice: passedOnThisDevice(),
      checkAccess: () => checkServiceAccess(queryClient),
    });
    if (decision.type === 'redirect') throw redirect(decision.to);
    if (decision.type === 'block') {
      // Cancel the navigation: stay on the current page, where the shell now shows the terms or username
      // modal. On the first load, or when coming from a page outside the gate (e.g. /login), there is
      // nowhere to stay, so the target renders beneath the modal. The dashboard is always a valid landing
      // place: the app goes there after the terms are accepted, with the username modal next.
      const current = committedLocation();
      if (current && !skipsTermsCheck(current.pathname) && url.pathname !== paths.home) {
        const currentPath = `${current.pathname}${current.search}`;
        if (currentPath !== fullPath) throw replace(currentPath);
      }
      return null;
    }
    if (decision.grantAccess) useAccessStore.getState().grant();
    return null;
  };
}

/** Re-run the guard whenever the location changes (React Router keeps parent data by default). */
export function shouldRevalidateGuard({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search;
}
