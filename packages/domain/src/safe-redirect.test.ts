import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOGIN_PATH, REDIRECT_PATH_MAX_LENGTH, safeRedirectPath } from './safe-redirect.ts';

/** Pieces an attacker or a confused client would put together: separators, escapes, dots, unicode. */
const piece = fc.oneof(
  fc.constantFrom(
    '/',
    '//',
    '\\',
    '.',
    '..',
    '%2e',
    '%2E%2e',
    '%2F',
    '%5C',
    '%',
    '%zz',
    '%E3%80%80',
    'api',
    'API',
    '%61pi',
    'login',
    'Login',
    '?',
    '#',
    '&',
    '=',
    ' ',
    '\t',
    '\n',
    '\u0000',
    '\u007f',
    '\u0085',
    '\u3000',
    '한글',
    '\ud800',
    '😀',
    'evil.example',
    'javascript:',
    'study-plans',
  ),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
);
const candidate = fc.oneof(
  fc.array(piece, { maxLength: 12 }).map((pieces) => `/${pieces.join('')}`),
  fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join('')),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constant(`/${'가'.repeat(REDIRECT_PATH_MAX_LENGTH / 4)}`),
);

/** Every character a Node `Location` header accepts and a URL needs no escaping for. */
const HEADER_SAFE = /^[\u0021-\u007e]*$/;

const pathOf = (target: string) => target.split(/[?#]/, 1)[0] ?? '';
const decodedPath = (target: string) => {
  try {
    return decodeURIComponent(pathOf(target)).toLowerCase();
  } catch {
    return pathOf(target).toLowerCase();
  }
};

describe('safeRedirectPath', () => {
  it('always answers a same-origin path that a Location header accepts', () => {
    fc.assert(
      fc.property(candidate, (value) => {
        const target = safeRedirectPath(value);
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//')).toBe(false);
        expect(target.startsWith('/\\')).toBe(false);
        expect(target).toMatch(HEADER_SAFE);
        expect(target.length).toBeLessThanOrEqual(REDIRECT_PATH_MAX_LENGTH);
      }),
      { numRuns: 2000 },
    );
  });

  it('never answers the API, the login screen or a dot segment', () => {
    fc.assert(
      fc.property(candidate, (value) => {
        const path = decodedPath(safeRedirectPath(value));
        expect(path === '/api' || path.startsWith('/api/')).toBe(false);
        expect(path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}/`)).toBe(false);
        expect(path.split('/')).not.toContain('..');
        expect(path.split('/')).not.toContain('.');
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(candidate, (value) => {
        const once = safeRedirectPath(value);
        expect(safeRedirectPath(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps good paths exactly as they are', () => {
    const segment = fc
      .stringMatching(/^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,15}$/)
      .filter((text) => !['api', 'login'].includes(text.toLowerCase()));
    const query = fc
      .stringMatching(/^(\?[A-Za-z0-9=&%._~-]{0,20})?$/)
      .map((text) => text.replace(/%(?![0-9A-F]{2})/g, '%25'));
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), query, (segments, search) => {
        const path = `/${segments.join('/')}${search}`;
        expect(safeRedirectPath(path)).toBe(path);
      }),
    );
    for (const path of [
      '/',
      '/study-plans?status=ACTIVE',
      '/study-plan/abc#units',
      '/focus-session/current',
    ]) {
      expect(safeRedirectPath(path)).toBe(path);
    }
  });

  it('percent-encodes non-ASCII once, keeping existing escapes', () => {
    expect(safeRedirectPath('/\u3000/x')).toBe('/%E3%80%80/x');
    expect(safeRedirectPath('/study-plans?q=한글')).toBe('/study-plans?q=%ED%95%9C%EA%B8%80');
    expect(safeRedirectPath('/study-plans?q=%ED%95%9C')).toBe('/study-plans?q=%ED%95%9C');
    expect(safeRedirectPath('/a b?x=100%')).toBe('/a%20b?x=100%25');
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['study-plans'],
    ['https://evil.example'],
    ['//evil.example/phish'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/x\r\nSet-Cookie: a=b'],
    ['/api/auth/login?mode=redirect'],
    ['/API/auth/login'],
    ['/%61pi/auth/login'],
    ['/api%2Fauth'],
    ['/x/../api/auth/login'],
    ['/%2e%2e/api/auth/login'],
    ['/login'],
    ['/login?redirect=/x'],
    ['/Login#x'],
    ['/\ud800'],
    [`/${'x'.repeat(REDIRECT_PATH_MAX_LENGTH)}`],
    [`/${'가'.repeat(REDIRECT_PATH_MAX_LENGTH / 2)}`],
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });
});
