import { MS_PER_SECOND } from '@molip/domain/duration';
import { useEffect, useRef } from 'react';
import { alertTitles, showAlert } from '@/components/ui/alerts-store';
import { useFocusPreferencesStore } from '../stores/focus-preferences-store';
import {
  isLaterStage,
  msUntilNextStage,
  sessionAlertMessages,
  sessionAlertStage,
  type SessionAlertStage,
  type TimeAlertMessages,
} from '../utils/session-time-alerts';
import { sendSystemAlert } from '../utils/system-alert';

// Background tabs run timers late, never early; a little slack lands each one inside its stage.
const TIMER_SLACK_MS = 50;

/**
 * Time alerts at 5 minutes left, 1 minute left and once exceeded (titled '남은 시간'; a calm end is news,
 * titled '알려 드려요'), each once per `key`; also
 * as a system notification while the tab is hidden, a vibration, and at the end an optional chime. The
 * page's ticks drive them while it is visible and a timer while it is hidden (it stops ticking), so an
 * alert never waits for the learner to come back. `onExceeded` runs once. A page opened late shows only
 * the latest stage.
 */
export function useTimeAlerts(
  key: string | null,
  remainingSeconds: number | null,
  options: {
    messages?: TimeAlertMessages;
    /** The end is news, not a warning (a block's window closing): said as information. */
    calmEnd?: boolean;
    onExceeded?: () => void;
  } = {},
): void {
  const fired = useRef<{ key: string | null; stage: SessionAlertStage | null }>({ key: null, stage: null });
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (key === null || remainingSeconds === null) return;
    if (fired.current.key !== key) fired.current = { key, stage: null };
    const deadline = Date.now() + remainingSeconds * MS_PER_SECOND;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const check = () => {
      const stage = sessionAlertStage(Math.ceil((deadline - Date.now()) / MS_PER_SECOND));
      if (stage !== null && isLaterStage(stage, fired.current.stage)) {
        fired.current.stage = stage;
        const messages = latest.current.messages ?? sessionAlertMessages;
        const calm = stage === 'exceeded' && latest.current.calmEnd === true;
        showAlert(
          calm
            ? { variant: 'info', title: alertTitles.info.notice, description: messages[stage] }
            : { variant: 'warning', title: alertTitles.warning.time, description: messages[stage] },
        );
        const chime = stage === 'exceeded' && useFocusPreferencesStore.getState().endSound;
        sendSystemAlert({ body: messages[stage], tag: `molip-time-${key}`, chime });
        if (stage === 'exceeded') latest.current.onExceeded?.();
      }
      const wait = msUntilNextStage(deadline - Date.now(), fired.current.stage);
      if (wait !== null) timer = setTimeout(check, wait + TIMER_SLACK_MS);
    };
    check();
    return () => clearTimeout(timer);
  }, [key, remainingSeconds]);
}

/** The session's alerts; `onExceeded` is the automatic end. */
export function useSessionTimeAlerts(
  sessionId: string | null,
  remainingSeconds: number | null,
  onExceeded: () => void,
): void {
  useTimeAlerts(sessionId, remainingSeconds, { onExceeded });
}
