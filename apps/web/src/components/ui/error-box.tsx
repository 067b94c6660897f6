import { cn } from '@/lib/cn';
import { Button } from './button';
import { AlertCircleIcon, InfoIcon } from './icons';

type ErrorBoxProps = {
  message: string;
  detail?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
  /** `calm` for a passing condition (the server asks for a moment): a quiet notice, not an alarm. */
  tone?: 'danger' | 'calm';
};

/** A load failure inside a section, with a retry button so the learner can ask again where they are. */
export function ErrorBox({ message, detail, onRetry, retrying = false, tone = 'danger' }: ErrorBoxProps) {
  const calm = tone === 'calm';
  const Icon = calm ? InfoIcon : AlertCircleIcon;
  return (
    <div
      role={calm ? 'status' : 'alert'}
      className={cn(
        'flex flex-col items-center gap-2 rounded-card px-5 py-6 text-center',
        calm ? 'bg-info-soft' : 'bg-danger-soft',
      )}
    >
      <Icon size={24} className={calm ? 'text-info' : 'text-danger'} />
      <p className={cn('text-[0.9375rem] font-bold', calm ? 'text-ink' : 'text-danger')}>{message}</p>
      {detail ? <p className="text-sm text-ink">{detail}</p> : null}
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry} loading={retrying} className="mt-2">
          다시 시도
        </Button>
      ) : null}
    </div>
  );
}
