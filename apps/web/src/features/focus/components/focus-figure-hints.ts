/** One line under a focus figure whose name alone does not say what it counts. */
export const focusFigureHints = {
  target: '이 세션에서 집중하려고 정한 시간',
  efficiency: '블록 시간 중 실제로 집중한 비율',
} as const;
