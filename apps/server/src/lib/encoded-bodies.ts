import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/** The encodings an answer shared by many readers is kept in, besides its plain bytes. */
export type BodyEncoding = 'br' | 'gzip';

const negotiator = new Negotiator<BodyEncoding>({ supportedValues: ['br', 'gzip'] });

/** The encoding to answer in from a request's Accept-Encoding; null for plain bytes. */
export const negotiateEncoding = (acceptEncoding: string | undefined): BodyEncoding | null =>
  acceptEncoding ? negotiator.negotiate(acceptEncoding) : null;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compressed once for every reader who shares it, so it can afford slower, tighter levels than the per-answer
 * compression (brotli 1, gzip 1); off the event loop, in libuv's pool.
 */
export function encodeBody(body: Buffer, encoding: BodyEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzip(body, { level: 6 });
}

/** Plain bytes of an answer encoded by `encodeBody`, for checking it against its schema in tests. */
export function decodeBody(body: Buffer, encoding: BodyEncoding): Buffer {
  return encoding === 'br' ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body);
}

/**
 * One answer's bytes per variant (the reader's view and the encoding), each made once however many readers
 * ask at the same time; bounded, since the variants of one shared value are few.
 */
export function createBodyVariants(maxVariants: number) {
  const variants = new Map<string, Promise<Buffer>>();
  return (key: string, make: () => Promise<Buffer>): Promise<Buffer> => {
    let found = variants.get(key);
    if (!found) {
      if (variants.size >= maxVariants) variants.clear();
      found = make();
      const made = found;
      variants.set(key, made);
      // A failed encoding is not kept: the next reader tries again.
      made.catch(() => variants.get(key) === made && variants.delete(key));
    }
    return found;
  };
}
export type BodyVariants = ReturnType<typeof createBodyVariants>;
