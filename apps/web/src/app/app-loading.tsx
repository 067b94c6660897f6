import { LogoMark } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';

/** Shown while the session is restored and the app's code loads: painted by the entry before the app arrives. */
export function AppLoading() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-app">
      <LogoMark size={56} />
      <Spinner size="md" label="불러오는 중" className="text-primary" />
    </div>
  );
}
