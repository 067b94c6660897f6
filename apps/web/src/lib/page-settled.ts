import { useEffect, useState } from 'react';

// While the page is still busy it is asked again this often…
const RECHECK_MS = 500;
// …but whatever keeps it busy (a running block's polling), what waits has started by then.
const LATEST_MS = 10_000;

// Safari has no requestIdleCallback: a short timer stands in.
const whenIdle = (run: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: RECHECK_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, RECHECK_MS);
  return () => clearTimeout(timer);
};

/**
 * Runs `work` once the page has loaded, `busy()` no longer says its first screen is still arriving, and the
 * browser is idle: for what can wait — registering the service worker, whose precache downloads the whole
 * app — so that it does not compete with what the learner opened the page to see. Returns a cancel.
 */
export function whenPageSettles(work: () => void, busy: () => boolean = () => false): () => void {
  let cancelStep = () => {};
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    cancel();
    work();
  };
  const check = () => {
    if (busy()) {
      const timer = setTimeout(() => (cancelStep = whenIdle(check)), RECHECK_MS);
      cancelStep = () => clearTimeout(timer);
    } else finish();
  };
  const start = () => (cancelStep = whenIdle(check));
  const latest = setTimeout(finish, LATEST_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  function cancel() {
    cancelStep();
    clearTimeout(latest);
    window.removeEventListener('load', start);
  }
  return () => {
    done = true;
    cancel();
  };
}

/** `whenPageSettles` for a component: false until the page has settled, then true for good. */
export function usePageSettled(busy?: () => boolean): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => (settled ? undefined : whenPageSettles(() => setSettled(true), busy)), [settled, busy]);
  return settled;
}
