import type { AuthErrorCode, AuthPopupMessage } from '@molip/domain/auth';
import { AUTH_MESSAGE_TYPE } from '@molip/domain/auth';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const PAGE_STYLE = `
  :root { color-scheme: light dark; --brand: #4338ca; --ink: #1e1b4b; --muted: #64748b; --bg: #f5f5ff; --card: #fff; --line: #e2e8f0; }
  @media (prefers-color-scheme: dark) { :root { --ink: #e0e7ff; --muted: #94a3b8; --bg: #0f0e1f; --card: #1b1a33; --line: #312e58; } }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px 16px;
    font-family: Pretendard, "Apple SD Gothic Neo", "Noto Sans KR", "Noto Sans CJK KR", system-ui, sans-serif;
    background: var(--bg); color: var(--ink); }
  main { width: 100%; max-width: 400px; background: var(--card); border: 1px solid var(--line); border-radius: 20px; padding: 28px 24px; }
  h1 { margin: 0 0 4px; font-size: 22px; }
  .badge { display: inline-block; margin-bottom: 16px; padding: 4px 10px; border-radius: 999px; background: #fef3c7; color: #92400e; font-size: 13px; font-weight: 600; }
  p { margin: 0 0 20px; color: var(--muted); line-height: 1.6; font-size: 15px; }
  label { display: block; margin: 0 0 6px; font-weight: 600; font-size: 14px; }
  input { width: 100%; margin: 0 0 16px; padding: 12px 14px; font: inherit; font-size: 16px; color: inherit; background: transparent;
    border: 1px solid var(--line); border-radius: 12px; }
  input:focus-visible, button:focus-visible { outline: 3px solid #a5b4fc; outline-offset: 2px; }
  button { width: 100%; padding: 14px; font: inherit; font-size: 16px; font-weight: 700; color: #fff; background: var(--brand); border: 0; border-radius: 12px; cursor: pointer; }
  a.button { display: block; box-sizing: border-box; padding: 14px; text-align: center; text-decoration: none; font-weight: 700; color: #fff; background: var(--brand); border-radius: 12px; }
  .error { margin: 0 0 16px; padding: 12px 14px; border-radius: 12px; background: #fee2e2; color: #991b1b; font-size: 14px; }
`;

function page(title: string, body: string, extraHead = '') {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style>${extraHead}</head>
<body>${body}</body></html>`;
}

export type LocalFormValues = { email: string; displayName: string; state: string };

/** The local trial sign-in form: plain HTML that works without JavaScript. */
export function localSignInPage(values: LocalFormValues, error?: string) {
  return page(
    '로컬 체험 로그인 · 몰입',
    `<main>
  <span class="badge">로컬 체험 모드</span>
  <h1>몰입에 로그인</h1>
  <p>이 서버는 Google 대신 체험용 로그인을 써요. 이메일과 이름만 넣으면 계정이 만들어지고, 실제 서비스에서는 쓰이지 않아요.</p>
  ${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
  <form method="post" action="/api/auth/local">
    <input type="hidden" name="state" value="${escapeHtml(values.state)}">
    <label for="email">이메일</label>
    <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(values.email)}" placeholder="you@example.com">
    <label for="displayName">이름</label>
    <input id="displayName" name="displayName" type="text" autocomplete="name" required maxlength="50" value="${escapeHtml(values.displayName)}" placeholder="홍길동">
    <button type="submit">로그인</button>
  </form>
</main>`,
  );
}

/**
 * The end of a sign-in whose cookie never came back: the browser refused it (a `Secure` cookie over plain
 * http) or the provider returned to another address than the one the sign-in started from. A page rather
 * than a redirect, so a misconfiguration can never loop.
 */
export function signInInterruptedPage(appOrigin: string | undefined) {
  const address = appOrigin
    ? `<p>앱 주소 <strong>${escapeHtml(appOrigin)}</strong>에서 앱을 열고 다시 로그인해 주세요. 이 화면이 계속 보이면 서버의 <code>PUBLIC_URL</code>이 앱을 여는 주소와 같은지 확인해 주세요.</p>
  <a class="button" href="${escapeHtml(`${appOrigin}/login`)}">다시 로그인하기</a>`
    : '<p>앱을 연 주소에서 다시 로그인해 주세요.</p>';
  return page(
    '로그인을 이어갈 수 없어요 · 몰입',
    `<main>
  <h1>로그인을 이어갈 수 없어요</h1>
  <p>브라우저가 로그인 정보를 보관하지 못했어요. 앱을 연 주소와 로그인이 돌아온 주소가 다르거나, 로그인을 시작한 지 너무 오래됐을 수 있어요.</p>
  ${address}
</main>`,
  );
}

/**
 * The page a sign-in popup ends on. The inline data is read by an external script because the CSP forbids
 * inline scripts; it tells the opener (origin-checked) and closes, or falls back to a redirect.
 */
export function popupResultPage(
  result: { ok: true } | { ok: false; error: AuthErrorCode },
  appOrigin: string,
  fallbackPath: string,
) {
  const message: AuthPopupMessage = { type: AUTH_MESSAGE_TYPE, ...result };
  return page(
    result.ok ? '로그인 완료 · 몰입' : '로그인 실패 · 몰입',
    `<main data-message="${escapeHtml(JSON.stringify(message))}" data-origin="${escapeHtml(appOrigin)}" data-fallback="${escapeHtml(fallbackPath)}">
  <h1>${result.ok ? '로그인했어요' : '로그인하지 못했어요'}</h1>
  <p>이 창은 저절로 닫혀요. 닫히지 않으면 직접 닫고 앱으로 돌아가 주세요.</p>
</main>`,
    '<script src="/api/auth/popup-result.js" defer></script>',
  );
}

export const POPUP_RESULT_SCRIPT = `(() => {
  const main = document.querySelector('main');
  if (!main) return;
  const message = JSON.parse(main.dataset.message || '{}');
  const origin = main.dataset.origin || window.location.origin;
  // A BroadcastChannel also reaches the app when the provider's pages severed window.opener.
  try { new BroadcastChannel('molip-auth').postMessage(message); } catch (e) { /* unsupported */ }
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(message, origin);
    window.close();
  } else {
    const target = message.ok ? (main.dataset.fallback || '/') : '/login?error=' + encodeURIComponent(message.error || 'sign_in_failed');
    window.location.replace(target);
  }
})();
`;
