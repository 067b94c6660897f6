import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { REFRESH_COOKIE } from '../src/lib/auth-cookies.ts';
import { REFRESH_HEADERS, bearer, onboardedUser, type SignedIn } from './test-app.ts';
import { appOnManualClock } from './fixtures.ts';

// Top-level await: the routes must be known while the tests are being collected.
const { app, clock } = await appOnManualClock(new Date('2026-11-21T09:00:00.500Z'));

// The routes marked `readsAccount`: they read the account in their own statement, not in the hook. (The
// gate's 403s and every refused token are checked on all private routes in route-table.test.ts.)
const ROUTES = app.routeTable.filter((route) => route.readsAccount).map((route) => route.url);

it('covers the routes that read the account themselves', () => {
  expect(ROUTES).toEqual(expect.arrayContaining(['/api/daily-todos/today', '/api/focus-blocks/current']));
});

const get = (url: string, user: SignedIn) =>
  app.inject({ method: 'GET', url, headers: bearer(user.accessToken) });

// A learner who read the route before may have an answer kept for them (plugins/learner-read-cache.ts): the
// refusals must hold for them too.
const readers = [
  { who: 'a first read', onboarded: (url: string) => onboardedUser(app).then((user) => ({ user, url })) },
  {
    who: 'a learner whose answer is kept',
    onboarded: async (url: string) => {
      const user = await onboardedUser(app);
      expect([200, 404]).toContain((await get(url, user)).statusCode);
      return { user, url };
    },
  },
];

describe.each(ROUTES)('%s, which reads the account itself', (url) => {
  describe.each(readers)('on $who', ({ onboarded }) => {
    it('answers a learner who passed the gate', async () => {
      const { user } = await onboarded(url);
      expect([200, 404]).toContain((await get(url, user)).statusCode);
    });

    it('refuses a token from before the sign-out', async () => {
      const { user } = await onboarded(url);
      clock.advance(1000);
      await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: REFRESH_HEADERS,
        cookies: { [REFRESH_COOKIE]: user.refreshToken },
      });
      const response = await get(url, user);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it('refuses a disabled account', async () => {
      const { user } = await onboarded(url);
      await app.db.update(users).set({ disabledAt: clock.now() }).where(eq(users.id, user.userId));
      const response = await get(url, user);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'USER_DISABLED' });
    });

    it('refuses a deleted account', async () => {
      const { user } = await onboarded(url);
      await app.db.delete(users).where(eq(users.id, user.userId));
      const response = await get(url, user);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    });
  });
});
