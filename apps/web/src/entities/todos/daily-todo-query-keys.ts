/** Every to-do query key in one place, so a write refreshes exactly what it changed. */
export const dailyTodoKeys = {
  all: ['daily-todos'] as const,
  today: () => [...dailyTodoKeys.all, 'today'] as const,
};
