import { readFile } from 'node:fs/promises';
import { OPTIONAL_TERMS_TYPES, termsTypes } from '@molip/domain/terms';
import type { Database } from '../client.ts';
import { terms } from '../schema.ts';

const textUrl = (type: string) => new URL(`./terms-texts/${type}.md`, import.meta.url);

/** Publishes version 1 of every terms type on first start; later versions come from admins. */
export async function seedTerms(db: Database): Promise<void> {
  const rows = await Promise.all(
    termsTypes.map(async (type) => {
      const text = await readFile(textUrl(type), 'utf8');
      const [firstLine = '', ...rest] = text.split('\n');
      return {
        type,
        version: 1,
        title: firstLine.replace(/^#\s*/, '').trim(),
        content: rest.join('\n').trim(),
        isRequired: !OPTIONAL_TERMS_TYPES.includes(type),
      };
    }),
  );
  await db
    .insert(terms)
    .values(rows)
    .onConflictDoNothing({ target: [terms.type, terms.version] });
}
