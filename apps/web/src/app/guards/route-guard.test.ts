import { ACCESS_STATE_CACHE_MS } from '@molip/domain/constants';
import { describe, expect, it, vi } from 'vitest';
import { decideRouteAccess, type GuardInput } from './route-guard';

const NOW = 1_700_000_000_000;

function input(overrides: Partial<GuardInput> = {}): GuardInput {
  return {
    pathname: '/study-plans',
    fullPath: '/study-plans?status=ACTIVE',
    isAuthenticated: true,
    accountDisabled: false,
    role: 'USER',
    accessGrantedAt: null,
    now: NOW,
    offline: false,
    passedOnDevice: false,
    checkAccess: vi.fn(async () => ({ termsAgreed: true, usernameSet: true })),
    ...overrides,
  };
}

describe('route guard', () => {
  it('sends a signed-out visitor to /login carrying the full intended path', async () => {
    await expect(decideRouteAccess(input({ isAuthenticated: false }))).resolves.toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fstudy-plans%3Fstatus%3DACTIVE',
    });
  });

  it('tells a learner whose account was disabled why, instead of asking them to sign in again', async () => {
    await expect(
      decideRouteAccess(input({ isAuthenticated: false, accountDisabled: true })),
    ).resolves.toEqual({ type: 'redirect', to: '/login?error=user_disabled' });
  });

  it('sends a non-admin on /admin to the dashboard with error=admin_required', async () => {
    await expect(decideRouteAccess(input({ pathname: '/admin', fullPath: '/admin' }))).resolves.toEqual({
      type: 'redirect',
      to: '/?error=admin_required',
    });
  });

  it('lets an admin into /admin', async () => {
    await expect(
      decideRouteAccess(input({ pathname: '/admin', fullPath: '/admin', role: 'ADMIN' })),
    ).resolves.toEqual({
      type: 'allow',
      grantAccess: true,
    });
  });

  it.each(['/login', '/signup', '/auth/callback', '/terms/3', '/terms-test', '/privacy', '/about'])(
    'skips the terms check under %s',
    async (pathname) => {
      const checkAccess = vi.fn(async () => ({ termsAgreed: false, usernameSet: false }));
      await expect(decideRouteAccess(input({ pathname, fullPath: pathname, checkAccess }))).resolves.toEqual({
        type: 'allow',
        grantAccess: false,
      });
      expect(checkAccess).not.toHaveBeenCalled();
    },
  );

  it('trusts a cached access state for 5 minutes, then checks again', async () => {
    const checkAccess = vi.fn(async () => ({ termsAgreed: true, usernameSet: true }));
    const fresh = input({ accessGrantedAt: NOW - ACCESS_STATE_CACHE_MS + 1, checkAccess });
    await expect(decideRouteAccess(fresh)).resolves.toEqual({ type: 'allow', grantAccess: false });
    expect(checkAccess).not.toHaveBeenCalled();
    const stale = input({ accessGrantedAt: NOW - ACCESS_STATE_CACHE_MS, checkAccess });
    await expect(decideRouteAccess(stale)).resolves.toEqual({ type: 'allow', grantAccess: true });
    expect(checkAccess).toHaveBeenCalledTimes(1);
  });

  it('blocks with the terms gate when a required term is missing', async () => {
    const checkAccess = async () => ({ termsAgreed: false, usernameSet: false });
    await expect(decideRouteAccess(input({ checkAccess }))).resolves.toEqual({
      type: 'block',
      gate: 'terms',
    });
  });

  it('blocks with the username gate once terms are agreed but no username is set', async () => {
    const checkAccess = async () => ({ termsAgreed: true, usernameSet: false });
    await expect(decideRouteAccess(input({ checkAccess }))).resolves.toEqual({
      type: 'block',
      gate: 'username',
    });
  });

  it('goes to /login when the server check fails', async () => {
    const checkAccess = async () => {
      throw new Error('network');
    };
    await expect(decideRouteAccess(input({ checkAccess }))).resolves.toEqual({
      type: 'redirect',
      to: '/login?error=access_check_failed',
    });
  });

  it('opens the screen unchecked while offline, granting nothing, and still sends a signed-out visitor to /login', async () => {
    const checkAccess = vi.fn(async () => ({ termsAgreed: true, usernameSet: true }));
    await expect(decideRouteAccess(input({ offline: true, checkAccess }))).resolves.toEqual({
      type: 'allow',
      grantAccess: false,
    });
    expect(checkAccess).not.toHaveBeenCalled();
    await expect(decideRouteAccess(input({ offline: true, isAuthenticated: false }))).resolves.toMatchObject({
      type: 'redirect',
    });
  });

  it('opens the screen at once for an account that passed the gates on this device, granting access', async () => {
    const checkAccess = vi.fn(async () => ({ termsAgreed: true, usernameSet: true }));
    await expect(decideRouteAccess(input({ passedOnDevice: true, checkAccess }))).resolves.toEqual({
      type: 'allow',
      grantAccess: true,
    });
    expect(checkAccess).not.toHaveBeenCalled();
    await expect(
      decideRouteAccess(input({ passedOnDevice: true, pathname: '/admin', fullPath: '/admin' })),
    ).resolves.toMatchObject({ type: 'redirect' });
  });
});
