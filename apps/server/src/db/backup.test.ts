import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { ON_POSTGRES } from '../../test/test-database-kind.ts';
import { backupPglite, restorePglite } from './backup.ts';
import { lockDataDir } from './data-dir-lock.ts';

const root = mkdtempSync(path.join(tmpdir(), 'molip-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// The embedded store's own tool: checked once, in the embedded project.
// Each case opens one or two PGlite stores from disk: seconds each when the machine is busy with other suites.
describe.skipIf(ON_POSTGRES)('embedded database backup', { timeout: 90_000 }, () => {
  it('writes a dump that restores into a new data directory with the same rows', async () => {
    const source = path.join(root, 'source');
    mkdirSync(path.join(source, 'pgdata'), { recursive: true });
    const db = await PGlite.create(path.join(source, 'pgdata'));
    await db.exec("create table notes (body text); insert into notes values ('공부 기록')");
    await db.close();

    const file = await backupPglite(source, path.join(root, 'backups'));
    const target = path.join(root, 'target');
    await restorePglite(file, target);

    const restored = await PGlite.create(path.join(target, 'pgdata'));
    const { rows } = await restored.query<{ body: string }>('select body from notes');
    await restored.close();
    expect(rows).toEqual([{ body: '공부 기록' }]);
  });

  it('refuses to back up while the server holds the data directory', async () => {
    const busy = path.join(root, 'busy');
    const release = lockDataDir(busy);
    try {
      await expect(backupPglite(busy, path.join(root, 'backups'))).rejects.toThrow(/in use/);
    } finally {
      release();
    }
  });

  it('refuses to restore over existing data', async () => {
    const source = path.join(root, 'source');
    await expect(restorePglite('unused.tar.gz', source)).rejects.toThrow(/not empty/);
  });
});
