import { z } from './zod.ts';
import { userProfile } from './user.ts';

export const authModes = ['local', 'google', 'oidc'] as const;
export type AuthMode = (typeof authModes)[number];

/** `postMessage` payload the sign-in popup sends to its opener. */
export const AUTH_MESSAGE_TYPE = 'molip:auth';
export const authPopupMessage = z.object({
  type: z.literal(AUTH_MESSAGE_TYPE),
  ok: z.boolean(),
  error: z.optional(z.string()),
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
] as const;
export type AuthErrorCode = (typeof authErrorCodes)[number];

export const refreshResponse = z.object({
  accessToken: z.string(),
  expiresIn: z.int(),
  user: userProfile,
});
export type RefreshResponse = z.infer<typeof refreshResponse>;

export const authConfigResponse = z.object({
  mode: z.enum(authModes),
  providerName: z.string(),
});
export type AuthConfigResponse = z.infer<typeof authConfigResponse>;

/** Who the identity provider (or the local trial form) says signed in; users are keyed on issuer + subject. */
export type VerifiedIdentity = {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  displayName: string;
  photoUrl: string | null;
};

/** Google's OpenID issuer: sign-in with Google uses it, and only Google is asked to show its account picker. */
export const GOOGLE_ISSUER = 'https://accounts.google.com';
