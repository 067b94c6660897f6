import { useEffect, useState } from 'react';
import { safeRedirectPath } from '@molip/domain/safe-redirect';
import type { SignInProviderOption } from '@molip/domain/auth';
import { withRo, type SignInProvider } from '@molip/domain/sign-in-provider';
import { Button } from '@/components/ui/button';
import { SignInProviderMark } from '@/components/ui/sign-in-provider-marks';
import { BookIcon, CalendarIcon, CloseIcon, TargetIcon } from '@/components/ui/icons';
import { LogoMark } from '@/components/ui/logo';
import { SIGN_IN_ERROR_TITLE, signInErrorMessage } from '@/lib/error-messages';
import { useAuthConfig } from '../api/get-auth-config';
import { emailInUseSentence } from '../api/provider-names';
import { SignInError, useSignIn } from '../api/sign-in';
import { useAuthStore } from '../stores/auth-store';

const highlights = [
  { icon: <BookIcon size={18} />, text: '교재와 강의를 단원별 학습 계획으로' },
  { icon: <CalendarIcon size={18} />, text: '매일 해야 할 분량을 오늘의 할 일로' },
  { icon: <TargetIcon size={18} />, text: '집중 타이머로 공부 시간을 기록' },
];

/** What a failed sign-in reported: its code and, for `email_in_use`, which providers it names. */
type SignInFailure = {
  code: string;
  existing?: string | null | undefined;
  attempted?: string | null | undefined;
};

/** Each provider's button: Kakao in its own yellow (its brand guide), the others white with their mark. */
function providerButtonLabel(option: SignInProviderOption) {
  if (option.id === 'local') return '체험용으로 로그인';
  if (option.id === 'kakao') return '카카오로 시작하기';
  return `${withRo(option.name)} 시작하기`;
}

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
  const [failure, setFailure] = useState<SignInFailure | null>(
    errorParam
      ? { code: errorParam, existing: searchParams.get('existing'), attempted: searchParams.get('attempted') }
      : null,
  );
  const signIn = useSignIn();
  const config = useAuthConfig();
  // One button per provider the server offers, once the configuration says which (it loads after the page has
  // painted); a local trial signs in with any e-mail and name.
  const providers = config.data?.providers;
  const trial = providers?.length === 1 && providers[0]?.id === 'local';
  const pendingProvider = signIn.isPending ? signIn.variables.provider : undefined;
  const errorSentence = failure
    ? ((failure.code === 'email_in_use'
        ? emailInUseSentence(failure.existing, failure.attempted, providers)
        : undefined) ?? signInErrorMessage(failure.code))
    : null;

  // A signed-in visitor has nothing to do here, unless they were sent back with an error to read.
  const leaving = isAuthenticated && !errorParam && !signIn.isPending;
  useEffect(() => {
    if (leaving) leaveTo(redirectTarget);
  }, [leaving, leaveTo, redirectTarget]);
  if (leaving) return null;

  const onSignIn = (provider: SignInProvider | undefined) => {
    setFailure(null);
    signIn.mutate(
      { redirect: redirectTarget, provider },
      {
        onSuccess: (result) => {
          if (result.kind === 'signed-in') leaveTo(redirectTarget);
        },
        onError: (error) =>
          setFailure(
            error instanceof SignInError
              ? { code: error.code, ...error.providers }
              : { code: 'sign_in_failed' },
          ),
      },
    );
  };

  return (
    <div className="relative mx-auto flex min-h-dvh w-full max-w-app flex-col bg-app px-6 pt-[max(3rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:shadow-float">
      {trial ? (
        // Pinned in the top padding, so its late arrival (after the configuration read) moves nothing.
        <p className="absolute inset-x-0 top-[max(0.75rem,env(safe-area-inset-top))] mx-auto w-fit max-w-[calc(100%-3rem)] rounded-full bg-warning-soft px-3 py-1 text-center text-xs text-ink">
          로컬 체험 모드예요. 아무 이메일로 로그인해요.
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
          {errorSentence ? (
            <div
              role="alert"
              className="flex items-start gap-3 rounded-2xl border border-danger/30 bg-danger-soft p-4"
            >
              <div className="min-w-0 flex-1">
                <p className="text-[0.9375rem] font-bold text-danger">{SIGN_IN_ERROR_TITLE}</p>
                <p className="mt-0.5 text-sm text-ink">{errorSentence}</p>
              </div>
              <button
                type="button"
                onClick={() => setFailure(null)}
                aria-label="오류 메시지 닫기"
                className="-mt-1 -mr-1 rounded-lg p-1.5 text-danger hover:bg-danger/10"
              >
                <CloseIcon size={18} />
              </button>
            </div>
          ) : null}
          {providers === undefined ? (
            // Before the configuration answers (or if it cannot), the server's first provider.
            <Button
              variant="outline"
              size="lg"
              fullWidth
              onClick={() => onSignIn(undefined)}
              loading={signIn.isPending}
              loadingText="로그인 중..."
              className="border-line-strong text-ink shadow-card"
            >
              로그인
            </Button>
          ) : (
            <div className="flex flex-col gap-2.5">
              {providers.map((option) => (
                <Button
                  key={option.id}
                  variant={option.id === 'kakao' ? 'kakao' : 'outline'}
                  size="lg"
                  fullWidth
                  onClick={() => onSignIn(option.id)}
                  loading={pendingProvider === option.id}
                  disabled={signIn.isPending && pendingProvider !== option.id}
                  loadingText="로그인 중..."
                  icon={option.id === 'local' ? undefined : <SignInProviderMark provider={option.id} />}
                  className={
                    option.id === 'kakao' ? 'shadow-card' : 'border-line-strong text-ink shadow-card'
                  }
                >
                  {providerButtonLabel(option)}
                </Button>
              ))}
            </div>
          )}
          <p className="text-center text-xs leading-5 text-ink-muted">
            계속하면 몰입의 <strong className="font-semibold text-ink">이용약관</strong> 및{' '}
            <strong className="font-semibold text-ink">개인정보 처리방침</strong>에 동의하게 돼요.
          </p>
        </div>
      </main>
    </div>
  );
}
