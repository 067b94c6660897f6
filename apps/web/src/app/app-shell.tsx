import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { AlertStack } from '@/components/ui/alert-stack';
import { useWebFontOnNewScreen } from '@/lib/web-font';
import { AccessGates } from './access-gates';
import { SessionEffects } from './session-effects';
import { UpdatePrompt } from './update-prompt';

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

/** App shell: the routed page, the global alert stack (with the new-version line), and the terms and username modals. */
export function AppShell() {
  useWebFontOnNewScreen(useLocation().pathname);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <AlertStack>
        <UpdatePrompt />
      </AlertStack>
      <AccessGates />
      <SessionEffects />
      <ScrollRestoration />
    </>
  );
}
