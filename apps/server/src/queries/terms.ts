import { termsMessages } from '@molip/domain/terms';
import type { Database } from '../db/client.ts';
import { notFound } from '../lib/app-error.ts';
import { findTermsById, toTermsContent } from '../repositories/terms.ts';

export async function readTerms(db: Database, id: number) {
  const row = await findTermsById(db, id);
  if (!row) throw notFound(termsMessages.notFound);
  return toTermsContent(row);
}
