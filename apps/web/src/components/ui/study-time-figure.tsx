import { formatStudyTime } from '@molip/domain/study-time';
import { cn } from '@/lib/cn';

type StudyTimeFigureProps = {
  seconds: number;
  className?: string;
  /** Classes of the unit words (초, 분, 시간), which read smaller than the numbers in a big figure. */
  unitClassName?: string;
};

/**
 * A big study-time figure in words (`1시간 5분`, `40초`): the numbers large, the units smaller, so even
 * `10시간 59분` fits a phone's width. Its text is exactly `formatStudyTime(seconds, 'words')`.
 */
export function StudyTimeFigure({ seconds, className, unitClassName }: StudyTimeFigureProps) {
  const parts = formatStudyTime(seconds, 'words').split(/(\d+)/).filter(Boolean);
  return (
    <span className={cn('tabular-nums', className)}>
      {parts.map((part, index) =>
        /^\d+$/.test(part) ? (
          part
        ) : (
          <span key={index} className={cn('text-[0.5em] font-bold tracking-normal', unitClassName)}>
            {part}
          </span>
        ),
      )}
    </span>
  );
}
