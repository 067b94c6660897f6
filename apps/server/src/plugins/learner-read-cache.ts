import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AccountReadKey } from '../db/account-status-sql.ts';
import type { Database } from '../db/client.ts';
import { readLearnerHead, type FreshLearnerRead } from '../db/learner-read-head.ts';
import { admitAccount, verifiedClaims } from './authenticate.ts';

type Entry<T> = { readVersion: number; today: string; value: T };

/**
 * One answer per learner of a hot read (today's to-dos, the running block), kept by this instance and served
 * while the learner's read version and study day are those it was read at. Every write that could change
 * the answer moves the version in its own transaction, on whichever instance it runs (docs/decisions/009-learner-read-cache.md).
 */
export class LearnerReadCache<T> {
  readonly #entries: LRUCache<string, Entry<T>>;

  /** `sizeOf` estimates an answer's bytes; the cache keeps the most recent answers up to `maxBytes`. */
  constructor(options: { maxBytes: number; sizeOf: (value: T) => number }) {
    this.#entries = new LRUCache<string, Entry<T>>({
      maxSize: options.maxBytes,
      sizeCalculation: (entry) => Math.max(1, options.sizeOf(entry.value)),
    });
  }

  /**
   * The token's learner's answer, admitted as the authentication hook would admit them: from the cache when
   * the read version and study day still match (one primary-key read), otherwise from `readFresh`, which
   * reads the account and the version no later than the answer, and is kept unless it depends on the clock
   * (`live`). `variant` tells apart answers of one learner to different questions (a range, say).
   */
  async read(
    request: FastifyRequest,
    db: Database,
    now: Date,
    readFresh: (key: AccountReadKey) => Promise<FreshLearnerRead<T> | undefined>,
    variant = '',
  ): Promise<T> {
    const claims = verifiedClaims(request);
    const entryKey = variant ? `${claims.userId}:${variant}` : claims.userId;
    const cached = this.#entries.get(entryKey);
    if (cached) {
      const head = await readLearnerHead(db, claims, now);
      admitAccount(request, claims, head?.account);
      if (head.readVersion === cached.readVersion && head.today === cached.today) return cached.value;
    }
    const fresh = await readFresh(claims);
    admitAccount(request, claims, fresh?.account);
    const { readVersion, today, value, live } = fresh;
    if (live) this.#entries.delete(entryKey);
    else this.#entries.set(entryKey, { readVersion, today, value });
    return value;
  }
}
