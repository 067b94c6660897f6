import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { paths } from './config/paths';
import { restoreSession } from './features/auth/api/restore-session';
import { SignInApp } from './app/sign-in-app';
import './index.css';

// Start restoring the session before React renders, so the first route guard waits the least.
void restoreSession();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);

let appShown: Promise<void> | null = null;
/** The whole app (router, pages), loaded once: the login page opened directly renders without it. */
function showApp(): Promise<void> {
  appShown ??= import('./app/provider').then(({ App }) =>
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
