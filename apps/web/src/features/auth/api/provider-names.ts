import type { SignInProviderOption } from '@molip/domain/auth';
import {
  SIGN_IN_PROVIDER_NAMES,
  emailInUseMessage,
  signInProviders,
  type SignInProvider,
} from '@molip/domain/sign-in-provider';

const isSignInProvider = (value: string | null): value is SignInProvider =>
  value !== null && (signInProviders as readonly string[]).includes(value);

/** A provider's name as this server configures it (OIDC's is the operator's own), else the app's. */
export function providerName(provider: SignInProvider, configured: readonly SignInProviderOption[] = []) {
  return configured.find((option) => option.id === provider)?.name ?? SIGN_IN_PROVIDER_NAMES[provider];
}

/**
 * The Korean refusal of a second provider with an account's verified e-mail, naming both providers when the
 * answer said which; undefined when the names are missing.
 */
export function emailInUseSentence(
  existing: string | null | undefined,
  attempted: string | null | undefined,
  configured: readonly SignInProviderOption[] | undefined,
): string | undefined {
  const from = existing ?? null;
  const to = attempted ?? null;
  if (!isSignInProvider(from) || !isSignInProvider(to)) return undefined;
  return emailInUseMessage(providerName(from, configured), providerName(to, configured));
}
