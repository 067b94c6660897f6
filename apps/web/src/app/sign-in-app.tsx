import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { whenPageSettles } from '@/lib/page-settled';
import { queryClient } from '@/lib/query-client';

// The worker `vite-plugin-pwa` builds (build/pwa.ts), at its default name and scope.
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the app's worker, so a first visitor can install the app from this page, once the page has
 * settled (its precache must not slow the first screen). A new version simply waits here: the signed-in
 * app's update prompt (workbox-window) registers the same script again, which returns this registration,
 * and asks. Workbox-window itself is not loaded here: it would come with the API contracts' chunk.
 */
function registerServiceWorker() {
  return whenPageSettles(
    // Without a worker (private windows, browsers that refuse one) the page works as before.
    () => void navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined),
  );
}

/**
 * The login page opened directly, before the rest of the app has loaded: no router, so the first paint waits
 * only for React and this screen. `leaveTo` hands the page over to the whole app at the new address.
 */
export function SignInApp({ leaveTo }: { leaveTo: (target: string) => void }) {
  useEffect(() => {
    // Only a build has a worker; the dev server and the tests do not.
    if (import.meta.env.PROD && 'serviceWorker' in navigator) return registerServiceWorker();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <LoginScreen searchParams={new URLSearchParams(window.location.search)} leaveTo={leaveTo} />
    </QueryClientProvider>
  );
}
