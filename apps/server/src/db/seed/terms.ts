import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isRequiredTermsType, termsType } from '@molip/domain/terms';
import type { Database } from '../client.ts';
import { terms } from '../schema.ts';
import { inServerPackage } from '../../lib/package-root.ts';

const textsDir = inServerPackage('src/db/seed/terms-texts');

/** `PRIVACY_POLICY.md` is version 1 of its type, `PRIVACY_POLICY.v2.md` version 2, and so on. */
const TEXT_FILE = /^([A-Z_]+)(?:\.v(\d+))?\.md$/;

/**
 * Publishes every shipped terms text that is not yet in the database, on each start, at the server's `now`:
 * a new version in `terms-texts/` sends every learner back through the terms modal. Admins publish later
 * versions too.
 */
export async function seedTerms(db: Database, now: Date): Promise<void> {
  const files = (await readdir(textsDir)).flatMap((name) => {
    const match = TEXT_FILE.exec(name);
    const type = termsType.safeParse(match?.[1]);
    return match && type.success ? [{ name, type: type.data, version: Number(match[2] ?? 1) }] : [];
  });
  const rows = await Promise.all(
    files.map(async ({ name, type, version }) => {
      const text = await readFile(path.join(textsDir, name), 'utf8');
      const [firstLine = '', ...rest] = text.split('\n');
      return {
        type,
        version,
        title: firstLine.replace(/^#\s*/, '').trim(),
        content: rest.join('\n').trim(),
        isRequired: isRequiredTermsType(type),
        publishedAt: now,
      };
    }),
  );
  await db
    .insert(terms)
    .values(rows)
    .onConflictDoNothing({ target: [terms.type, terms.version] });
}
