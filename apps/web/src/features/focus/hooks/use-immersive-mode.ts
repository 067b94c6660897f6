import { useCallback, useEffect, useState } from 'react';

/**
 * The distraction-free view: the screen's full-screen mode where the browser allows it (not on iPhone
 * Safari, which still gets the app's own full-page view); leaving full screen leaves the mode too. While
 * it is on, the app underneath (`#root`; the view itself is portalled outside it) is inert, so Tab stays
 * in the view, and Esc leaves it where the browser has no full screen of its own to leave.
 */
export function useImmersiveMode() {
  const [on, setOn] = useState(false);

  useEffect(() => {
    if (!on) return;
    const onChange = () => {
      if (!document.fullscreenElement) setOn(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !document.fullscreenElement) setOn(false);
    };
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    document.addEventListener('fullscreenchange', onChange);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      app?.removeAttribute('inert');
      document.removeEventListener('fullscreenchange', onChange);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [on]);

  const enter = useCallback(() => {
    setOn(true);
    document.documentElement.requestFullscreen?.().catch(() => undefined);
  }, []);
  const exit = useCallback(() => {
    setOn(false);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);
  return { on, enter, exit };
}
