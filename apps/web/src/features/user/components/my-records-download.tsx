import { Button } from '@/components/ui/button';
import { DocumentIcon } from '@/components/ui/icons';
import { useDownloadMyRecords, type RecordsFormat } from '../api/download-my-records';

const choices: { format: RecordsFormat; label: string; hint: string }[] = [
  { format: 'json', label: 'JSON 전체', hint: '프로필, 약관 동의, 계획, 할 일, 집중 기록' },
  { format: 'csv', label: 'CSV 집중 기록', hint: '스프레드시트에서 열 수 있어요' },
];

/** "내 학습 기록 내려받기": everything as JSON, or the focus logs as CSV for a spreadsheet. */
export function MyRecordsDownload() {
  const download = useDownloadMyRecords();
  const busyWith = download.isPending ? download.variables : null;

  return (
    <section aria-labelledby="my-records-heading" className="flex flex-col gap-3">
      <h2 id="my-records-heading" className="text-base font-bold text-ink">
        내 학습 기록 내려받기
      </h2>
      <div className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
        <p className="text-sm text-ink-muted">내 기록만 담긴 파일로 저장돼요.</p>
        <div className="grid grid-cols-2 gap-2">
          {choices.map(({ format, label, hint }) => (
            <div key={format} className="flex flex-col gap-1.5">
              <Button
                variant="outline"
                icon={<DocumentIcon size={18} />}
                loading={busyWith === format}
                loadingText="내려받는 중"
                disabled={busyWith !== null}
                aria-describedby={`my-records-${format}-hint`}
                onClick={() => download.mutate(format)}
              >
                {label}
              </Button>
              <p id={`my-records-${format}-hint`} className="px-1 text-xs text-ink-muted">
                {hint}
              </p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
