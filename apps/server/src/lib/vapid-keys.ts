import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { Config } from '../env.ts';

/** The key pair that signs our pushes (RFC 8292); browsers subscribe with its public half. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else a pair made on first start and kept in DATA_DIR, so a restart
 * keeps every browser's subscription working. Several instances must share one pair: set it in the environment.
 * Where DATA_DIR cannot be written the pair lives until the process ends (`kept: false`), so the server
 * still starts and says why pushes will stop reaching devices after a restart.
 */
export function resolveVapidKeys(config: Config): { keys: VapidKeys; kept: boolean } {
  const subject = config.vapidSubject;
  if (config.vapidKeys) return { keys: { ...config.vapidKeys, subject }, kept: true };
  const keyPath = path.join(config.dataDir, 'vapid-keys.json');
  if (existsSync(keyPath)) {
    const stored = JSON.parse(readFileSync(keyPath, 'utf8')) as { publicKey: string; privateKey: string };
    return { keys: { publicKey: stored.publicKey, privateKey: stored.privateKey, subject }, kept: true };
  }
  const generated = webPush.generateVAPIDKeys();
  try {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(keyPath, JSON.stringify(generated), { mode: 0o600 });
    return { keys: { ...generated, subject }, kept: true };
  } catch {
    return { keys: { ...generated, subject }, kept: false };
  }
}
