import { Alert } from './alert';
import { useAlertsStore } from './alerts-store';

/** The app-wide alert stack, top right (full width on phones), above everything else. */
export function AlertStack() {
  const alerts = useAlertsStore((state) => state.alerts);
  const dismiss = useAlertsStore((state) => state.dismiss);
  const clear = useAlertsStore((state) => state.clear);
  return (
    <section
      aria-label="알림"
      className="pointer-events-none fixed top-[max(0.75rem,env(safe-area-inset-top))] right-3 left-3 z-[60] flex flex-col items-stretch gap-2 sm:left-auto sm:w-96"
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
      {alerts.map((alert) => (
        <Alert
          key={alert.id}
          variant={alert.variant}
          alertStyle={alert.alertStyle}
          title={alert.title}
          description={alert.description}
          closable={alert.closable}
          onClose={() => dismiss(alert.id)}
          className="pointer-events-auto animate-slide-in shadow-float"
        />
      ))}
    </section>
  );
}
