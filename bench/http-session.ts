/** Signs in through the local trial form over real HTTP, as a browser without JavaScript would. */
export async function signInOverHttp(baseUrl: string, email: string, displayName = '벤치 학습자') {
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
  const body = (await refreshed.json()) as { accessToken: string; user: { id: string } };
  return { accessToken: body.accessToken, userId: body.user.id };
}
