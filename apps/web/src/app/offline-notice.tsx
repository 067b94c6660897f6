import { SnackbarCard } from '@/components/ui/snackbar';
import { useIsOffline } from '@/lib/online-status';

/** While the device is offline the shell says so; the screens load again by themselves once it is back. */
export function OfflineNotice() {
  const offline = useIsOffline();
  return (
    <div role="status" className="flex flex-col">
      {offline ? <SnackbarCard message="오프라인이에요. 연결되면 다시 불러올게요." /> : null}
    </div>
  );
}
