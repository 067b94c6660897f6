import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { paths } from './config/paths';
import { restoreSession } from './features/auth/api/restore-session';
import { AppLoading } from './app/app-loading';
import { startDashboardReads } from './app/dashboard-early-reads';
import { SignInApp } from './app/sign-in-app';
import { loadWebFont } from './lib/web-font';
import './index.css';

loadWebFont();

// Start restoring the session before React renders, so the first route guard waits the least; the
// dashboard's reads follow it at once.
void restoreSession().then(startDashboardReads);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);

let appShown: Promise<void> | null = null;
/** The whole app (router, pages), loaded once: the login page opened directly renders without it. */
function showApp(): Promise<void> {
  if (appShown) return appShown;
  // The logo paints at once; the router and the pages follow in the app's chunk.
  root.render(<AppLoading />);
  appShown = import('./app/provider').then(({ App }) =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  return appShown;
}

function leaveSignIn(target: string) {
  window.history.replaceState(null, '', target);
  void showApp();
}

if (window.location.pathname === paths.login) {
  root.render(
    <StrictMode>
      <SignInApp leaveTo={leaveSignIn} />
    </StrictMode>,
  );
} else {
  void showApp();
}
