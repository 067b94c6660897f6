import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { OFFLINE_REASON, useServerActionBlocked } from '@/components/ui/offline-reason';
import { devicePushSupport, subscribeThisDevice } from '@/entities/learner/device-push';
import { useFocusPreferencesStore } from '../stores/focus-preferences-store';
import { canNotify } from '../utils/system-alert';

/**
 * Asks for system notifications on the running block, where the reason is plain: the learner may switch
 * tabs and still needs to hear that time is up. Asked once per device; never on first load.
 */
export function NotificationPermissionCard() {
  const asked = useFocusPreferencesStore((state) => state.notificationsAsked);
  const markAsked = useFocusPreferencesStore((state) => state.markNotificationsAsked);
  const [permission, setPermission] = useState(() => (canNotify() ? Notification.permission : 'denied'));
  // Allowing also subscribes this device with the server: offline that could not be kept, so it waits.
  const server = useServerActionBlocked();
  if (asked || permission !== 'default') return null;

  const allow = async () => {
    markAsked();
    const answer = await Notification.requestPermission();
    setPermission(answer);
    // Allowed: this device also gets the block's alerts as pushes, with the tab closed or the phone locked.
    if (answer === 'granted' && devicePushSupport() === 'supported')
      void subscribeThisDevice().catch(() => undefined);
  };

  return (
    <section
      aria-labelledby="notify-heading"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card"
    >
      <div>
        <h2 id="notify-heading" className="text-[0.9375rem] font-bold text-ink">
          다른 앱을 보고 있어도 알려 드릴까요?
        </h2>
        <p className="text-sm text-ink-muted">블록이 5분, 1분 남았을 때와 끝났을 때 알림을 보내요.</p>
        {server.blocked ? <p className="text-sm font-medium text-ink">{OFFLINE_REASON}</p> : null}
      </div>
      <div className="flex gap-2">
        <Button size="sm" needsServer onClick={() => void allow()}>
          알림 받기
        </Button>
        <Button size="sm" variant="ghost" onClick={markAsked}>
          괜찮아요
        </Button>
      </div>
    </section>
  );
}
