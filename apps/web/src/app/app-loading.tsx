import { LogoMark } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';

/**
 * Shown while the session is restored and the app's code loads: painted by the entry before the app arrives.
 * Its only text is the spinner's screen-reader label, so it does not download Pretendard's subsets while the
 * code is still on its way.
 */
export function AppLoading() {
  return (
    <div
      data-loading-screen=""
      className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-app font-system"
    >
      <LogoMark size={56} />
      <Spinner size="md" label="불러오는 중" className="text-primary" />
    </div>
  );
}
