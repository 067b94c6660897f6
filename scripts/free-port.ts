import { createServer } from 'node:net';

/**
 * A port free right now, for a server started moments later that must know its port in advance (its
 * PUBLIC_URL): the benchmarks, the server's process tests and the browser-engine journeys.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
