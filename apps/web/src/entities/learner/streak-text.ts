/** The streak's label; beside it the figure is `N일` (docs/glossary.md). */
export const STREAK_LABEL = '연속 공부';

/** The streak where no label stands beside it: `N일 연속`, every N, 0 included. */
export const streakText = (days: number): string => `${days}일 연속`;
