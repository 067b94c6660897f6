import { ProgressBar } from '@/components/ui/progress-bar';

/** "n / total 단계" with a segmented bar, shared by the content and plan creation flows. */
export function StepHeader({ current, total, label }: { current: number; total: number; label: string }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-primary">
        {current} / {total} 단계 · {label}
      </p>
      <ProgressBar
        value={(current / total) * 100}
        segments={total}
        size="sm"
        label={`${total}단계 중 ${current}단계`}
      />
    </div>
  );
}
