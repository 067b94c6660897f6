import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refresh, signInLocally } from '../../../test/test-app.ts';
import { pruneSpentSessions } from '../../commands/auth-sessions.ts';
import { refreshTokens } from '../../db/schema.ts';
import { REFRESH_TOKEN_KEPT_MS } from '../../repositories/auth.ts';
import { appOnManualClock, PLAN_DAY_SIX_PM } from '../../../test/fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// A store of its own: a prune reaches every learner's tokens, and other files' clocks differ.
const { app, clock } = await appOnManualClock(PLAN_DAY_SIX_PM, { ownDatabase: true });

const tokensOf = (userId: string) =>
  app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));

describe('spent refresh tokens', () => {
  it('are deleted once older than they are kept, in batches, while recent sessions keep working', async () => {
    const early = await signInLocally(app);
    expect((await refresh(app, early.refreshToken)).statusCode).toBe(200);
    // A backlog larger than one prune batch, as a busy month leaves behind.
    const madeAt = clock.now();
    await app.db.insert(refreshTokens).values(
      Array.from({ length: 2500 }, () => ({
        userId: early.userId,
        familyId: randomUUID(),
        tokenHash: randomUUID(),
        expiresAt: madeAt,
        familyExpiresAt: madeAt,
        createdAt: madeAt,
      })),
    );

    const earlyRows = (await tokensOf(early.userId)).length;
    expect(earlyRows).toBeGreaterThan(2500);

    clock.advance(REFRESH_TOKEN_KEPT_MS - DAY_MS);
    const recent = await signInLocally(app);
    const recentRows = await tokensOf(recent.userId);
    expect(await pruneSpentSessions(app.db, clock.now())).toBe(0);

    clock.advance(DAY_MS + 1);
    expect(await pruneSpentSessions(app.db, clock.now())).toBe(earlyRows);
    expect(await tokensOf(early.userId)).toEqual([]);
    expect(await tokensOf(recent.userId)).toEqual(recentRows);
    expect((await refresh(app, recent.refreshToken)).statusCode).toBe(200);
  });
});
