import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../env.ts';

/**
 * JWT_SECRET, else JWT_SECRET_FILE, else (never in production — env.ts refuses that) a random key kept in
 * DATA_DIR so local restarts do not sign everyone out.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.jwtSecretFile) return readFileSync(config.jwtSecretFile, 'utf8').trim();
  const keyPath = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(keyPath)) return readFileSync(keyPath, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(keyPath, secret, { mode: 0o600 });
  return secret;
}
