import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/testing/render';
import { SessionEffects } from './session-effects';

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ isAuthenticated: false, status: 'restoring', lastSignOut: null });
});

/** A signed-in learner on the home page, every request now refused (the account is gone). */
async function renderSignedIn() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ code: 'UNAUTHORIZED' }, 401)),
  );
  useAuthStore.setState({ isAuthenticated: true, status: 'ready', lastSignOut: null });
  let showUnder14 = () => {};
  const under14Loaded = new Promise<void>((resolve) => (showUnder14 = resolve));
  const router = createMemoryRouter([
    {
      Component: () => (
        <>
          <SessionEffects />
          <Outlet />
        </>
      ),
      children: [
        { path: paths.home, element: <p>오늘 할 일</p> },
        { path: paths.login, element: <p>로그인</p> },
        {
          path: paths.signUpUnder14,
          lazy: async () => {
            await under14Loaded;
            return { element: <p>보호자의 동의가 필요해요</p> };
          },
        },
      ],
    },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  expect(await screen.findByText('오늘 할 일')).toBeVisible();
  return { router, showUnder14 };
}

it('a session that ends while the under-14 screen loads still lands on that screen, not on the sign-in', async () => {
  const { router, showUnder14 } = await renderSignedIn();

  let arrived: Promise<void> = Promise.resolve();
  act(() => {
    arrived = router.navigate(paths.signUpUnder14, { replace: true });
  });
  // The deleted account's next request is refused: the session ends before the screen's code arrives.
  act(() => useAuthStore.getState().clear());
  await act(async () => {
    showUnder14();
    await arrived;
  });

  expect(await screen.findByText('보호자의 동의가 필요해요')).toBeVisible();
  expect(router.state.location.pathname).toBe(paths.signUpUnder14);
});

it('a session that ends on a protected page leaves for the sign-in', async () => {
  const { router } = await renderSignedIn();

  act(() => useAuthStore.getState().clear());

  expect(await screen.findByText('로그인')).toBeVisible();
  expect(router.state.location.pathname).toBe(paths.login);
});
