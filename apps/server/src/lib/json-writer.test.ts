import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonWriterFor } from './json-writer.ts';

const answer = z.object({ id: z.string(), minutes: z.number().int(), endedAt: z.iso.datetime().nullable() });

describe('the JSON writer of an answer schema', () => {
  it('writes only the declared fields, every time it is called', () => {
    const write = jsonWriterFor(answer);
    const value = { id: 'a1', minutes: 25, endedAt: null, secret: 'never written' };
    expect(write(value)).toBe('{"id":"a1","minutes":25,"endedAt":null}');
    expect(write({ ...value, minutes: 50, endedAt: '2026-11-29T09:00:00.000Z' })).toBe(
      '{"id":"a1","minutes":50,"endedAt":"2026-11-29T09:00:00.000Z"}',
    );
  });
});
