import { useEffect, useState } from 'react';
import { safeRedirectPath } from '@molip/domain/safe-redirect';
import { Button } from '@/components/ui/button';
import { BookIcon, CalendarIcon, CloseIcon, TargetIcon } from '@/components/ui/icons';
import { LogoMark } from '@/components/ui/logo';
import { SIGN_IN_ERROR_TITLE, signInErrorMessage } from '@/lib/error-messages';
import { useAuthConfig } from '../api/get-auth-config';
import { SignInError, useSignIn } from '../api/sign-in';
import { useAuthStore } from '../stores/auth-store';

function GoogleMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

const highlights = [
  { icon: <BookIcon size={18} />, text: '교재와 강의를 단원별 학습 계획으로' },
  { icon: <CalendarIcon size={18} />, text: '매일 해야 할 분량을 오늘의 할 일로' },
  { icon: <TargetIcon size={18} />, text: '집중 타이머로 공부 시간을 기록' },
];

type LoginScreenProps = {
  /** The page's query: `redirect` (where to go after signing in) and `error` (why a sign-in failed). */
  searchParams: URLSearchParams;
  /** Replaces the login page with `target`: the router inside the app, the whole app on a first visit. */
  leaveTo: (target: string) => void;
};

/** The public login screen: the sign-in button, the reason a sign-in failed, and where to go after. */
export function LoginScreen({ searchParams, leaveTo }: LoginScreenProps) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const redirectTarget = safeRedirectPath(searchParams.get('redirect'));
  const errorParam = searchParams.get('error');
  const [errorCode, setErrorCode] = useState<string | null>(errorParam);
  const signIn = useSignIn();
  const config = useAuthConfig();

  // A signed-in visitor has nothing to do here, unless they were sent back with an error to read.
  const leaving = isAuthenticated && !errorParam && !signIn.isPending;
  useEffect(() => {
    if (leaving) leaveTo(redirectTarget);
  }, [leaving, leaveTo, redirectTarget]);
  if (leaving) return null;

  const onSignIn = () => {
    setErrorCode(null);
    signIn.mutate(redirectTarget, {
      onSuccess: (result) => {
        if (result.kind === 'signed-in') leaveTo(redirectTarget);
      },
      onError: (error) => setErrorCode(error instanceof SignInError ? error.code : 'sign_in_failed'),
    });
  };

  return (
    <div className="relative mx-auto flex min-h-dvh w-full max-w-app flex-col bg-app px-6 pt-[max(3rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:shadow-float">
      {config.data?.mode === 'local' ? (
        // Pinned in the top padding, so its late arrival (after the configuration read) moves nothing.
        <p className="absolute inset-x-0 top-[max(0.75rem,env(safe-area-inset-top))] mx-auto w-fit max-w-[calc(100%-3rem)] rounded-full bg-warning-soft px-3 py-1 text-center text-xs text-ink">
          로컬 체험 모드예요. 이메일과 이름만으로 로그인해요.
        </p>
      ) : null}
      <main className="flex flex-1 flex-col">
        <div className="flex flex-1 flex-col items-center justify-center gap-5 text-center">
          <LogoMark size={72} />
          <div>
            <h1 className="text-[2.25rem] leading-tight font-extrabold tracking-tight text-ink">몰입</h1>
            <p className="mt-2 text-base text-ink-muted">
              계획하고, 집중하고, 기록하는
              <br />
              나만의 공부 플래너
            </p>
          </div>
          <ul className="mt-4 flex w-full flex-col gap-2.5 text-left">
            {highlights.map((item) => (
              <li
                key={item.text}
                className="flex items-center gap-3 rounded-2xl bg-surface px-4 py-3 shadow-card"
              >
                <span className="flex size-9 items-center justify-center rounded-xl bg-accent-soft text-accent">
                  {item.icon}
                </span>
                <span className="text-[0.9375rem] font-medium text-ink">{item.text}</span>
              </li>
            ))}
          </ul>
        </div>

        <div className="mt-8 flex flex-col gap-4">
          {errorCode ? (
            <div
              role="alert"
              className="flex items-start gap-3 rounded-2xl border border-danger/30 bg-danger-soft p-4"
            >
              <div className="min-w-0 flex-1">
                <p className="text-[0.9375rem] font-bold text-danger">{SIGN_IN_ERROR_TITLE}</p>
                <p className="mt-0.5 text-sm text-ink">{signInErrorMessage(errorCode)}</p>
              </div>
              <button
                type="button"
                onClick={() => setErrorCode(null)}
                aria-label="오류 메시지 닫기"
                className="-mt-1 -mr-1 rounded-lg p-1.5 text-danger hover:bg-danger/10"
              >
                <CloseIcon size={18} />
              </button>
            </div>
          ) : null}
          <Button
            variant="outline"
            size="lg"
            fullWidth
            onClick={onSignIn}
            loading={signIn.isPending}
            loadingText="로그인 중..."
            icon={<GoogleMark />}
            className="border-line-strong text-ink shadow-card"
          >
            Google 계정으로 로그인
          </Button>
          <p className="text-center text-xs leading-5 text-ink-muted">
            계속하면 몰입의 <strong className="font-semibold text-ink">이용약관</strong> 및{' '}
            <strong className="font-semibold text-ink">개인정보 처리방침</strong>에 동의하게 돼요.
          </p>
        </div>
      </main>
    </div>
  );
}
