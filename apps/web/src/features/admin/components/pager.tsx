import type { AdminUserList } from '@molip/domain/admin';
import { Button } from '@/components/ui/button';

type PagerProps = {
  pagination: AdminUserList['pagination'];
  /** What the rows are, for the position text ("사용자 1–20 / 45명"). */
  unit: string;
  onOffsetChange: (offset: number) => void;
  busy?: boolean;
};

/** Previous and next page, with where the reader is in the whole list. */
export function Pager({ pagination, unit, onOffsetChange, busy = false }: PagerProps) {
  const { total, limit, offset, hasMore } = pagination;
  if (total <= limit && offset === 0) return null;
  const from = Math.min(total, offset + 1);
  const to = Math.min(total, offset + limit);
  return (
    <nav aria-label="페이지" className="flex items-center justify-between gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={offset === 0 || busy}
        onClick={() => onOffsetChange(Math.max(0, offset - limit))}
      >
        이전
      </Button>
      <p className="text-sm text-ink-muted tabular-nums" aria-live="polite">
        {from}–{to} / 전체 {total.toLocaleString('ko-KR')}
        {unit}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={!hasMore || busy}
        onClick={() => onOffsetChange(offset + limit)}
      >
        다음
      </Button>
    </nav>
  );
}
