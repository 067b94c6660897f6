import type { Config } from '../env.ts';
import type { Database, ListenToChannel } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { AccessTokens, AccessClaims } from '../lib/access-tokens.ts';
import type { AuthenticatedUser } from './authenticate.ts';
import type { Drain } from './drain.ts';

export type RouteSummary = {
  method: string;
  url: string;
  isPublic: boolean;
  /** The route reads and admits the account itself (`readsAccount` in plugins/authenticate.ts). */
  readsAccount: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route, for the route-table security tests and the docs. */
    routeTable: RouteSummary[];
    config: Config;
    db: Database;
    clock: Clock;
    accessTokens: AccessTokens;
    /** LISTEN on the database (one connection per channel and instance): live presence. */
    listenToDatabase: ListenToChannel;
    /** Set on SIGTERM (server.ts): the instance still answers while proxies move away from it. */
    drain: Drain;
  }
  interface FastifyRequest {
    /** Set by the authentication hook on every non-public API route, or by the route (`readsAccount`). */
    user: AuthenticatedUser | null;
    /** The verified token's claims, kept by the authentication hook for a route marked `readsAccount`. */
    accessClaims: AccessClaims | null;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a Bearer token. Everything else under /api requires one. */
    public?: boolean;
    /** Creates that honour an Idempotency-Key header, so a client may retry them (plugins/idempotency.ts). */
    idempotent?: boolean;
  }
}
