/**
 * Query keys of the focus feature in one place, so a mutation invalidates exactly what it changed.
 * Today's to-dos share the dashboard's key: updating it after a completion refreshes the dashboard list.
 */
export const focusKeys = {
  all: ['focus'] as const,
  sessionStatus: ['focus', 'session', 'status'] as const,
  currentSession: ['focus', 'session', 'current'] as const,
  session: (id: string) => ['focus', 'session', 'detail', id] as const,
  currentBlock: ['focus', 'block', 'current'] as const,
  block: (id: string) => ['focus', 'block', 'detail', id] as const,
  todayTodos: ['daily-todos', 'today'] as const,
};
