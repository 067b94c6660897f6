import { SECONDS_PER_MINUTE } from '@molip/domain/duration';
import { canJudgeFocus, completionRate, focusEfficiency } from '@molip/domain/focus-figures';
import { formatStudyMinutes, formatStudyTime } from '@molip/domain/study-time';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import type { BlockView } from '../stores/focus-timer-machine';
import { useFocusPreferencesStore } from '../stores/focus-preferences-store';
import { clockAt, percent } from '../utils/timer-text';
import { BlockLengthPicker } from './block-length-picker';
import { FigureTile } from './figure-tile';
import { focusFigureHints } from './focus-figure-hints';

type BlockFiguresProps = {
  block: BlockView;
  timeZone: string;
  elapsedSeconds: number;
  focusSeconds: number;
};

/** "이 블록": its time and figures (efficiency and completion once meaningful), end sound, next length. */
export function BlockFigures({ block, timeZone, elapsedSeconds, focusSeconds }: BlockFiguresProps) {
  const endSound = useFocusPreferencesStore((state) => state.endSound);
  const setEndSound = useFocusPreferencesStore((state) => state.setEndSound);
  const showEfficiency = canJudgeFocus(focusSeconds);
  const showCompletion = block.completedTodos > 0;
  return (
    <section aria-labelledby="block-details-heading" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3 px-1">
        <h2 id="block-details-heading" className="text-base font-bold text-ink">
          이 블록
        </h2>
        <p className="text-sm text-ink-muted tabular-nums">
          {clockAt(block.startAt, timeZone)} ~ {clockAt(block.endAt, timeZone)} ·{' '}
          {formatStudyMinutes(block.plannedMinutes)}
        </p>
      </div>
      <dl
        className={cn(
          'grid gap-2 text-center',
          showEfficiency && showCompletion
            ? 'grid-cols-3'
            : showEfficiency || showCompletion
              ? 'grid-cols-2'
              : 'grid-cols-1',
        )}
      >
        <FigureTile label="집중 시간" value={formatStudyTime(focusSeconds, 'words')} seconds={focusSeconds} />
        {showEfficiency ? (
          <FigureTile
            label="집중 효율"
            value={percent(
              focusEfficiency(focusSeconds / SECONDS_PER_MINUTE, elapsedSeconds / SECONDS_PER_MINUTE),
            )}
            description={focusFigureHints.efficiency}
          />
        ) : null}
        {showCompletion ? (
          <FigureTile
            label="완료율"
            value={percent(completionRate(block.completedTodos, block.totalTodos))}
            hint={`${block.completedTodos}/${block.totalTodos}`}
          />
        ) : null}
      </dl>
      {showEfficiency ? null : (
        <p className="px-1 text-[0.8125rem] text-ink-muted">{focusFigureHints.efficiencyLater}</p>
      )}
      <Checkbox
        checked={endSound}
        onCheckedChange={setEndSound}
        label="끝나면 작은 알림음 울리기"
        className="px-1"
      />
      <BlockLengthPicker />
    </section>
  );
}
