import { studyPlanStatusLabels, type StudyPlanStatus } from '@molip/domain/study-plan';
import { cn } from '@/lib/cn';

const tones: Record<StudyPlanStatus, string> = {
  ACTIVE: 'bg-primary-soft text-primary',
  PAUSED: 'bg-warning-soft text-warning',
  COMPLETED: 'bg-success-soft text-success',
  ARCHIVED: 'bg-surface-muted text-ink-muted',
};

export function StatusBadge({ status }: { status: StudyPlanStatus }) {
  return (
    <span className={cn('shrink-0 rounded-lg px-2 py-1 text-xs font-bold', tones[status])}>
      {studyPlanStatusLabels[status]}
    </span>
  );
}
