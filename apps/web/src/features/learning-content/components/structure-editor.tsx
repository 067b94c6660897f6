import { UNIT_VOLUME_MAX } from '@molip/domain/constants';
import { learningContentMessages, unitVolumeLabels, type ContentType } from '@molip/domain/learning-content';
import type { OutlineLine } from '@molip/domain/table-of-contents';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { MoreIcon, PlusIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import {
  addChildUnit,
  addRootUnit,
  addSiblingUnit,
  insertOutlineLines,
  moveUnit,
  outlineRows,
  removeUnit,
  renameUnit,
  setUnitVolume,
  type DraftUnit,
  type TreeEdit,
} from '../stores/unit-tree';
import { SplitUnitsDialog, type SplitMode } from './split-units-dialog';
import { TableOfContentsDialog } from './table-of-contents-dialog';

type StructureEditorProps = {
  units: DraftUnit[];
  onChange: (units: DraftUnit[]) => void;
  /** The content's type: what a unit's volume counts (쪽, 분 or 문제), and whether pasted page numbers do. */
  contentType: ContentType;
  /** Ids of saved units a plan uses (or that hold one): shown as such, and they cannot be removed. */
  lockedIds?: ReadonlySet<string>;
};

const noLockedIds: ReadonlySet<string> = new Set();

const toolButton =
  'h-9 rounded-lg border border-line-strong bg-surface px-2.5 text-[0.8125rem] font-semibold text-ink disabled:border-line disabled:bg-surface-muted disabled:text-ink-subtle hover:bg-surface-muted';

const parseVolume = (value: string): number | undefined => {
  const volume = Number.parseInt(value, 10);
  return Number.isFinite(volume) && volume >= 1 ? Math.min(volume, UNIT_VOLUME_MAX) : undefined;
};

/**
 * The table-of-contents editor: whole outlines pasted or split by pages or lectures at once, then per unit
 * a rename in place and a tool row (volume, add child, add below, split by pages, move, delete). Enter in a
 * title adds the next unit below it; every tool is a real button, so touch and screen readers reach it too.
 */
export function StructureEditor({
  units,
  onChange,
  contentType,
  lockedIds = noLockedIds,
}: StructureEditorProps) {
  const volumeLabel = unitVolumeLabels[contentType];
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [pasting, setPasting] = useState(false);
  const [split, setSplit] = useState<{
    mode: SplitMode;
    parent: { key: string; title: string } | null;
  } | null>(null);
  const rows = outlineRows(units);

  const insertLines = (lines: OutlineLine[], parentKey?: string): string | null => {
    const edit = insertOutlineLines(units, lines, parentKey);
    if (!edit.ok) return edit.message;
    setMessage(null);
    setOpenKey(null);
    onChange(edit.units);
    return null;
  };

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
      <div role="group" aria-label="한 번에 만들기" className="flex flex-wrap gap-1.5">
        <Button variant="secondary" size="sm" onClick={() => setPasting(true)}>
          목차 붙여넣기
        </Button>
        <Button variant="outline" size="sm" onClick={() => setSplit({ mode: 'pages', parent: null })}>
          쪽수로 나누기
        </Button>
        <Button variant="outline" size="sm" onClick={() => setSplit({ mode: 'lectures', parent: null })}>
          강의 수로 나누기
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-card bg-surface px-4 py-6 text-center text-sm text-ink-muted">
          {learningContentMessages.noUnits}
        </p>
      ) : (
        <ol aria-label="단원 목록" className="flex flex-col gap-2">
          {rows.map(({ unit, depth, number, isLeaf, isFirst, isLast }) => {
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
                  {isLeaf && unit.volume !== undefined && unit.volume !== 1 ? (
                    <span className="shrink-0 text-[0.8125rem] text-ink-muted tabular-nums">
                      {`${unit.volume.toLocaleString('ko-KR')}${volumeLabel}`}
                    </span>
                  ) : null}
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
                    <MoreIcon />
                  </button>
                </div>
                {open ? (
                  <div
                    role="group"
                    aria-label={`${number} 단원 도구`}
                    className="flex flex-wrap gap-1.5 px-3 pb-3"
                  >
                    {isLeaf ? (
                      <label className="flex w-full items-center gap-2 pb-1 text-[0.8125rem] font-semibold text-ink">
                        분량
                        <input
                          type="number"
                          inputMode="numeric"
                          min={1}
                          value={unit.volume ?? ''}
                          placeholder="1"
                          onChange={(event) =>
                            onChange(setUnitVolume(units, unit.key, parseVolume(event.target.value)))
                          }
                          className="h-9 w-20 rounded-lg border border-line-strong bg-surface px-2 text-[0.9375rem] text-ink tabular-nums outline-none focus-visible:border-primary"
                        />
                        <span className="font-normal text-ink-muted">{volumeLabel}</span>
                      </label>
                    ) : null}
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
                      onClick={() =>
                        setSplit({ mode: 'pages', parent: { key: unit.key, title: unit.title } })
                      }
                    >
                      쪽수로 나누기
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
      <Button variant="outline" icon={<PlusIcon size={18} />} onClick={() => apply(addRootUnit(units))}>
        단원 추가
      </Button>
      <TableOfContentsDialog
        open={pasting}
        readsPages={contentType === 'BOOK'}
        onOpenChange={setPasting}
        onApply={(lines) => insertLines(lines)}
      />
      <SplitUnitsDialog
        mode={split?.mode ?? null}
        parentTitle={split?.parent?.title ?? null}
        onClose={() => setSplit(null)}
        onApply={(lines) => insertLines(lines, split?.parent?.key)}
      />
    </div>
  );
}
