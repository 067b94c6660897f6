import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo';

/** What lies under the terms and username modals until the learner is through them: the logo, nothing to load. */
export function AppBackdrop() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-app" aria-hidden="true">
      <LogoMark size={56} />
    </div>
  );
}

/** Last-resort error page, e.g. when a new deployment removed the chunk this tab wanted to load. */
export function AppError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <div className="mx-auto flex min-h-dvh max-w-app flex-col items-center justify-center gap-4 bg-app px-6 text-center">
      <LogoMark size={56} />
      <h1 className="text-xl font-bold text-ink">문제가 생겼어요</h1>
      <p className="text-[0.9375rem] text-ink-muted">
        {status === 404
          ? '찾는 페이지가 없어요.'
          : '화면을 불러오지 못했어요. 새로고침한 뒤 다시 시도해 주세요.'}
      </p>
      <Button onClick={() => window.location.reload()}>새로고침</Button>
    </div>
  );
}
