import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { Config } from '../env.ts';

/** The key pair that signs our pushes (RFC 8292); browsers subscribe with its public half. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else a pair made on first start and kept in DATA_DIR, so a restart
 * keeps every browser's subscription working. Several instances must share one pair: set it in the environment.
 */
export function resolveVapidKeys(config: Config): VapidKeys {
  const subject = config.vapidSubject;
  if (config.vapidKeys) return { ...config.vapidKeys, subject };
  const keyPath = path.join(config.dataDir, 'vapid-keys.json');
  if (existsSync(keyPath)) {
    const stored = JSON.parse(readFileSync(keyPath, 'utf8')) as { publicKey: string; privateKey: string };
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const generated = webPush.generateVAPIDKeys();
  writeFileSync(keyPath, JSON.stringify(generated), { mode: 0o600 });
  return { ...generated, subject };
}
