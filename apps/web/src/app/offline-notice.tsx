import { OFFLINE_NOTICE_ID } from '@/components/ui/offline-reason';
import { SnackbarCard } from '@/components/ui/snackbar';
import { useIsOffline } from '@/lib/online-status';

/**
 * While the device is offline the shell says so, and why the buttons that change something are off; the
 * screens load again by themselves once it is back.
 */
export function OfflineNotice() {
  const offline = useIsOffline();
  return (
    <div role="status" className="flex flex-col">
      {offline ? (
        <SnackbarCard
          id={OFFLINE_NOTICE_ID}
          message="오프라인이에요. 연결되면 다시 불러올게요."
          detail="그동안 완료·저장 같은 변경은 할 수 없어요."
        />
      ) : null}
    </div>
  );
}
