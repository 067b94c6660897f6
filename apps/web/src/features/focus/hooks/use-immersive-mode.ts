import { useCallback, useEffect, useState } from 'react';

/**
 * The distraction-free view: the screen's full-screen mode where the browser allows it (not on iPhone
 * Safari, which still gets the app's own full-page view); leaving full screen leaves the mode too.
 */
export function useImmersiveMode() {
  const [on, setOn] = useState(false);

  useEffect(() => {
    if (!on) return;
    const onChange = () => {
      if (!document.fullscreenElement) setOn(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
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
