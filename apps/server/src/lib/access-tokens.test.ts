import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './access-tokens.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-tokens';
const ISSUER = 'https://molip.example';

function movableClock() {
  let current = new Date('2026-11-21T09:00:00Z').getTime();
  return { now: () => new Date(current), advance: (ms: number) => void (current += ms) };
}

describe('access tokens', () => {
  it('accepts a token again while it lives, and refuses it once it expired', async () => {
    const clock = movableClock();
    const tokens = createAccessTokens(SECRET, ISSUER, clock);
    const claims = { userId: 'learner-1', sessionId: 'session-1' };
    const token = await tokens.sign(claims);

    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance((ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance(1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret, even after accepting its own', async () => {
    const clock = movableClock();
    const ours = createAccessTokens(SECRET, ISSUER, clock);
    const theirs = createAccessTokens(`${SECRET}-other`, ISSUER, clock);
    const token = await theirs.sign({ userId: 'learner-1', sessionId: 'session-1' });

    expect(await theirs.verify(token)).not.toBeNull();
    expect(await ours.verify(token)).toBeNull();
  });
});
