/** Query keys of the focus feature in one place, so a mutation invalidates exactly what it changed. */
export const focusKeys = {
  all: ['focus'] as const,
  /** Every session read: its status, the current one and each detail. */
  sessions: ['focus', 'session'] as const,
  sessionStatus: ['focus', 'session', 'status'] as const,
  currentSession: ['focus', 'session', 'current'] as const,
  sessionDetails: ['focus', 'session', 'detail'] as const,
  session: (id: string) => ['focus', 'session', 'detail', id] as const,
  currentBlock: ['focus', 'block', 'current'] as const,
  block: (id: string) => ['focus', 'block', 'detail', id] as const,
};
