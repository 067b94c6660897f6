/** One line under a focus figure whose name alone does not say what it counts. */
export const focusFigureHints = {
  target: '세션 동안 채울 집중 시간',
  efficiency: '블록 시간 중 실제로 집중한 비율',
} as const;
