import { useCallback, useEffect, useRef, useState } from 'react';

// A timer frozen in a background tab fires on the first tick back: that still counts as "while away".
const JUST_CAME_BACK_MS = 2000;

/**
 * "아직 공부하고 있나요?": `blockEnded` is called when the block's time runs out; if the learner was away
 * (tab hidden, or it just came back), the question is asked the moment they look at the page again.
 */
export function useStillStudyingCheck() {
  const [open, setOpen] = useState(false);
  const pending = useRef(false);
  const visibleSince = useRef(0);

  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState !== 'visible') return;
      visibleSince.current = Date.now();
      if (pending.current) {
        pending.current = false;
        setOpen(true);
      }
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  const blockEnded = useCallback(() => {
    if (document.visibilityState === 'hidden') pending.current = true;
    else if (Date.now() - visibleSince.current < JUST_CAME_BACK_MS) setOpen(true);
  }, []);

  return { open, close: useCallback(() => setOpen(false), []), blockEnded };
}
