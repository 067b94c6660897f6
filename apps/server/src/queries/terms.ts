import { TERMS_KIND_OF, termsMessages, type AgreementStatus } from '@molip/domain/terms';
import type { Database } from '../db/client.ts';
import { notFound } from '../lib/app-error.ts';
import { agreementsOf, findTermsById, latestTerms, toTermsContent } from '../repositories/terms.ts';

export async function readTerms(db: Database, id: number) {
  const row = await findTermsById(db, id);
  if (!row) throw notFound(termsMessages.notFound);
  return toTermsContent(row);
}

/** The latest version of every term at `now`, and whether the learner agreed to each. */
export async function readAgreementStatus(db: Database, userId: string, now: Date): Promise<AgreementStatus> {
  const current = await latestTerms(db, now);
  const ids = current.map((row) => row.id);
  const rows = await agreementsOf(db, userId, ids);
  const byTerms = new Map(rows.map((row) => [row.termsId, row]));
  const agreements = current.map((row) => {
    const agreement = byTerms.get(row.id);
    return {
      termsId: row.id,
      termsType: row.type,
      termsVersion: row.version,
      title: row.title,
      content: row.title,
      isRequired: row.isRequired,
      kind: TERMS_KIND_OF[row.type],
      isAgreed: agreement?.agreed ?? false,
      agreedAt: agreement?.agreed && agreement.agreedAt ? agreement.agreedAt.toISOString() : null,
    };
  });
  const pendingRequiredTermsIds = agreements
    .filter((item) => item.isRequired && !item.isAgreed)
    .map((item) => item.termsId);
  return {
    hasAgreedToAllRequired: pendingRequiredTermsIds.length === 0,
    pendingRequiredTermsIds,
    agreements,
  };
}
