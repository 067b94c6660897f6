import { QueryClientProvider } from '@tanstack/react-query';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { queryClient } from '@/lib/query-client';

/**
 * The login page opened directly, before the rest of the app has loaded: no router, so the first paint waits
 * only for React and this screen. `leaveTo` hands the page over to the whole app at the new address.
 */
export function SignInApp({ leaveTo }: { leaveTo: (target: string) => void }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LoginScreen searchParams={new URLSearchParams(window.location.search)} leaveTo={leaveTo} />
    </QueryClientProvider>
  );
}
