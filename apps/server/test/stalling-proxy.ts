import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that can stop forwarding while keeping every socket open: the
 * database as a server sees it when the database host freezes or the network silently drops packets.
 */
export type StallingProxy = {
  port: number;
  /** Stop forwarding in both directions; new connections are accepted and then hear nothing. */
  stall(): void;
  /** Forward again, including what was held back. */
  resume(): void;
  close(): Promise<void>;
};

export async function startStallingProxy(target: { host: string; port: number }): Promise<StallingProxy> {
  let stalled = false;
  const pairs = new Set<[Socket, Socket]>();

  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    // Paused sockets leave the bytes in the kernel's buffers: nothing is lost, nothing arrives.
    if (stalled) for (const socket of pair) socket.pause();
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    const closeBoth = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) {
      socket.on('error', closeBoth);
      socket.on('close', closeBoth);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    stall() {
      stalled = true;
      for (const pair of pairs) for (const socket of pair) socket.pause();
    },
    resume() {
      stalled = false;
      for (const pair of pairs) for (const socket of pair) socket.resume();
    },
    async close() {
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
