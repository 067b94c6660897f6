/** Product constants shared by the web app and the server, named once so no magic numbers appear elsewhere. */
export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 20;
/** A username set at sign-up can change at most once in this many days. */
export const USERNAME_CHANGE_INTERVAL_DAYS = 30;
/** A username changed away from stays its old owner's for this many days, so nobody can pass for them. */
export const USERNAME_HOLD_DAYS = 30;
export const ACCESS_STATE_CACHE_MS = 5 * 60 * 1000;
export const CLIENT_HTTP_TIMEOUT_MS = 10_000;
/**
 * The header the refresh and logout calls must carry: a simple CSRF guard next to the Origin check. Here, not
 * with the auth contracts, so the client can send a refresh before those (and Zod) have loaded.
 */
export const REFRESH_CSRF_HEADER = 'x-requested-with';
export const REFRESH_CSRF_VALUE = 'molip';
export const SESSION_END_TIMEOUT_MS = 20_000;
export const SESSION_END_RETRY_DELAY_MS = 1000;
export const HTTP_MAX_RETRIES = 3;
export const HTTP_RETRY_BASE_MS = 1000;
export const DUPLICATE_REQUEST_MAX_AGE_MS = 30_000;
export const DUPLICATE_REQUEST_CLEANUP_MS = 60_000;
export const PROGRESS_MIN = 0;
export const PROGRESS_MAX = 100;
export const STUDY_SPEED_MIN = 1;
export const STUDY_SPEED_MAX = 10;
export const STUDY_SPEED_DEFAULT = 1;
/** The most pages, minutes or problems a plan spread by volume may give one day. */
export const DAILY_VOLUME_MAX = 10_000;
/** The largest volume one unit may carry (pages, minutes or problems). */
export const UNIT_VOLUME_MAX = 100_000;
export const PLAN_MAX_DAYS = 365;
/** The longest stretch of study days before a buffer day (0 means no buffer days). */
export const BUFFER_INTERVAL_MAX = 30;
export const PLAN_DEFAULT_ESTIMATE_DAYS = 35;
export const UNIT_MAX_DEPTH = 4;
/** A pasted table of contents longer than this is refused before it is read (5,000 units fit many times). */
export const TABLE_OF_CONTENTS_MAX_LINES = 20_000;
export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 1000;
export const PLANS_PAGE_SIZE = 20;
export const RECENT_CONTENTS_COUNT = 5;
export const BLOCK_DEFAULT_FOCUS_MINUTES = 40;
export const SESSION_DEFAULT_FOCUS_MINUTES = 60;
export const TRACKING_TICK_MS = 1000;
export const MINUTES_PER_DAY = 1440;
export const DEFAULT_TIMEZONE = 'Asia/Seoul';
/** Block creation has two steps: time, then to-dos. */
export const BLOCK_CREATION_STEPS = 2;
/**
 * Creations per learner in any rolling hour: far above what a person planning their study makes, low
 * enough that a script cannot flood the shared catalogue or the database.
 */
export const CONTENTS_CREATED_PER_HOUR_MAX = 30;
export const PLANS_CREATED_PER_HOUR_MAX = 30;
/** A person starts a handful of groups ever; more than ten an hour is a script filling the table. */
export const STUDY_GROUPS_CREATED_PER_HOUR_MAX = 10;
/** One session runs at a time and lasts minutes to hours: one started every minute is not a person studying. */
export const FOCUS_SESSIONS_STARTED_PER_HOUR_MAX = 60;
/** Each save rewrites a whole outline; a save a minute is more than anyone editing by hand makes. */
export const UNIT_TREES_REPLACED_PER_HOUR_MAX = 60;
