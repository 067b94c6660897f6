import { UNIT_MAX_DEPTH } from '@molip/domain/constants';
import {
  parseTableOfContents,
  setOutlineLineDepth,
  type OutlineLine,
  type OutlineParse,
} from '@molip/domain/table-of-contents';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

type TableOfContentsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Adds the lines to the outline; answers why it could not, or null once added. */
  onApply: (lines: OutlineLine[]) => string | null;
};

const placeholder =
  '1. 집합과 명제\n1.1 집합 ······ 12\n1.2 명제 ······ 20\n2. 함수\n2.1 함수의 뜻 ······ 31';

const depthButton =
  'flex size-9 shrink-0 items-center justify-center rounded-lg border border-line-strong bg-surface text-ink hover:bg-surface-muted disabled:border-line disabled:text-ink-subtle';

/**
 * "목차 붙여넣기": a table of contents copied from a bookstore page or a syllabus, read as the learner
 * types, shown as the tree it became; each line's level can be moved before the units are added.
 */
export function TableOfContentsDialog({ open, onOpenChange, onApply }: TableOfContentsDialogProps) {
  const [text, setText] = useState('');
  const [parse, setParse] = useState<OutlineParse | null>(null);
  const [applyError, setApplyError] = useState<string | null>(null);
  const lines = parse?.ok ? parse.lines : [];

  const close = (next: boolean) => {
    if (!next) {
      setText('');
      setParse(null);
      setApplyError(null);
    }
    onOpenChange(next);
  };

  const moveLine = (index: number, by: -1 | 1) => {
    const line = lines[index];
    if (line) setParse({ ok: true, lines: setOutlineLineDepth(lines, index, line.depth + by) });
  };

  const apply = () => {
    const problem = onApply(lines);
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

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="목차 붙여넣기"
      description="서점 페이지나 강의 계획서의 목차를 그대로 붙여넣어 주세요. 번호와 들여쓰기로 단계를 나누고, 쪽 번호와 점선은 빼고 읽어요."
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
            setParse(event.target.value.trim() === '' ? null : parseTableOfContents(event.target.value));
          }}
        />
        <p
          aria-live="polite"
          className={cn('text-sm', parse && !parse.ok ? 'font-medium text-danger' : 'text-ink-muted')}
        >
          {summary}
        </p>
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
