/** Open to-dos from past days: new units and reviews, counted apart. */
export type OverdueCount = { todos: number; reviews: number };

/** What is behind in one phrase, new units and reviews apart: "밀린 할 일 5개 · 복습 3개", or one of them. */
export function overdueText({ todos, reviews }: OverdueCount): string {
  if (todos === 0) return `밀린 복습 ${reviews}개`;
  return reviews > 0 ? `밀린 할 일 ${todos}개 · 복습 ${reviews}개` : `밀린 할 일 ${todos}개`;
}
