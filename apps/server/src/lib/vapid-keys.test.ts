import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../env.ts';
import { resolveVapidKeys } from './vapid-keys.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'molip-vapid-'));
  dirs.push(dir);
  return dir;
}

describe('resolveVapidKeys', () => {
  it('makes a P-256 pair on first start and keeps it, readable by the owner only', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    const first = resolveVapidKeys(config);
    expect(first.kept).toBe(true);
    expect(Buffer.from(first.keys.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.keys.privateKey, 'base64url')).toHaveLength(32);
    expect(resolveVapidKeys(config)).toEqual(first);
    expect(statSync(path.join(config.dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
  });

  it('prefers the pair from the environment', () => {
    const publicKey = `B${'a'.repeat(86)}`;
    const privateKey = 'k'.repeat(43);
    const config = loadConfig({
      DATA_DIR: dataDir(),
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
    });
    expect(resolveVapidKeys(config)).toEqual({
      keys: { publicKey, privateKey, subject: 'mailto:push@molip.invalid' },
      kept: true,
    });
  });

  it('still gives a pair where DATA_DIR cannot be written, saying it is not kept', () => {
    const blocker = path.join(dataDir(), 'a-file');
    writeFileSync(blocker, '');
    const { keys, kept } = resolveVapidKeys(loadConfig({ DATA_DIR: path.join(blocker, 'data') }));
    expect(kept).toBe(false);
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
  });
});
