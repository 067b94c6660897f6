/** The web's login screen: never a post-login target, or signing in would land back on it. */
export const LOGIN_PATH = '/login';
const LOGIN_SEGMENT = LOGIN_PATH.slice(1);

/** Where a refused target goes instead. */
const FALLBACK_PATH = '/';

/** Longer targets are refused: a redirect carried in a query string and a cookie must stay small. */
export const REDIRECT_PATH_MAX_LENGTH = 2000;

// C0 controls and DEL could split a header or hide a scheme (browsers drop tabs and newlines in URLs).
const hasControlCharacter = (value: string) =>
  [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
const PERCENT_ESCAPE = /(%[0-9A-Fa-f]{2})/;

/** `%XX` escapes decoded byte by byte, only to compare path segments with the ones we refuse. */
const decodeForComparison = (path: string) =>
  path.replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** encodeURI that keeps existing `%XX` escapes; undefined for text that cannot be encoded (lone surrogates). */
function percentEncode(value: string): string | undefined {
  try {
    return (
      value
        .split(PERCENT_ESCAPE)
        // Split on a capturing group: the escapes are the odd parts.
        .map((part, index) => (index % 2 === 1 ? part : encodeURI(part)))
        .join('')
    );
  } catch {
    return undefined;
  }
}

/**
 * A same-origin path to go to after signing in, or `/`. Refuses other origins (`//host`, `/\host`), dot
 * segments, the API and the login screen; non-ASCII is percent-encoded so the result is safe in a
 * `Location` header.
 */
export function safeRedirectPath(candidate: string | null | undefined): string {
  if (
    !candidate ||
    candidate.length > REDIRECT_PATH_MAX_LENGTH ||
    !candidate.startsWith('/') ||
    candidate.startsWith('//') ||
    candidate.startsWith('/\\') ||
    hasControlCharacter(candidate)
  ) {
    return FALLBACK_PATH;
  }
  const encoded = percentEncode(candidate);
  if (encoded === undefined || encoded.length > REDIRECT_PATH_MAX_LENGTH) return FALLBACK_PATH;
  const path = encoded.split(/[?#]/, 1)[0] ?? '';
  if (path === '/') return encoded;
  // Decoded and lower-cased as a router might match it: `/%61pi/x` and `/API/x` count as the API too.
  const segments = decodeForComparison(path).toLowerCase().split(/[/\\]/).slice(1);
  const [first] = segments;
  const refused =
    first === '' ||
    first === 'api' ||
    first === LOGIN_SEGMENT ||
    segments.some((segment) => segment === '.' || segment === '..');
  return refused ? FALLBACK_PATH : encoded;
}
