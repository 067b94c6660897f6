import { ProgressBar } from '@/components/ui/progress-bar';

/** "N / 2 단계" above each block-creation step (spec §4: steps 1 to 2 only). */
export function BlockStepHeader({ step }: { step: 1 | 2 }) {
  const total = 2;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-primary">
        {step} / {total} 단계
      </p>
      <ProgressBar
        value={(step / total) * 100}
        segments={total}
        size="sm"
        label={`${total}단계 중 ${step}단계`}
      />
    </div>
  );
}
