import { LONG_PRESS_MS, LONG_PRESS_VIBRATE_MS } from '@/config/ui-constants';
import { useCallback, useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';

// A finger drifting further than this is scrolling the list, not pressing a row.
const MOVE_TOLERANCE_PX = 10;

type LongPressOptions = { onLongPress: () => void; onPress?: () => void; disabled?: boolean };

/**
 * Press-and-hold for LONG_PRESS_MS opens something (a to-do's action sheet); a shorter press is a tap. On
 * touch the phone vibrates LONG_PRESS_VIBRATE_MS. The click that follows a long press is swallowed so it does
 * not also tap.
 */
export function useLongPress({ onLongPress, onPress, disabled = false }: LongPressOptions) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    cancel();
    fired.current = false;
    start.current = { x: event.clientX, y: event.clientY };
    const isTouch = event.pointerType === 'touch';
    timer.current = setTimeout(() => {
      timer.current = null;
      fired.current = true;
      if (isTouch && typeof navigator.vibrate === 'function') navigator.vibrate(LONG_PRESS_VIBRATE_MS);
      onLongPress();
    }, LONG_PRESS_MS);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const origin = start.current;
    if (!origin) return;
    if (Math.hypot(event.clientX - origin.x, event.clientY - origin.y) > MOVE_TOLERANCE_PX) cancel();
  };

  const onClick = (event: MouseEvent<HTMLElement>) => {
    // `detail` is 0 for a keyboard click, which never follows a press-and-hold.
    if (fired.current && event.detail !== 0) {
      fired.current = false;
      return;
    }
    if (!disabled) onPress?.();
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onClick,
    // A long press on a phone would otherwise open the browser's own context menu or text selection.
    onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
  };
}
