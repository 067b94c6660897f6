/** Every admin query key in one place, so a write refreshes exactly what it changed. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userPage: (query: string, offset: number) => [...adminKeys.users(), query, offset] as const,
  terms: () => [...adminKeys.all, 'terms'] as const,
  termsText: (termsId: number) => [...adminKeys.terms(), 'text', termsId] as const,
  auditLog: () => [...adminKeys.all, 'audit-log'] as const,
  auditLogPage: (offset: number) => [...adminKeys.auditLog(), offset] as const,
};
