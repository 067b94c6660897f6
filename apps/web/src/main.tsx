import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/provider';
import { restoreSession } from './features/auth/api/restore-session';
import './index.css';

// Start restoring the session before React renders, so the first route guard waits the least.
void restoreSession();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
