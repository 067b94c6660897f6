import { buildUnitTree, type ContentUnit, type ContentUnitTree } from '@molip/domain/learning-content';
import { selectLeafUnits } from '@molip/domain/schedule';
import { CheckIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

type UnitTreePickerProps = {
  /** The content's units, flat in outline order. */
  units: ContentUnit[];
  selectedLeafIds: ReadonlySet<string>;
  /** The selected leaves, in outline order. */
  onChange: (leaves: ContentUnit[]) => void;
};

function leavesOf(node: ContentUnitTree): string[] {
  return node.children.length === 0 ? [node.id] : node.children.flatMap(leavesOf);
}

type CheckState = boolean | 'mixed';

function checkState(leaves: string[], selected: ReadonlySet<string>): CheckState {
  const count = leaves.filter((id) => selected.has(id)).length;
  if (count === 0) return false;
  return count === leaves.length ? true : 'mixed';
}

function TreeCheck({ state }: { state: CheckState }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-5 shrink-0 items-center justify-center rounded-md border-2',
        state === false ? 'border-line-strong bg-surface' : 'border-primary bg-primary text-on-primary',
      )}
    >
      {state === true ? <CheckIcon size={14} strokeWidth={3} /> : null}
      {state === 'mixed' ? <span className="h-0.5 w-2.5 rounded bg-on-primary" /> : null}
    </span>
  );
}

/** The content's table of contents with checkboxes: a parent selects (or clears) all its leaves. */
export function UnitTreePicker({ units, selectedLeafIds, onChange }: UnitTreePickerProps) {
  const tree = buildUnitTree(units);
  const allLeaves = tree.flatMap(leavesOf);
  const allState = checkState(allLeaves, selectedLeafIds);

  const setLeaves = (ids: string[], select: boolean) => {
    const next = new Set(selectedLeafIds);
    for (const id of ids) {
      if (select) next.add(id);
      else next.delete(id);
    }
    onChange(selectLeafUnits(units, next));
  };

  const renderNode = (node: ContentUnitTree, depth: number) => {
    const leaves = leavesOf(node);
    const state = checkState(leaves, selectedLeafIds);
    const isLeaf = node.children.length === 0;
    return (
      <li key={node.id}>
        <button
          type="button"
          role="checkbox"
          aria-checked={state}
          aria-label={
            isLeaf
              ? `${node.shortTitle} ${node.title}`
              : `${node.shortTitle} ${node.title} (단원 ${leaves.length}개)`
          }
          onClick={() => setLeaves(leaves, state !== true)}
          style={{ paddingLeft: `${1 + depth * 1.125}rem` }}
          className="flex min-h-12 w-full items-center gap-3 py-2.5 pr-4 text-left hover:bg-surface-muted"
        >
          <TreeCheck state={state} />
          <span className="min-w-0 flex-1 text-[0.9375rem] text-ink">
            <span className="mr-1.5 font-semibold text-primary tabular-nums">{node.shortTitle}</span>
            <span className={cn(!isLeaf && 'font-semibold')}>{node.title}</span>
          </span>
          {!isLeaf ? (
            <span className="shrink-0 text-xs text-ink-subtle tabular-nums">{leaves.length}개</span>
          ) : null}
        </button>
        {isLeaf ? null : <ul>{node.children.map((child) => renderNode(child, depth + 1))}</ul>}
      </li>
    );
  };

  return (
    <div className="overflow-hidden rounded-card border border-line bg-surface shadow-card">
      <button
        type="button"
        role="checkbox"
        aria-checked={allState}
        aria-label="전체 선택"
        onClick={() => setLeaves(allLeaves, allState !== true)}
        className="flex min-h-12 w-full items-center gap-3 border-b border-line bg-surface-muted px-4 py-2.5 text-left"
      >
        <TreeCheck state={allState} />
        <span className="flex-1 text-[0.9375rem] font-bold text-ink">전체 선택</span>
        <span className="text-sm text-ink-muted tabular-nums">
          {selectedLeafIds.size}/{allLeaves.length}
        </span>
      </button>
      <ul aria-label="단원 목록" className="py-1">
        {tree.map((node) => renderNode(node, 0))}
      </ul>
    </div>
  );
}
