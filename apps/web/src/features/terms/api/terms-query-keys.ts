/** Every terms query key in one place, so a write refreshes exactly what it changed. */
export const termsKeys = {
  all: ['terms'] as const,
  content: (termsId: number) => [...termsKeys.all, 'content', termsId] as const,
  agreementStatus: () => [...termsKeys.all, 'agreement-status'] as const,
};
