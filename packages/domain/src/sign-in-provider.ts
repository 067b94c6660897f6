// No Zod here: the sign-in page names providers and words their refusals before any contract loads.

/** The ways to sign in, in the order the sign-in page shows their buttons (Korean learners' first). */
export const signInProviders = ['kakao', 'google', 'oidc', 'local'] as const;
export type SignInProvider = (typeof signInProviders)[number];
/** The providers a person can link from 마이페이지: the local trial is a sign-in of its own, never linked. */
export type LinkableProvider = Exclude<SignInProvider, 'local'>;
export const isLinkableProvider = (provider: SignInProvider): provider is LinkableProvider =>
  provider !== 'local';

/** Kakao's OpenID Connect issuer (Kakao Login with OpenID Connect enabled). */
export const KAKAO_ISSUER = 'https://kauth.kakao.com';

/** How the app names a provider in sentences and buttons; OIDC's name is the operator's `OIDC_DISPLAY_NAME`. */
export const SIGN_IN_PROVIDER_NAMES = {
  kakao: '카카오',
  google: 'Google',
  oidc: 'OIDC',
  local: '로컬 체험',
} as const satisfies Record<SignInProvider, string>;

/** How a few Latin names end when read aloud, which picks the particle after them (Google: 구글). */
const SPOKEN_ENDINGS: Record<string, string> = { google: '글', oidc: '씨', kakao: '오' };

/** Whether the name, read aloud, ends in a consonant (받침): undefined when we cannot tell. */
function endsInConsonant(name: string): { batchim: boolean; rieul: boolean } | undefined {
  const trimmed = name.trim();
  const lastWord = trimmed.split(/\s+/).at(-1)?.toLowerCase() ?? '';
  const last = SPOKEN_ENDINGS[lastWord] ?? trimmed.at(-1) ?? '';
  const code = last.charCodeAt(0) - 0xac00;
  if (code < 0 || code > 11171) return undefined;
  const final = code % 28;
  return { batchim: final !== 0, rieul: final === 8 };
}

/** `name` with 로/으로 ("카카오로", "Google로"), or "(으)로" when the name's sound is unknown. */
export function withRo(name: string): string {
  const ending = endsInConsonant(name);
  if (!ending) return `${name}(으)로`;
  return `${name}${ending.batchim && !ending.rieul ? '으로' : '로'}`;
}

/** `name` with 을/를 ("카카오를", "Google을"), or "을(를)" when the name's sound is unknown. */
export function withEul(name: string): string {
  const ending = endsInConsonant(name);
  if (!ending) return `${name}을(를)`;
  return `${name}${ending.batchim ? '을' : '를'}`;
}

/** The refusal when a second provider's verified e-mail already has an account: what to do instead. */
export function emailInUseMessage(existingName: string, attemptedName: string): string {
  return `이미 ${withRo(existingName)} 가입한 이메일이에요. ${withRo(existingName)} 로그인한 뒤 마이페이지에서 ${withEul(attemptedName)} 연결해 주세요.`;
}
