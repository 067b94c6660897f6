import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverClockOffsetMs } from './server-clock';

const SOURCE_DIR = join(import.meta.dirname, '..');

describe('serverClockOffsetMs', () => {
  it('is the server clock minus the device clock when the answer arrived', () => {
    const receivedAt = Date.parse('2026-11-21T01:00:00.000Z');
    expect(serverClockOffsetMs('2026-11-21T01:00:05.000Z', receivedAt)).toBe(5_000);
    expect(serverClockOffsetMs('2026-11-21T00:59:58.500Z', receivedAt)).toBe(-1_500);
  });

  it('is the one place the web reads a server clock offset from an answer', () => {
    // A copy elsewhere (`Date.parse(x.serverTime) - receivedAt`) drifts from this one: import it instead.
    const copies = readdirSync(SOURCE_DIR, { recursive: true, encoding: 'utf8' })
      .filter(
        (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('server-clock.ts'),
      )
      .filter((file) =>
        /(Date\.parse|toMs)\([\w.]*serverTime\)\s*-/.test(readFileSync(join(SOURCE_DIR, file), 'utf8')),
      );
    expect(copies).toEqual([]);
  });
});
