import { UNIT_MAX_DEPTH, UNIT_VOLUME_MAX } from '@molip/domain/constants';
import {
  hasPageNumbers,
  isOutlineLeaf,
  parseTableOfContents,
  setOutlineLineDepth,
  volumesFromPages,
  type OutlineLine,
  type OutlineParse,
} from '@molip/domain/table-of-contents';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

type TableOfContentsDialogProps = {
  open: boolean;
  /** A book's page numbers become its units' volumes; a lecture's or problem set's mean nothing to count. */
  readsPages: boolean;
  onOpenChange: (open: boolean) => void;
  /** Adds the lines to the outline; answers why it could not, or null once added. */
  onApply: (lines: OutlineLine[]) => string | null;
};

const placeholder =
  '1. 집합과 명제\n1.1 집합 ······ 12\n1.2 명제 ······ 20\n2. 함수\n2.1 함수의 뜻 ······ 31';

/** A typed whole number from 1 up to a unit's largest volume, or undefined. */
const readCount = (value: string): number | undefined => {
  const count = Number.parseInt(value, 10);
  return Number.isInteger(count) && count >= 1 ? Math.min(count, UNIT_VOLUME_MAX) : undefined;
};

const depthButton =
  'flex size-9 shrink-0 items-center justify-center rounded-lg border border-line-strong bg-surface text-ink hover:bg-surface-muted disabled:border-line disabled:text-ink-subtle';

/**
 * "목차 붙여넣기": a table of contents copied from a bookstore page or a syllabus, read as the learner
 * types, shown as the tree it became; each line's level can be moved before the units are added. A book's
 * page numbers give each unit its page count, shown and correctable per line; the last one's end is asked.
 */
export function TableOfContentsDialog({
  open,
  readsPages,
  onOpenChange,
  onApply,
}: TableOfContentsDialogProps) {
  const [text, setText] = useState('');
  const [parse, setParse] = useState<OutlineParse | null>(null);
  const [applyError, setApplyError] = useState<string | null>(null);
  const [lastPage, setLastPage] = useState('');
  // The learner's corrections by line; lines keep their places while levels move, so an index holds.
  const [typedVolumes, setTypedVolumes] = useState<ReadonlyMap<number, string>>(new Map());
  const lines = parse?.ok ? parse.lines : [];
  const countsPages = readsPages && hasPageNumbers(lines);
  const pageVolumes = countsPages ? volumesFromPages(lines, readCount(lastPage)) : [];
  const volumeText = (index: number) => typedVolumes.get(index) ?? String(pageVolumes[index] ?? '');

  const close = (next: boolean) => {
    if (!next) {
      setText('');
      setParse(null);
      setApplyError(null);
      setLastPage('');
      setTypedVolumes(new Map());
    }
    onOpenChange(next);
  };

  const moveLine = (index: number, by: -1 | 1) => {
    const line = lines[index];
    if (line) setParse({ ok: true, lines: setOutlineLineDepth(lines, index, line.depth + by) });
  };

  const apply = () => {
    const problem = onApply(
      lines.map(({ title, depth }, index) => {
        const volume = countsPages && isOutlineLeaf(lines, index) ? readCount(volumeText(index)) : undefined;
        return volume === undefined ? { title, depth } : { title, depth, volume };
      }),
    );
    if (problem) setApplyError(problem);
    else close(false);
  };

  const levels = lines.length > 0 ? Math.max(...lines.map((line) => line.depth)) + 1 : 0;
  const summary =
    parse === null
      ? '목차를 붙여넣으면 읽은 결과가 여기에 나와요.'
      : parse.ok
        ? `단원 ${lines.length}개, ${levels}단계로 읽었어요. 단계가 다르면 화살표로 옮겨 주세요.`
        : parse.message;
  const missingVolumes = lines.filter(
    (_, index) => isOutlineLeaf(lines, index) && readCount(volumeText(index)) === undefined,
  ).length;

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="목차 붙여넣기"
      description={
        readsPages
          ? '서점 페이지의 목차를 그대로 붙여넣어 주세요. 번호와 들여쓰기로 단계를 나누고, 쪽 번호로 단원마다 쪽수를 세요.'
          : '강의 계획서나 문제집의 목차를 그대로 붙여넣어 주세요. 번호와 들여쓰기로 단계를 나누고, 끝의 숫자와 점선은 빼고 읽어요.'
      }
      footer={
        <>
          <Button variant="outline" fullWidth onClick={() => close(false)}>
            취소
          </Button>
          <Button fullWidth disabled={lines.length === 0} onClick={apply}>
            {lines.length > 0 ? `단원 ${lines.length}개 넣기` : '넣기'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Textarea
          label="목차"
          value={text}
          rows={6}
          placeholder={placeholder}
          onChange={(event) => {
            setText(event.target.value);
            setApplyError(null);
            setTypedVolumes(new Map());
            setParse(event.target.value.trim() === '' ? null : parseTableOfContents(event.target.value));
          }}
        />
        <p
          aria-live="polite"
          className={cn('text-sm', parse && !parse.ok ? 'font-medium text-danger' : 'text-ink-muted')}
        >
          {summary}
        </p>
        {countsPages ? (
          <div className="flex flex-col gap-2">
            <Input
              label="마지막 쪽"
              hint="마지막 단원이 끝나는 쪽을 적으면 그 단원의 쪽수도 세요."
              value={lastPage}
              onChange={(event) => setLastPage(event.target.value)}
              type="number"
              inputMode="numeric"
              min={1}
              autoComplete="off"
            />
            <p aria-live="polite" className="text-sm text-ink-muted">
              {missingVolumes === 0
                ? '쪽 번호로 단원마다 쪽수를 셌어요. 다르면 고쳐 주세요.'
                : `쪽 번호로 단원마다 쪽수를 셌어요. 쪽수를 모르는 단원 ${missingVolumes}개는 1쪽으로 넣어요.`}
            </p>
          </div>
        ) : null}
        {lines.length > 0 ? (
          <ol aria-label="읽은 목차" className="flex flex-col gap-1">
            {lines.map((line, index) => (
              // Lines have no identity beyond their place: moving a level keeps every line where it is.
              <li key={index} className="flex items-center gap-1.5">
                <span
                  style={{ paddingLeft: `${line.depth * 0.875}rem` }}
                  className={cn(
                    'min-w-0 flex-1 truncate text-[0.9375rem] text-ink',
                    line.depth === 0 && 'font-semibold',
                  )}
                >
                  <span className="sr-only">{`${line.depth + 1}단계 `}</span>
                  {line.title}
                </span>
                {countsPages && isOutlineLeaf(lines, index) ? (
                  <label className="flex shrink-0 items-center gap-1 text-sm text-ink-muted">
                    <input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      aria-label={`‘${line.title}’ 쪽수`}
                      value={volumeText(index)}
                      onChange={(event) =>
                        setTypedVolumes((typed) => new Map(typed).set(index, event.target.value))
                      }
                      className="h-9 w-14 rounded-lg border border-line-strong bg-surface px-2 text-right text-[0.9375rem] text-ink tabular-nums"
                    />
                    <span aria-hidden="true">쪽</span>
                  </label>
                ) : null}
                <button
                  type="button"
                  className={depthButton}
                  aria-label={`‘${line.title}’ 한 단계 바깥으로`}
                  disabled={line.depth === 0}
                  onClick={() => moveLine(index, -1)}
                >
                  <span aria-hidden="true">←</span>
                </button>
                <button
                  type="button"
                  className={depthButton}
                  aria-label={`‘${line.title}’ 한 단계 안으로`}
                  disabled={
                    index === 0 || line.depth >= UNIT_MAX_DEPTH || line.depth > (lines[index - 1]?.depth ?? 0)
                  }
                  onClick={() => moveLine(index, 1)}
                >
                  <span aria-hidden="true">→</span>
                </button>
              </li>
            ))}
          </ol>
        ) : null}
        {applyError ? (
          <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
            {applyError}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
