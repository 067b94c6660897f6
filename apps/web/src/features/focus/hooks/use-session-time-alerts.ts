import { useEffect, useRef } from 'react';
import { alertTitles, showAlert } from '@/components/ui/alerts-store';
import {
  isLaterStage,
  sessionAlertMessages,
  sessionAlertStage,
  type SessionAlertStage,
} from '../utils/session-time-alerts';

/**
 * Time alerts at 5 minutes left, 1 minute left and once exceeded ('시간 알림'), each once per session;
 * `onExceeded` runs once, for the automatic end. A page opened late shows only the latest stage.
 */
export function useSessionTimeAlerts(
  sessionId: string | null,
  remainingSeconds: number | null,
  onExceeded: () => void,
): void {
  const fired = useRef<{ sessionId: string | null; stage: SessionAlertStage | null }>({
    sessionId: null,
    stage: null,
  });
  const exceededHandler = useRef(onExceeded);
  useEffect(() => {
    exceededHandler.current = onExceeded;
  }, [onExceeded]);

  useEffect(() => {
    if (sessionId === null || remainingSeconds === null) return;
    if (fired.current.sessionId !== sessionId) fired.current = { sessionId, stage: null };
    const stage = sessionAlertStage(remainingSeconds);
    if (stage === null || !isLaterStage(stage, fired.current.stage)) return;
    fired.current.stage = stage;
    showAlert({
      variant: 'warning',
      title: alertTitles.warning.time,
      description: sessionAlertMessages[stage],
    });
    if (stage === 'exceeded') exceededHandler.current();
  }, [sessionId, remainingSeconds]);
}
