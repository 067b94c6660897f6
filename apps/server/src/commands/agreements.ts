import { termsMessages } from '@molip/domain/terms';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { readAgreementStatus } from '../queries/terms.ts';
import { existingTermsIds, recordAgreements, type AgreementChange } from '../repositories/terms.ts';
import { withLearner } from './with-learner.ts';

/** Agrees to (or withdraws from) terms versions; unknown ids are a 404 listing them. Answers the new status. */
export async function recordTermsAgreements(
  db: Database,
  userId: string,
  changes: readonly AgreementChange[],
  now: Date,
) {
  return withLearner(db, userId, now, async (tx) => {
    const ids = [...new Set(changes.map((change) => change.termsId))];
    const existing = await existingTermsIds(tx, ids);
    const missing = ids.filter((id) => !existing.has(id));
    // The sentence is for the learner; the unknown ids are for the client, in `details`.
    if (missing.length > 0) {
      throw new AppError(404, 'NOT_FOUND', termsMessages.notFound, { termsIds: missing.map(String) });
    }
    await recordAgreements(tx, userId, [...changes], now);
    return readAgreementStatus(tx, userId, now);
  });
}
