import { Button } from './button';
import { AlertCircleIcon } from './icons';

type ErrorBoxProps = { message: string; detail?: string | null; onRetry?: () => void; retrying?: boolean };

/** A load failure inside a section, with a retry button (spec §2 "error boxes with a retry button"). */
export function ErrorBox({ message, detail, onRetry, retrying = false }: ErrorBoxProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-2 rounded-card bg-danger-soft px-5 py-6 text-center"
    >
      <AlertCircleIcon size={24} className="text-danger" />
      <p className="text-[0.9375rem] font-bold text-danger">{message}</p>
      {detail ? <p className="text-sm text-ink">{detail}</p> : null}
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry} loading={retrying} className="mt-2">
          다시 시도
        </Button>
      ) : null}
    </div>
  );
}
