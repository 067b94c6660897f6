import './lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { paths } from './config/paths';
import { restoreSession } from './features/auth/api/restore-session';
import { AppLoading } from './app/app-loading';
import { ErrorScreen } from './app/error-screen';
import { DashboardFirstPaint, returningLearnerOnDashboard } from './app/dashboard-first-paint';
import { startDashboardReads } from './app/dashboard-early-reads';
import { sleep } from './lib/sleep';
import { loadWebFont, switchToWebFontOnNewScreen } from './lib/web-font';
import './index.css';

loadWebFont();

// Start restoring the session before React renders, so the first route guard waits the least; the
// dashboard's reads follow it at once.
void restoreSession().then(startDashboardReads);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);

/** The app's code did not arrive (the connection dropped, or a new deployment replaced it): a way out, not a spinner. */
function showCodeMissing() {
  root.render(<ErrorScreen message="앱을 불러오지 못했어요. 인터넷 연결을 확인하고 새로고침해 주세요." />);
}

let appShown: Promise<void> | null = null;
/** The whole app (router, pages), loaded once: the login page opened directly renders without it. */
function showApp(): Promise<void> {
  appShown ??= import('./app/provider').then(async ({ App, createRouter }) => {
    // The app's code, its router and its first render each run as a task of their own, so the page can
    // answer a tap between them on a slow phone.
    await sleep(0);
    const router = createRouter();
    await sleep(0);
    // A transition: React renders the first screen in slices, leaving the main thread free between them.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      ),
    );
  }, showCodeMissing);
  return appShown;
}

function leaveSignIn(target: string) {
  window.history.replaceState(null, '', target);
  switchToWebFontOnNewScreen();
  // The sign-in page gives way to the loading screen (on any other page, index.html's own) until the app arrives.
  if (!appShown) root.render(<AppLoading />);
  void showApp();
}

if (window.location.pathname === paths.login) {
  // Its own chunk, which index.html's early start fetches beside the entry: the app never loads it.
  void import('./app/sign-in-app').then(
    ({ SignInApp }) =>
      root.render(
        <StrictMode>
          <SignInApp leaveTo={leaveSignIn} />
        </StrictMode>,
      ),
    showCodeMissing,
  );
} else {
  // A returning learner's dashboard greets them at once; the app's first render takes its place.
  const learner = returningLearnerOnDashboard();
  if (learner) root.render(<DashboardFirstPaint user={learner} />);
  void showApp();
}
