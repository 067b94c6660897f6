import { useIsOffline } from '@/lib/online-status';
import { OFFLINE_NOTICE_ID } from './offline-reason';

/**
 * While the device is offline the page says so under its header, in the page's flow so it covers nothing,
 * and why the buttons that change something are off; the screens load again by themselves once it is back.
 */
export function OfflineNotice() {
  const offline = useIsOffline();
  return (
    <div role="status" className="flex flex-col">
      {offline ? (
        <div id={OFFLINE_NOTICE_ID} className="mt-2 rounded-xl bg-warning-soft px-3 py-2 text-ink">
          <p className="text-sm font-semibold">오프라인이에요. 연결되면 다시 불러올게요.</p>
          <p className="text-[0.8125rem] text-ink-muted">그동안 완료·저장 같은 변경은 할 수 없어요.</p>
        </div>
      ) : null}
    </div>
  );
}
