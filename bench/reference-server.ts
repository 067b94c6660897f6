import { createSecretKey } from 'node:crypto';
import Fastify from 'fastify';
import { jwtVerify } from 'jose';

/**
 * The ceiling of Molip's own stack: the same libraries with no layers. A bare Fastify `/healthz`, and
 * `/api/user/me` as a jose verification plus one prepared primary-key read of the account — no security
 * headers, rate limit, service gate or schemas. `npm run bench` starts it as a child, like the real server.
 */
const port = Number(process.env.PORT);
const issuer = process.env.PUBLIC_URL ?? '';
const key = createSecretKey(Buffer.from(process.env.JWT_SECRET ?? '', 'utf8'));
const PROFILE_BY_ID = `select id, email, display_name, photo_url, email_verified, username, role, timezone,
  day_start_hour, created_at from users where id = $1`;

type ProfileRow = {
  id: string;
  email: string;
  display_name: string;
  photo_url: string | null;
  email_verified: boolean;
  username: string | null;
  role: string;
  timezone: string;
  day_start_hour: number;
  created_at: Date;
};

type Store = { read(id: string): Promise<ProfileRow | undefined>; close(): Promise<void> };

/** PostgreSQL through a `pg` pool of Molip's size when DATABASE_URL is set, else the bench's PGlite dir. */
async function openStore(): Promise<Store> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return {
      read: async (id) =>
        (await pool.query<ProfileRow>({ name: 'profile_by_id', text: PROFILE_BY_ID, values: [id] })).rows[0],
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(`${process.env.DATA_DIR ?? ''}/pgdata`);
  return {
    read: async (id) => (await client.query<ProfileRow>(PROFILE_BY_ID, [id])).rows[0],
    close: () => client.close(),
  };
}

const store = await openStore();
const app = Fastify();
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/readyz', async () => ({ status: 'ok' }));
app.get('/api/user/me', async (request, reply) => {
  const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
  const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer }).catch(() => ({
    payload: null,
  }));
  if (!payload?.sub) return reply.status(401).send({ statusCode: 401 });
  const row = await store.read(payload.sub);
  if (!row) return reply.status(404).send({ statusCode: 404 });
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    photoURL: row.photo_url,
    emailVerified: row.email_verified,
    username: row.username,
    role: row.role,
    timezone: row.timezone,
    dayStartHour: row.day_start_hour,
    createdAt: row.created_at.toISOString(),
  };
});
// PGlite's data dir is opened by the real server next: it must be closed cleanly first.
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => store.close())
    .finally(() => process.exit(0));
});
await app.listen({ host: '127.0.0.1', port });
