import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { GroupActivity } from '@molip/domain/study-group';
import type { AgreementStatus, TermsType } from '@molip/domain/terms';
import { terms } from '../src/db/schema.ts';
import { shiftedClock } from '../src/lib/clock.ts';
import { joinStudyRoom } from './fixtures.ts';
import { bearer, createTestApp, onboardedUser, type SignedIn } from './test-app.ts';

const HOUR = 3_600_000;
// As CLOCK_OFFSET_MS=7200000 sets it up: the server's now is two hours past the database's.
const app = await createTestApp({ ownDatabase: true, clock: shiftedClock(2 * HOUR) });
afterAll(() => app.close());

/** A new version of `type`, published an hour after the real now: already in force by the server's clock. */
async function publishInAnHour(type: TermsType, isRequired: boolean) {
  const [latest] = await app.db
    .select({ version: terms.version })
    .from(terms)
    .where(eq(terms.type, type))
    .orderBy(desc(terms.version))
    .limit(1);
  const [row] = await app.db
    .insert(terms)
    .values({
      type,
      version: (latest?.version ?? 0) + 1,
      title: type,
      content: '## 변경',
      isRequired,
      publishedAt: new Date(Date.now() + HOUR),
    })
    .returning({ id: terms.id });
  if (!row) throw new Error('terms not inserted');
  return row.id;
}

const get = (user: SignedIn, url: string) =>
  app.inject({ method: 'GET', url, headers: bearer(user.accessToken) });

describe("terms in force follow the server's clock, not the database's", () => {
  it('asks again for a version published between the real now and the server’s, and ranks by it', async () => {
    const user = await onboardedUser(app);
    const roomId = await joinStudyRoom(app, user);
    const cookie = await publishInAnHour('TERMS_OF_SERVICE', true);
    const ranking = await publishInAnHour('STATISTICS_AND_RANKING', false);

    const status = (await get(user, '/api/user-agreements/status')).json<AgreementStatus>();
    expect(status.pendingRequiredTermsIds).toEqual([cookie]);
    expect(status.agreements.find((item) => item.termsId === ranking)).toMatchObject({ isAgreed: false });
    // The service gate of every request reads the same terms.
    const gated = await get(user, '/api/group');
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toMatchObject({ code: 'TERMS_REQUIRED' });

    const agreed = await app.inject({
      method: 'POST',
      url: '/api/user-agreements/bulk-agree',
      headers: bearer(user.accessToken),
      payload: { agreements: [{ termsId: cookie, agreed: true }] },
    });
    expect(agreed.statusCode).toBe(200);
    // Agreed to the ranking terms before their new version: not ranked until agreeing again.
    const activity = await get(user, `/api/group/${roomId}/activity?period=WEEK`);
    expect(activity.statusCode).toBe(200);
    const body = activity.json<GroupActivity>();
    expect(body.myRankingConsent).toBe(false);
    expect(body.memberActivities.map((entry) => entry.userInfo.id)).not.toContain(user.userId);
  });
});
