/**
 * Signs in through the local trial form over real HTTP, as a browser without JavaScript would. Without a
 * `username`, one is made from the clock's millisecond: sign in one at a time, or give each its own.
 */
export async function signInOverHttp(
  baseUrl: string,
  email: string,
  displayName = '벤치 학습자',
  username = `bench_${Date.now().toString(36)}`,
) {
  const origin = new URL(baseUrl).origin;
  const start = await fetch(`${baseUrl}/api/auth/login?mode=redirect`, { redirect: 'manual' });
  const transaction = /molip_signin=([^;]+)/.exec(start.headers.get('set-cookie') ?? '')?.[1];
  if (!transaction) throw new Error(`sign-in did not start: ${start.status}`);
  const cookie = `molip_signin=${transaction}`;
  const form = await (await fetch(`${baseUrl}/api/auth/local`, { headers: { cookie } })).text();
  const state = /name="state" value="([^"]+)"/.exec(form)?.[1] ?? '';
  const submitted = await fetch(`${baseUrl}/api/auth/local`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, displayName, state }),
  });
  const refreshToken = /molip_rt=([^;]+)/.exec(submitted.headers.get('set-cookie') ?? '')?.[1];
  if (!refreshToken) throw new Error(`local sign-in failed: ${submitted.status}`);
  const refreshed = await fetch(`${baseUrl}/api/auth/refresh`, {
    method: 'POST',
    headers: { cookie: `molip_rt=${refreshToken}`, 'x-requested-with': 'molip', origin },
  });
  const body = (await refreshed.json()) as { accessToken: string; expiresIn: number; user: { id: string } };
  await passServiceGate(baseUrl, body.accessToken, username);
  // The refresh rotated the token: this is the one a browser would now hold.
  const rotatedRefreshToken = /molip_rt=([^;]+)/.exec(refreshed.headers.get('set-cookie') ?? '')?.[1];
  return {
    accessToken: body.accessToken,
    expiresAt: Date.now() + body.expiresIn * 1000,
    userId: body.user.id,
    refreshToken: rotatedRefreshToken,
  };
}

/** Agrees to every terms type and sets a username, as the terms and username modals would. */
async function passServiceGate(baseUrl: string, accessToken: string, username: string) {
  const headers = { authorization: `Bearer ${accessToken}` };
  const status = (await (await fetch(`${baseUrl}/api/user-agreements/status`, { headers })).json()) as {
    agreements: { termsId: number }[];
  };
  const agreements = status.agreements.map((item) => ({ termsId: item.termsId, agreed: true }));
  await sendJson('POST', `${baseUrl}/api/user-agreements/bulk-agree`, headers, { agreements });
  await sendJson('PUT', `${baseUrl}/api/user/username`, headers, { userName: username });
}

/** POSTs JSON and returns the parsed answer; any status but 2xx throws with the body. */
export const postJson = <T>(url: string, headers: Record<string, string>, body: unknown): Promise<T> =>
  sendJson<T>('POST', url, headers, body);

/** Sends JSON and returns the parsed answer; any status but 2xx throws with the body. */
export async function sendJson<T>(
  method: 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}
