import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { AlertStack } from '@/components/ui/alert-stack';
import { SIDE_NAVIGATION_SPACE_CLASS } from '@/components/ui/page-frame';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useWebFontOnNewScreen } from '@/lib/web-font';
import { useWideScreen } from '@/lib/use-wide-screen';
import { AccessGates } from './access-gates';
import { SessionEffects } from './session-effects';
import { UpdatePrompt } from './update-prompt';

// Only a desktop-wide window shows it, fetched after the first screen: a phone never downloads it.
const SideNavigation = lazy(async () => ({ default: (await import('./side-navigation')).SideNavigation }));

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="페이지 이동 중"
      className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden"
    >
      <div className="h-full w-1/3 animate-pulse rounded-full bg-primary" />
    </div>
  );
}

/**
 * App shell: the routed page (from 1024 px beside the side navigation, once signed in), the global alert
 * stack (with the new-version line), and the terms and username modals.
 */
export function AppShell() {
  useWebFontOnNewScreen(useLocation().pathname);
  const wide = useWideScreen();
  const sideNav = useAuthStore((state) => state.isAuthenticated) && wide;
  return (
    <>
      <NavigationProgress />
      <div className={sideNav ? 'flex' : undefined}>
        {sideNav ? (
          // Its column is kept while it loads, so the page never moves.
          <Suspense fallback={<div className={SIDE_NAVIGATION_SPACE_CLASS} />}>
            <SideNavigation />
          </Suspense>
        ) : null}
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
      <AlertStack>
        <UpdatePrompt />
      </AlertStack>
      <AccessGates />
      <SessionEffects />
      <ScrollRestoration />
    </>
  );
}
