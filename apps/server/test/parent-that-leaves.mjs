// A supervisor that does not wait: starts `npm run serve`'s command in a process group of its own with its
// output piped here, gives it a learner's little evening with the group's presence stream left open, sends
// SIGTERM to the group and leaves at once, so the server's stdout and stderr are pipes nobody reads.
// Prints {"pid":…} first. The environment is the server's; PORT and PUBLIC_URL must be set.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const repoRoot = new URL('../../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', repoRoot), 'utf8'));
const [, ...serveArgs] = manifest.scripts.serve.split(' ');
const baseUrl = process.env.PUBLIC_URL;

const server = spawn(process.execPath, serveArgs, {
  cwd: repoRoot,
  env: process.env,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
server.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
server.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
process.stdout.write(`${JSON.stringify({ pid: server.pid })}\n`);

const fail = (message) => {
  process.kill(-server.pid, 'SIGKILL');
  process.stderr.write(`${message}\n${output}`);
  process.exit(1);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// As long as the test helpers wait for a start (server-process.ts): a loaded CI machine is slow to open PGlite.
const readyBy = Date.now() + 90_000;
for (;;) {
  if (Date.now() > readyBy) fail('server not ready in 90 s');
  if (server.exitCode !== null) fail(`server exited with ${server.exitCode}`);
  const ready = await fetch(`${baseUrl}/readyz`).then(
    (response) => response.ok,
    () => false,
  );
  if (ready) break;
  await sleep(100);
}

const cookiePairs = (response) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .filter((pair) => pair && !pair.endsWith('='));

const login = await fetch(`${baseUrl}/api/auth/login?mode=redirect`, { redirect: 'manual' });
const signInCookie = cookiePairs(login).join('; ');
const form = await fetch(new URL(login.headers.get('location'), baseUrl), {
  headers: { cookie: signInCookie },
});
const state = /name="state" value="([^"]+)"/.exec(await form.text())?.[1];
if (!state) fail('no sign-in form');
const tag = `p${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const signedIn = await fetch(`${baseUrl}/api/auth/local`, {
  method: 'POST',
  headers: { cookie: signInCookie, 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ email: `${tag}@example.com`, displayName: '떠나는 부모', state }).toString(),
  redirect: 'manual',
});
const refreshCookie = cookiePairs(signedIn).find((pair) => pair.startsWith('molip_rt='));
const refreshed = await fetch(`${baseUrl}/api/auth/refresh`, {
  method: 'POST',
  headers: { cookie: refreshCookie, 'x-requested-with': 'molip', origin: baseUrl },
});
const { accessToken } = await refreshed.json();

async function call(method, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) fail(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

const { agreements } = await call('GET', '/api/user-agreements/status');
await call('POST', '/api/user-agreements/bulk-agree', {
  agreements: agreements.map((item) => ({ termsId: item.termsId, agreed: true })),
});
await call('PUT', '/api/user/username', { userName: tag });
const room = await call('POST', '/api/group/rooms/join', {});

const stream = await fetch(`${baseUrl}/api/group/${room.id}/events`, {
  headers: { authorization: `Bearer ${accessToken}` },
});
if (stream.status !== 200) fail(`presence stream: ${stream.status}`);
await stream.body.getReader().read();
await call('GET', '/api/user/me');
await call('GET', `/api/group/${room.id}`);

process.kill(-server.pid, 'SIGTERM');
process.exit(0);
