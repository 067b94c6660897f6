import { learningContentMessages } from '@molip/domain/learning-content';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import {
  addChildUnit,
  addRootUnit,
  addSiblingUnit,
  moveUnit,
  outlineRows,
  removeUnit,
  renameUnit,
  type DraftUnit,
  type TreeEdit,
} from '../stores/unit-tree';

type StructureEditorProps = {
  units: DraftUnit[];
  onChange: (units: DraftUnit[]) => void;
  /** Ids of saved units a plan uses (or that hold one): shown as such, and they cannot be removed. */
  lockedIds?: ReadonlySet<string>;
};

const noLockedIds: ReadonlySet<string> = new Set();

const toolButton =
  'h-9 rounded-lg border border-line-strong bg-surface px-2.5 text-[0.8125rem] font-semibold text-ink disabled:border-line disabled:bg-surface-muted disabled:text-ink-subtle hover:bg-surface-muted';

/**
 * The table-of-contents editor: rename in place, and per unit a tool row (add child, add below, move up
 * or down, delete). Enter in a title adds the next unit below it, so a whole chapter can be typed without
 * leaving the keyboard; every tool is a real button, so touch and screen readers reach it too.
 */
export function StructureEditor({ units, onChange, lockedIds = noLockedIds }: StructureEditorProps) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const rows = outlineRows(units);

  const apply = (edit: TreeEdit) => {
    if (!edit.ok) {
      setMessage(edit.message);
      return;
    }
    setMessage(null);
    onChange(edit.units);
    if (edit.focusKey) {
      setFocusKey(edit.focusKey);
      setOpenKey(null);
    }
  };

  const onTitleKeyDown = (event: KeyboardEvent<HTMLInputElement>, key: string) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      apply(addSiblingUnit(units, key));
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {rows.length === 0 ? (
        <p className="rounded-card bg-surface px-4 py-6 text-center text-sm text-ink-muted">
          {learningContentMessages.noUnits}
        </p>
      ) : (
        <ol aria-label="단원 목록" className="flex flex-col gap-2">
          {rows.map(({ unit, depth, number, isFirst, isLast }) => {
            const open = openKey === unit.key;
            const locked = unit.id !== undefined && lockedIds.has(unit.id);
            const lockNoteId = `unit-lock-${unit.key}`;
            return (
              <li
                key={unit.key}
                style={{ marginLeft: `${depth * 0.875}rem` }}
                className={cn(
                  'rounded-xl border bg-surface',
                  open ? 'border-primary shadow-card' : 'border-line',
                )}
              >
                <div className="flex items-center gap-2 py-1.5 pr-1.5 pl-3">
                  <span className="min-w-7 shrink-0 text-sm font-bold text-primary tabular-nums">
                    {number}
                  </span>
                  <input
                    aria-label={`${number} 단원 제목`}
                    value={unit.title}
                    ref={(element) => {
                      // A new unit takes focus with its default title selected, so typing replaces it.
                      if (element && focusKey === unit.key) {
                        element.focus();
                        element.select();
                        setFocusKey(null);
                      }
                    }}
                    onChange={(event) => onChange(renameUnit(units, unit.key, event.target.value))}
                    onKeyDown={(event) => onTitleKeyDown(event, unit.key)}
                    aria-invalid={unit.title.trim() === '' ? true : undefined}
                    aria-describedby={locked ? `${lockNoteId}-badge` : undefined}
                    enterKeyHint="next"
                    className={cn(
                      'h-10 min-w-0 flex-1 rounded-lg border bg-transparent px-2 text-[0.9375rem] text-ink outline-none focus-visible:border-primary focus-visible:bg-surface',
                      unit.title.trim() === '' ? 'border-danger' : 'border-transparent',
                    )}
                  />
                  {locked ? (
                    <span
                      id={`${lockNoteId}-badge`}
                      className="shrink-0 rounded-full bg-primary-soft px-2 py-0.5 text-[0.6875rem] font-semibold text-primary"
                    >
                      계획에서 사용 중
                    </span>
                  ) : null}
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-label={`${number} 단원 편집`}
                    onClick={() => setOpenKey(open ? null : unit.key)}
                    className={cn(
                      'flex size-10 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted',
                      open && 'bg-primary-soft text-primary',
                    )}
                  >
                    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                      <circle cx="5.5" cy="12" r="1.7" />
                      <circle cx="12" cy="12" r="1.7" />
                      <circle cx="18.5" cy="12" r="1.7" />
                    </svg>
                  </button>
                </div>
                {open ? (
                  <div
                    role="group"
                    aria-label={`${number} 단원 도구`}
                    className="flex flex-wrap gap-1.5 px-3 pb-3"
                  >
                    <button
                      type="button"
                      className={toolButton}
                      onClick={() => apply(addChildUnit(units, unit.key))}
                    >
                      하위 단원 추가
                    </button>
                    <button
                      type="button"
                      className={toolButton}
                      onClick={() => apply(addSiblingUnit(units, unit.key))}
                    >
                      아래에 추가
                    </button>
                    <button
                      type="button"
                      className={toolButton}
                      disabled={isFirst}
                      onClick={() => onChange(moveUnit(units, unit.key, -1))}
                    >
                      위로
                    </button>
                    <button
                      type="button"
                      className={toolButton}
                      disabled={isLast}
                      onClick={() => onChange(moveUnit(units, unit.key, 1))}
                    >
                      아래로
                    </button>
                    <button
                      type="button"
                      className={cn(toolButton, !locked && 'text-danger')}
                      disabled={locked}
                      aria-describedby={locked ? lockNoteId : undefined}
                      onClick={() => {
                        setOpenKey(null);
                        setMessage(null);
                        onChange(removeUnit(units, unit.key));
                      }}
                    >
                      삭제
                    </button>
                    {locked ? (
                      <p id={lockNoteId} className="w-full pt-1 text-[0.8125rem] text-ink-muted">
                        학습 계획에 쓰이고 있어서 삭제할 수 없어요. 이름은 바꿀 수 있어요.
                      </p>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {message ? (
        <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
          {message}
        </p>
      ) : null}
      <Button variant="secondary" icon={<PlusIcon size={18} />} onClick={() => apply(addRootUnit(units))}>
        단원 추가
      </Button>
    </div>
  );
}
