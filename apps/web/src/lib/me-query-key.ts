/** The signed-in learner's profile query (`me-query.ts`); sign-in and refresh answers are written to it too. */
export const meQueryKey = ['user', 'me'] as const;
