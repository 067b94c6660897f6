import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LogoMark } from '@/components/ui/logo';
import { ErrorScreen } from './error-screen';

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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorScreen
      message={
        notFound ? '찾는 페이지가 없어요.' : '화면을 불러오지 못했어요. 새로고침한 뒤 다시 시도해 주세요.'
      }
    />
  );
}
