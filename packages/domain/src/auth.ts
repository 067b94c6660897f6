import { z } from './zod.ts';
import { userProfile } from './user.ts';
import { signInProviders, type SignInProvider } from './sign-in-provider.ts';

/** `AUTH_MODE`, a shortcut that keeps only one way to sign in (or the local trial) whatever else is set. */
export const authModes = ['local', 'google', 'oidc', 'kakao'] as const;
export type AuthMode = (typeof authModes)[number];

/** `postMessage` payload the sign-in popup sends to its opener. */
export const AUTH_MESSAGE_TYPE = 'molip:auth';
export const authPopupMessage = z.object({
  type: z.literal(AUTH_MESSAGE_TYPE),
  ok: z.boolean(),
  error: z.optional(z.string()),
  /** With `email_in_use`: the provider the e-mail's account signs in with, and the one just tried. */
  existing: z.optional(z.enum(signInProviders)),
  attempted: z.optional(z.enum(signInProviders)),
});
export type AuthPopupMessage = z.infer<typeof authPopupMessage>;

/**
 * Sign-in failure codes the server reports (popup message or `?error=` on redirect) and the client maps
 * to Korean with the web's sign-in catalogue (`signInErrorMessages`).
 */
export const authErrorCodes = [
  'access_denied',
  'user_disabled',
  'email_not_verified',
  'operation_not_allowed',
  'too_many_requests',
  'invalid_state',
  'sign_in_failed',
  /** A second provider's verified e-mail belongs to an account that signs in another way: nothing is made. */
  'email_in_use',
  /** Linking a provider account that already signs in to someone else's account. */
  'identity_in_use',
] as const;
export type AuthErrorCode = (typeof authErrorCodes)[number];

export const refreshResponse = z.object({
  accessToken: z.string(),
  expiresIn: z.int(),
  user: userProfile,
});
export type RefreshResponse = z.infer<typeof refreshResponse>;

export const signInProviderOption = z.object({ id: z.enum(signInProviders), name: z.string() });
export type SignInProviderOption = z.infer<typeof signInProviderOption>;

/** The sign-in buttons to show, in `signInProviders` order; only `local` when no provider is configured. */
export const authConfigResponse = z.object({ providers: z.array(signInProviderOption) });
export type AuthConfigResponse = z.infer<typeof authConfigResponse>;

/** One way a person signs in, as 마이페이지 → 로그인 연결 lists it. */
export const signInMethod = z.object({
  provider: z.enum(signInProviders),
  /** The e-mail this provider gave, if it shared one. */
  email: z.nullable(z.string()),
  linkedAt: z.iso.datetime({ offset: true }),
});
export type SignInMethod = z.infer<typeof signInMethod>;
export const signInMethodsResponse = z.object({ methods: z.array(signInMethod) });
export type SignInMethodsResponse = z.infer<typeof signInMethodsResponse>;

/** Starts linking a provider: the browser goes to `url`, re-authenticates there and comes back to 마이페이지. */
export const linkSignInMethodBody = z.object({
  provider: z.enum(['kakao', 'google', 'oidc']),
  /** The page to come back to (an app path), 마이페이지 by default of the client. */
  redirect: z.optional(z.string().check(z.maxLength(2000))),
});
export const linkSignInMethodResponse = z.object({ url: z.string() });

/**
 * Who the identity provider (or the local trial form) says signed in; accounts are keyed on (provider,
 * subject). `email` may be missing (Kakao without the e-mail consent) and counts only when verified.
 */
export type VerifiedIdentity = {
  provider: SignInProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string;
  photoUrl: string | null;
};

/** Google's OpenID issuer: sign-in with Google uses it, and only Google is asked to show its account picker. */
export const GOOGLE_ISSUER = 'https://accounts.google.com';

/** Why linking a provider from 마이페이지 did not happen, as the redirect back reports it (`?link_error=`). */
export const linkErrorCodes = [
  'identity_in_use',
  'already_linked',
  'access_denied',
  'invalid_state',
  'sign_in_failed',
] as const;
export type LinkErrorCode = (typeof linkErrorCodes)[number];

export const signInMethodMessages = {
  lastMethod: '마지막 로그인 방법은 연결을 해제할 수 없어요. 다른 로그인 방법을 먼저 연결해 주세요.',
  notLinked: '연결되지 않은 로그인 방법이에요.',
  notConfigured: '이 서버에서 쓸 수 없는 로그인 방법이에요.',
} as const;
