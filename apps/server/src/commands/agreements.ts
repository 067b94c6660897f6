import { termsMessages } from '@molip/domain/terms';
import type { Database } from '../db/client.ts';
import { notFound } from '../lib/app-error.ts';
import {
  agreementStatus,
  existingTermsIds,
  recordAgreements,
  type AgreementChange,
} from '../modules/terms/repository.ts';
import { withLearner } from './with-learner.ts';

/** Agrees to (or withdraws from) terms versions; unknown ids are a 404 naming them. Answers the new status. */
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
    if (missing.length > 0) throw notFound(`${termsMessages.notFound} (ID: ${missing.join(', ')})`);
    await recordAgreements(tx, userId, [...changes], now);
    return agreementStatus(tx, userId);
  });
}
