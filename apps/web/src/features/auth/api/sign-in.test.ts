import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '@/lib/leave-page';
import { jsonResponse } from '@/testing/render';
import { userProfile } from '@/testing/user-profile';
import { useAuthStore } from '../stores/auth-store';
import { loginUrl, signIn, SignInError } from './sign-in';
import { REDIRECT_PENDING_KEY } from './restore-session';

vi.mock('@/lib/leave-page', () => ({ leavePage: vi.fn() }));

const user = userProfile({ username: null });

function fakePopup() {
  return { closed: false, focus: vi.fn(), close: vi.fn() };
}

describe('sign-in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    useAuthStore.getState().clear();
  });

  it('opens the popup, waits for its message, then refreshes to get the session', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ accessToken: 't', expiresIn: 600, user })),
    );
    const result = signIn({ redirect: '/study-plans', provider: 'google' });
    window.dispatchEvent(
      new MessageEvent('message', { origin: window.location.origin, data: { type: 'molip:auth', ok: true } }),
    );
    await expect(result).resolves.toEqual({ kind: 'signed-in', user });
    expect(window.open).toHaveBeenCalledWith(
      loginUrl('popup', '/study-plans', 'google'),
      'molip-sign-in',
      expect.any(String),
    );
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user });
  });

  it('ignores messages from other origins and reports the server error code', async () => {
    vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    const result = signIn({ redirect: '/', provider: 'kakao' });
    window.dispatchEvent(
      new MessageEvent('message', { origin: 'https://evil.example', data: { type: 'molip:auth', ok: true } }),
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: {
          type: 'molip:auth',
          ok: false,
          error: 'email_in_use',
          existing: 'google',
          attempted: 'kakao',
        },
      }),
    );
    await expect(result).rejects.toEqual(
      new SignInError('email_in_use', { existing: 'google', attempted: 'kakao' }),
    );
  });

  it('reports popup_closed when the user closes the popup', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const result = signIn({ redirect: '/', provider: 'google' }).catch((error: unknown) => error);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toMatchObject({ code: 'popup_closed' });
  });

  it('falls back to the redirect flow when the popup is blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(signIn({ redirect: '/my-page', provider: 'kakao' })).resolves.toEqual({
      kind: 'redirecting',
    });
    expect(leavePage).toHaveBeenCalledWith(
      '/api/auth/login?provider=kakao&mode=redirect&redirect=%2Fmy-page',
    );
    expect(sessionStorage.getItem(REDIRECT_PENDING_KEY)).toBe('1');
  });
});
