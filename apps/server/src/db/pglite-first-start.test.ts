import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ON_POSTGRES } from '../../test/test-database-kind.ts';
import { openPglite } from './client.ts';
import { createPgliteDataDir, holdsPgliteStore } from './pglite-first-start.ts';
import { terms } from './schema.ts';

// A child process with its own initdb: a minute or more on a busy machine.
const FIRST_START_TIMEOUT_MS = 180_000;

const dataDirs: string[] = [];
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// The embedded store's own first start: checked once, in the embedded project.
describe.skipIf(ON_POSTGRES)('a first start on a new embedded data dir', () => {
  it(
    'makes the store in a child process and moves it into place, migrated',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'molip-first-start-'));
      dataDirs.push(dataDir);
      const pgdata = path.join(dataDir, 'pgdata');
      // What earlier starts may leave: an empty pgdata, and the staging dir of one cut short.
      mkdirSync(pgdata);
      mkdirSync(`${pgdata}.new`);
      expect(holdsPgliteStore(pgdata)).toBe(false);

      await createPgliteDataDir(pgdata);

      expect(holdsPgliteStore(pgdata)).toBe(true);
      expect(existsSync(`${pgdata}.new`)).toBe(false);
      const handle = await openPglite(pgdata);
      try {
        // Migrated; the server seeds the terms itself when it opens the store, at its own clock.
        expect(await handle.db.select({ id: terms.id }).from(terms)).toEqual([]);
      } finally {
        await handle.close();
      }
    },
    FIRST_START_TIMEOUT_MS,
  );
});
