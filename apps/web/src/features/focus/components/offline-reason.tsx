import { cn } from '@/lib/cn';

/** Why the focus buttons wait while the device is offline: said once per screen, near them. */
export function OfflineReason({ className }: { className?: string }) {
  return (
    <p role="status" className={cn('text-center text-sm font-medium text-ink-muted', className)}>
      오프라인이라 지금은 할 수 없어요. 연결되면 다시 눌러 주세요.
    </p>
  );
}
