import { JUDGED_FOCUS_MIN_SECONDS } from '@molip/domain/focus-figures';
import { formatStudyTime } from '@molip/domain/study-time';

/** One line under a focus figure whose name alone does not say what it counts. */
export const focusFigureHints = {
  target: '세션 동안 채울 집중 시간',
  efficiency: '블록 시간 중 실제로 집중한 비율',
  /** Said instead of an efficiency that would judge too little focus. */
  efficiencyLater: `집중 효율은 ${formatStudyTime(JUDGED_FOCUS_MIN_SECONDS, 'words')} 이상 집중하면 보여 드려요.`,
} as const;
