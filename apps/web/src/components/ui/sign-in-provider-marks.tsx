import type { SignInProvider } from '@molip/domain/sign-in-provider';
import { ShieldIcon, UserIcon } from './icons';

/** Google's "G", in its four colours. */
export function GoogleMark({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true">
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

/** Kakao's speech-bubble symbol, black as its login button guide draws it on the yellow container. */
export function KakaoMark({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#000000"
        d="M12 3C6.48 3 2 6.48 2 10.78c0 2.77 1.86 5.2 4.66 6.58l-.95 3.47c-.08.3.26.55.53.37l4.14-2.74c.53.07 1.07.11 1.62.11 5.52 0 10-3.48 10-7.79S17.52 3 12 3z"
      />
    </svg>
  );
}

/** The mark beside a provider's name: its brand symbol, a shield for an operator's own OIDC provider. */
export function SignInProviderMark({ provider, size = 20 }: { provider: SignInProvider; size?: number }) {
  if (provider === 'kakao') return <KakaoMark size={size} />;
  if (provider === 'google') return <GoogleMark size={size} />;
  if (provider === 'oidc') return <ShieldIcon size={size} />;
  return <UserIcon size={size} />;
}
