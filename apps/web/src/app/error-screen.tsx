import { Button } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo';

/** A whole-page dead end with one way out: reloading, which fetches the app's code afresh. */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <div className="mx-auto flex min-h-dvh max-w-app flex-col items-center justify-center gap-4 bg-app px-6 text-center">
      <LogoMark size={56} />
      <h1 className="text-xl font-bold text-ink">문제가 생겼어요</h1>
      <p className="text-[0.9375rem] text-ink-muted">{message}</p>
      <Button onClick={() => window.location.reload()}>새로고침</Button>
    </div>
  );
}
