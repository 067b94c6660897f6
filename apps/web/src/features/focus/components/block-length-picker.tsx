import { QUICK_START_BLOCK_MINUTES } from '@molip/domain/focus-quick-start-contracts';
import { cn } from '@/lib/cn';
import { useFocusPreferencesStore } from '../stores/focus-preferences-store';

/** The length of the next quick-started block; remembered on this device. */
export function BlockLengthPicker() {
  const chosen = useFocusPreferencesStore((state) => state.blockMinutes);
  const choose = useFocusPreferencesStore((state) => state.chooseBlockMinutes);
  return (
    <fieldset className="flex flex-col gap-2 px-1">
      <legend className="mb-2 text-sm font-semibold text-ink">다음 블록 길이</legend>
      <div className="flex flex-wrap gap-2">
        {QUICK_START_BLOCK_MINUTES.map((minutes) => (
          <label
            key={minutes}
            className={cn(
              'flex min-h-11 min-w-14 cursor-pointer items-center justify-center rounded-full border px-3 text-sm font-semibold tabular-nums has-focus-visible:outline-2 has-focus-visible:outline-primary',
              chosen === minutes
                ? 'border-primary bg-primary-soft text-primary'
                : 'border-line bg-surface text-ink-muted',
            )}
          >
            <input
              type="radio"
              name="next-block-minutes"
              className="sr-only"
              checked={chosen === minutes}
              onChange={() => choose(minutes)}
            />
            {minutes}분
          </label>
        ))}
      </div>
    </fieldset>
  );
}
