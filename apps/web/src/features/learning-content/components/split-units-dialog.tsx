import type { OutlineLine } from '@molip/domain/table-of-contents';
import { splitByLectures, splitByPages, type SplitResult } from '@molip/domain/unit-split';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { cn } from '@/lib/cn';

export type SplitMode = 'pages' | 'lectures';

type SplitUnitsDialogProps = {
  mode: SplitMode | null;
  /** The unit the new units go under, or null for the end of the outline. */
  parentTitle: string | null;
  onClose: () => void;
  /** Adds the units; answers why it could not, or null once added. */
  onApply: (lines: OutlineLine[]) => string | null;
};

const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

function describeSplit(result: SplitResult): string {
  if (!result.ok) return result.message;
  const first = result.units[0]?.title ?? '';
  const last = result.units.at(-1)?.title ?? '';
  const range = result.units.length > 1 ? `${first} … ${last}` : first;
  const volumes = result.units.flatMap((unit) => (unit.volume === undefined ? [] : [unit.volume]));
  if (volumes.length === 0) return `단원 ${result.units.length}개: ${range}`;
  const [fewest, most] = [Math.min(...volumes), Math.max(...volumes)];
  const each = fewest === most ? `${fewest}쪽` : `${fewest}~${most}쪽`;
  return `단원 ${result.units.length}개, 단원마다 ${each}: ${range}`;
}

/** "쪽수로 나누기" and "강의 수로 나누기": units from an amount, previewed before they are added. */
export function SplitUnitsDialog({ mode, parentTitle, onClose, onApply }: SplitUnitsDialogProps) {
  const [pageCount, setPageCount] = useState('');
  const [unitCount, setUnitCount] = useState('');
  const [startPage, setStartPage] = useState('1');
  const [lectureCount, setLectureCount] = useState('');
  const [applyError, setApplyError] = useState<string | null>(null);

  const pending =
    mode === 'pages' ? pageCount.trim() === '' || unitCount.trim() === '' : lectureCount.trim() === '';
  const result =
    mode === 'pages'
      ? splitByPages(toNumber(startPage), toNumber(pageCount), toNumber(unitCount))
      : splitByLectures(toNumber(lectureCount));

  const close = () => {
    setPageCount('');
    setUnitCount('');
    setStartPage('1');
    setLectureCount('');
    setApplyError(null);
    onClose();
  };

  const apply = () => {
    if (!result.ok) return;
    const problem = onApply(result.units.map((unit) => ({ ...unit, depth: 0 })));
    if (problem) setApplyError(problem);
    else close();
  };

  const where = parentTitle ? `‘${parentTitle}’ 아래에 단원을 만들어요.` : '목차 끝에 단원을 만들어요.';
  const numberField = { type: 'number', inputMode: 'numeric', min: 1, autoComplete: 'off' } as const;

  return (
    <Modal
      open={mode !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={mode === 'pages' ? '쪽수로 나누기' : '강의 수로 나누기'}
      description={
        mode === 'pages'
          ? `${where} 각 단원의 분량은 그 쪽수가 돼요.`
          : `${where} 1강부터 차례로 이름을 붙여요.`
      }
      footer={
        <>
          <Button variant="outline" fullWidth onClick={close}>
            취소
          </Button>
          <Button fullWidth disabled={!result.ok} onClick={apply}>
            {result.ok ? `단원 ${result.units.length}개 만들기` : '만들기'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {mode === 'pages' ? (
          <div className="grid grid-cols-3 gap-2">
            <Input
              label="쪽수"
              value={pageCount}
              onChange={(e) => setPageCount(e.target.value)}
              {...numberField}
            />
            <Input
              label="단원 수"
              value={unitCount}
              onChange={(e) => setUnitCount(e.target.value)}
              {...numberField}
            />
            <Input
              label="시작 쪽"
              value={startPage}
              onChange={(e) => setStartPage(e.target.value)}
              {...numberField}
            />
          </div>
        ) : (
          <Input
            label="강의 수"
            value={lectureCount}
            onChange={(e) => setLectureCount(e.target.value)}
            {...numberField}
          />
        )}
        <p
          aria-live="polite"
          className={cn('text-sm', !pending && !result.ok ? 'font-medium text-danger' : 'text-ink-muted')}
        >
          {pending
            ? mode === 'pages'
              ? '쪽수와 단원 수를 적으면 나눈 단원을 미리 보여 드려요.'
              : '강의 수를 적으면 나눈 단원을 미리 보여 드려요.'
            : describeSplit(result)}
        </p>
        {applyError ? (
          <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
            {applyError}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
