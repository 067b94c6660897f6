/** The server is started with this address in ADMIN_EMAILS, so signing in with it gives role ADMIN. */
export const ADMIN_EMAIL = 'admin@molip.test';
/** The admin-console journey's admin, on a server of that journey's own (e2e/admin-journey.spec.ts). */
export const OPERATOR_EMAIL = 'operator@molip.test';
/** A third admin, who only reads the console (the desktop layout journey): a sign-up of its own, nothing published. */
export const READER_ADMIN_EMAIL = 'reader-admin@molip.test';

let counter = 0;
/** A fresh learner per journey: the database lives for the whole run. */
export function newLearner(label: string) {
  counter += 1;
  const id = `${label}${Date.now().toString(36)}${counter}`;
  return {
    email: `${id}@molip.test`,
    displayName: `학습자 ${counter}`,
    username: `molip_${id}`.slice(0, 20),
  };
}
