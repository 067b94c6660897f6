import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import { TERMS_KIND_OF, type TermsContent } from '@molip/domain/terms';
import type { Database } from '../db/client.ts';
import { terms, userAgreements } from '../db/schema.ts';

type TermsRow = typeof terms.$inferSelect;

export function toTermsContent(row: TermsRow): TermsContent {
  return {
    id: row.id,
    type: row.type,
    version: row.version,
    title: row.title,
    isRequired: row.isRequired,
    kind: TERMS_KIND_OF[row.type],
    content: row.content,
  };
}

export async function findTermsById(db: Database, id: number) {
  const [row] = await db.select().from(terms).where(eq(terms.id, id));
  return row;
}

/** The newest version of every terms type published by `now`: the ones users must have agreed to. */
export async function latestTerms(db: Database, now: Date): Promise<TermsRow[]> {
  return db
    .selectDistinctOn([terms.type])
    .from(terms)
    .where(lte(terms.publishedAt, now))
    .orderBy(terms.type, desc(terms.version));
}

/** The learner's agreement rows for these terms versions. */
export async function agreementsOf(db: Database, userId: string, termsIds: readonly number[]) {
  if (termsIds.length === 0) return [];
  return db
    .select()
    .from(userAgreements)
    .where(and(eq(userAgreements.userId, userId), inArray(userAgreements.termsId, [...termsIds])));
}

export type AgreementChange = { termsId: number; agreed: boolean };

/** Records agreements in one transaction; the caller has checked every id exists. */
export async function recordAgreements(db: Database, userId: string, changes: AgreementChange[], now: Date) {
  await db.transaction(async (tx) => {
    for (const change of changes) {
      const values = { agreed: change.agreed, agreedAt: change.agreed ? now : null, updatedAt: now };
      await tx
        .insert(userAgreements)
        .values({ userId, termsId: change.termsId, ...values })
        .onConflictDoUpdate({ target: [userAgreements.userId, userAgreements.termsId], set: values });
    }
  });
}

export async function existingTermsIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: terms.id }).from(terms).where(inArray(terms.id, ids));
  return new Set(rows.map((row) => row.id));
}
