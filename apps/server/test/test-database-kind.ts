/**
 * Whether this is the API suite's PostgreSQL project (`TEST_DB=postgres` with `TEST_DATABASE_URL`) rather
 * than its embedded PGlite one. What does not depend on the project's database runs in one project only.
 */
export const ON_POSTGRES = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
