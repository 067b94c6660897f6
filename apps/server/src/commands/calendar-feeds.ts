import type { Database } from '../db/client.ts';
import { newCalendarFeedSecret } from '../lib/calendar-feed-secret.ts';
import { findFeedSecret, putFeedSecret } from '../repositories/calendar-feeds.ts';
import { withLearner } from './with-learner.ts';

/** The learner's calendar feed secret, made on their first ask. */
export async function openCalendarFeed(db: Database, userId: string, now: Date): Promise<string> {
  return withLearner(db, userId, now, async (tx) => {
    const existing = await findFeedSecret(tx, userId);
    if (existing) return existing;
    const secret = newCalendarFeedSecret();
    await putFeedSecret(tx, userId, secret, now);
    return secret;
  });
}

/** A new secret for the learner's feed: the old address answers 404 from now on. */
export async function replaceCalendarFeed(db: Database, userId: string, now: Date): Promise<string> {
  return withLearner(db, userId, now, async (tx) => {
    const secret = newCalendarFeedSecret();
    await putFeedSecret(tx, userId, secret, now);
    return secret;
  });
}
