import { useRef, type ReactNode } from 'react';
import { Alert } from './alert';
import { useAlertsStore } from './alerts-store';
import { useIsSheetOpen } from './open-sheet-store';
import { Snackbar } from './snackbar';
import { useSnackbarStore } from './snackbar-store';
import { useKeepClearOfToasts } from './use-keep-clear-of-toasts';

/**
 * The app-wide feedback area: alerts, then the one snackbar, just above the page's tab bar and bottom
 * button (`--page-bottom-bar`, set by PageLayout), so they never cover the header or the back button.
 * `children` are the app's standing lines (a new version), kept above the passing ones. While an
 * action sheet is open they all wait unseen, so none covers its buttons; a line about a row keeps it in sight.
 * It is marked `aria-live` so an open modal leaves it exposed to screen readers (Radix hides every other
 * part of the page); "off" because each alert and the snackbar announce themselves.
 */
export function AlertStack({ children }: { children?: ReactNode }) {
  const alerts = useAlertsStore((state) => state.alerts);
  const dismiss = useAlertsStore((state) => state.dismiss);
  const clear = useAlertsStore((state) => state.clear);
  const sheetOpen = useIsSheetOpen();
  const area = useRef<HTMLElement>(null);
  const line = useSnackbarStore((state) => state.snackbar);
  useKeepClearOfToasts(area, sheetOpen ? null : (line?.keepInSight ?? null), line?.id);
  return (
    <section
      ref={area}
      aria-label="알림"
      aria-live="off"
      style={{
        visibility: sheetOpen ? 'hidden' : undefined,
        bottom:
          'max(calc(var(--page-bottom-bar, 0px) + 0.75rem), calc(env(safe-area-inset-bottom) + 0.75rem))',
      }}
      className="pointer-events-none fixed inset-x-0 z-[60] mx-auto flex w-full max-w-app flex-col items-stretch gap-2 px-3"
    >
      {alerts.length > 1 ? (
        <button
          type="button"
          onClick={clear}
          className="pointer-events-auto self-end rounded-full bg-surface px-3 py-1 text-xs font-semibold text-ink-muted shadow-card"
        >
          모두 닫기
        </button>
      ) : null}
      {children}
      {alerts.map((alert) => (
        <Alert
          key={alert.id}
          variant={alert.variant}
          alertStyle={alert.alertStyle}
          title={alert.title}
          description={alert.description}
          closable={alert.closable}
          onClose={() => dismiss(alert.id)}
          className="pointer-events-auto animate-rise-in shadow-float"
        />
      ))}
      <Snackbar />
    </section>
  );
}
