import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditActions } from '@molip/domain/admin';
import { signInProviders } from '@molip/domain/sign-in-provider';
import { groupRoles } from '@molip/domain/study-group';
import { contentTypes } from '@molip/domain/learning-content';
import { reviewRatings } from '@molip/domain/review';
import { reviewCardStates } from '@molip/domain/review-schedule';
import { studyPlanStatuses } from '@molip/domain/study-plan';
import { termsTypes } from '@molip/domain/terms';
import { todoStatuses } from '@molip/domain/todo-status';
import { userRoles } from '@molip/domain/user';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * People. They sign in through `user_identities` (a provider's subject), never by e-mail, which can change
 * hands; `email` is the last verified one a provider gave (none when no provider shared one).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull(),
    displayName: text('display_name').notNull(),
    photoUrl: text('photo_url'),
    username: text('username'),
    /** When the learner last changed a username already set (the first one at sign-up is not a change). */
    usernameChangedAt: timestamp('username_changed_at', { withTimezone: true }),
    role: text('role', { enum: userRoles }).notNull().default('USER'),
    timezone: text('timezone').notNull().default('Asia/Seoul'),
    dayStartHour: smallint('day_start_hour').notNull().default(0),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Why an admin disabled the account (shown to admins only). */
    disabledReason: text('disabled_reason'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Moved by triggers in the same transaction as any write that can change the learner's to-do list or
     * running block, so an answer cached at one version is still true while it holds (plugins/learner-read-cache.ts).
     */
    readVersion: bigint('read_version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_username_key').on(sql`lower(${table.username})`)],
);

/**
 * How a person signs in: one row per provider account, keyed by (provider, subject) as the provider's ID
 * token names it. A person may link several providers; the e-mail each one gave is kept to refuse a second
 * account for the same verified address.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: signInProviders }).notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull(),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('user_identities_provider_subject_key').on(table.provider, table.subject),
    // One method per provider and person, and the index the foreign key needs.
    uniqueIndex('user_identities_user_provider_key').on(table.userId, table.provider),
    index('user_identities_verified_email_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.emailVerified}`),
  ],
);

/**
 * A username its owner changed away from, held for them until `heldUntil` so nobody else can take it and pass for
 * them; the owner may take it back meanwhile (docs/product-rules.md#who-may-use-the-service).
 */
export const heldUsernames = pgTable(
  'held_usernames',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // One hold per name: a name can only have been given up by the one learner who had it.
    uniqueIndex('held_usernames_name_key').on(sql`lower(${table.username})`),
    index('held_usernames_user_idx').on(table.userId),
  ],
);

/**
 * Rotating refresh tokens, stored only as SHA-256 hashes. Tokens of one sign-in share a family so a
 * replayed (already rotated) token can revoke every descendant.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_key').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
    // Spent tokens are pruned, and the admin's activity series read, by the time a token was made.
    index('refresh_tokens_created_idx').on(table.createdAt),
  ],
);

/** Versioned legal texts; the newest version of each type is the one users must agree to. */
export const terms = pgTable(
  'terms',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: termsTypes }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isRequired: boolean('is_required').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('terms_type_version_key').on(table.type, table.version)],
);

export const userAgreements = pgTable(
  'user_agreements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsId: integer('terms_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    agreed: boolean('agreed').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.termsId] }),
    // Every foreign key has an index, so a deleted parent row finds its children without a scan.
    index('user_agreements_terms_idx').on(table.termsId),
  ],
);

/** The shared catalogue of books, lectures and problem sets (docs/product-rules.md#learning-contents). */
export const learningContents = pgTable(
  'learning_contents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    author: text('author').notNull().default(''),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default(''),
    type: text('type', { enum: contentTypes }).notNull(),
    sourceUrl: text('source_url'),
    /** Null once the creator deleted their account: the entry stays, as other plans may use it. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('learning_contents_title_author_key').on(
      sql`lower(${table.title})`,
      sql`lower(${table.author})`,
    ),
    index('learning_contents_updated_idx').on(table.updatedAt),
    // The hourly creation quota and the "mine" list read a creator's contents.
    index('learning_contents_creator_idx').on(table.createdBy, table.createdAt),
  ],
);

/** Units of a content as an adjacency list; `position` is the pre-order index used for outline order. */
export const contentUnits = pgTable(
  'content_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Held by statement-level triggers, not a foreign key (migration 0026): the content exists, and deleting
     * it deletes its units — one query per statement instead of one per unit.
     */
    contentId: uuid('content_id').notNull(),
    /**
     * Held by statement-level triggers, not a foreign key (migration 0024): a parent exists, and deleting it
     * deletes its subtree — one query per statement instead of one per unit.
     */
    parentId: uuid('parent_id'),
    depth: smallint('depth').notNull(),
    sequence: integer('sequence').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    shortTitle: text('short_title').notNull(),
    unitVolume: integer('unit_volume').notNull().default(1),
  },
  (table) => [
    index('content_units_content_idx').on(table.contentId, table.position),
    // Each deleted unit looks for its children: without it, a 5,000-unit delete scans the table 5,000 times.
    index('content_units_parent_idx').on(table.parentId),
  ],
);

/**
 * One row per save of a content's unit tree, for the hourly quota on them (the tree keeps no history); rows
 * older than the quota's hour are deleted by the next save of the same editor.
 */
export const contentUnitTreeSaves = pgTable(
  'content_unit_tree_saves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id')
      .notNull()
      .references(() => learningContents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('content_unit_tree_saves_user_idx').on(table.userId, table.createdAt),
    index('content_unit_tree_saves_content_idx').on(table.contentId),
  ],
);

export const studyPlans = pgTable(
  'study_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    learningContentId: uuid('learning_content_id')
      .notNull()
      .references(() => learningContents.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    status: text('status', { enum: studyPlanStatuses }).notNull().default('ACTIVE'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    studySpeed: smallint('study_speed').notNull(),
    /** Pages, minutes or problems a day for a plan spread by volume; null spreads `studySpeed` units a day. */
    dailyVolume: integer('daily_volume'),
    bufferDayInterval: smallint('buffer_day_interval').notNull(),
    /** Spaced review's daily limit; null: the plan has no review (docs/product-rules.md#spaced-review). */
    reviewsPerDay: smallint('reviews_per_day'),
    /** 목표 기억률 in percent: what FSRS schedules this plan's reviews for. */
    targetRetentionPercent: smallint('target_retention_percent').notNull().default(90),
    /** A day's review time budget in minutes; null: only `reviewsPerDay` limits a day. */
    reviewMinutesPerDay: smallint('review_minutes_per_day'),
    restDates: date('rest_dates')
      .array()
      .notNull()
      .default(sql`'{}'`),
    restWeekdays: smallint('rest_weekdays')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Kept so postponed work can land on them (docs/product-rules.md#to-dos). */
    bufferDates: date('buffer_dates')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('study_plans_user_idx').on(table.userId, table.status),
    // A unit's new title reaches the learners who plan its content (the read-version triggers).
    index('study_plans_content_idx').on(table.learningContentId),
  ],
);

/**
 * One row per unit per day (a DTU). Postponing marks the row POSTPONED and creates its successor on the
 * next study day, so every day's list keeps its own history; the chain's last row is the live one.
 */
export const dailyTodoUnits = pgTable(
  'daily_todo_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studyPlanId: uuid('study_plan_id')
      .notNull()
      .references(() => studyPlans.id, { onDelete: 'cascade' }),
    /** Its plan's learner, held by a statement-level trigger (migration 0025); a deleted learner's go with their plans. */
    userId: uuid('user_id').notNull(),
    /** Held by statement-level triggers, not a foreign key (migration 0024): the unit exists while a to-do points at it. */
    contentUnitId: uuid('content_unit_id').notNull(),
    todoDate: date('todo_date').notNull(),
    status: text('status', { enum: todoStatuses }).notNull().default('PENDING'),
    postponedFromId: uuid('postponed_from_id').references((): AnyPgColumn => dailyTodoUnits.id, {
      onDelete: 'set null',
    }),
    totalStudySeconds: integer('total_study_seconds').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** A review's rung on the ladder (1 = first review); null on a new unit. */
    reviewStep: smallint('review_step'),
    /** How the learner rated this review once done; unrated counts as 보통. */
    reviewRating: text('review_rating', { enum: reviewRatings }),
    /** The completed row whose completion brought this review. */
    reviewOfId: uuid('review_of_id').references((): AnyPgColumn => dailyTodoUnits.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('daily_todo_units_user_date_idx').on(table.userId, table.todoDate),
    index('daily_todo_units_plan_date_idx').on(table.studyPlanId, table.todoDate),
    // Overdue lookups read only the few open rows, however long a learner's history grows.
    index('daily_todo_units_open_idx')
      .on(table.userId, table.todoDate)
      .where(sql`${table.status} in ('PENDING', 'IN_PROGRESS')`),
    // A group's active-member count asks whether a member completed a to-do since a date.
    index('daily_todo_units_completed_idx')
      .on(table.userId, table.completedAt)
      .where(sql`${table.status} = 'COMPLETED'`),
    uniqueIndex('daily_todo_units_successor_key').on(table.postponedFromId),
    index('daily_todo_units_review_of_idx').on(table.reviewOfId),
    // A unit removed from its tree (or with its content) checks that no to-do points at it.
    index('daily_todo_units_content_unit_idx').on(table.contentUnitId),
  ],
);

/**
 * The review log: one row per completion of a unit in review (the new unit's own, then each review), with
 * the rating and what FSRS saw and asked for, kept for fitting the learner's parameters later. The unit's
 * card is the replay of its rows (docs/decisions/025-fsrs-reviews.md). Rows from the ladder's days carry no
 * stability or difficulty.
 */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The completion it records; undoing the completion removes the row. */
    dailyTodoUnitId: uuid('daily_todo_unit_id')
      .notNull()
      .references(() => dailyTodoUnits.id, { onDelete: 'cascade' }),
    studyPlanId: uuid('study_plan_id')
      .notNull()
      .references(() => studyPlans.id, { onDelete: 'cascade' }),
    /** The plan's learner; the row goes with the plan. */
    userId: uuid('user_id').notNull(),
    contentUnitId: uuid('content_unit_id').notNull(),
    reviewedOn: date('reviewed_on').notNull(),
    rating: text('rating', { enum: reviewRatings }).notNull(),
    /** The card's state before this review. */
    state: text('state', { enum: reviewCardStates }).notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    stability: doublePrecision('stability'),
    difficulty: doublePrecision('difficulty'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('review_logs_todo_key').on(table.dailyTodoUnitId),
    index('review_logs_unit_idx').on(table.studyPlanId, table.contentUnitId, table.reviewedOn),
    index('review_logs_user_idx').on(table.userId, table.reviewedOn),
  ],
);

/** A learner's focus session; at most one open (`ended_at is null`) per user, enforced by the index. */
export const focusSessions = pgTable(
  'focus_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionType: text('session_type').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    plannedEndAt: timestamp('planned_end_at', { withTimezone: true }).notNull(),
    focusTargetMinutes: integer('focus_target_minutes').notNull(),
    /** The zone the HH:mm times were given in, so they read back the same. */
    timezone: text('timezone').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('focus_sessions_one_active_key')
      .on(table.userId)
      .where(sql`${table.endedAt} is null`),
    index('focus_sessions_user_idx').on(table.userId, table.startAt),
  ],
);

export const focusBlocks = pgTable(
  'focus_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => focusSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    plannedMinutes: integer('planned_minutes').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('focus_blocks_one_active_key')
      .on(table.userId)
      .where(sql`${table.endedAt} is null`),
    index('focus_blocks_session_idx').on(table.sessionId),
    index('focus_blocks_user_idx').on(table.userId),
  ],
);

export const focusBlockTodos = pgTable(
  'focus_block_todos',
  {
    blockId: uuid('block_id')
      .notNull()
      .references(() => focusBlocks.id, { onDelete: 'cascade' }),
    dailyTodoUnitId: uuid('daily_todo_unit_id')
      .notNull()
      .references(() => dailyTodoUnits.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.blockId, table.dailyTodoUnitId] }),
    index('focus_block_todos_todo_idx').on(table.dailyTodoUnitId),
  ],
);

/**
 * Time spent on one to-do, or on none (a free focus log, `daily_todo_unit_id` null). Seconds are computed by
 * the server from its own timestamps when the log closes and credited to the to-do once; an open log
 * (`ended_at is null`, one per user) survives restarts.
 */
export const focusLogs = pgTable(
  'focus_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blockId: uuid('block_id')
      .notNull()
      .references(() => focusBlocks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dailyTodoUnitId: uuid('daily_todo_unit_id').references(() => dailyTodoUnits.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    seconds: integer('seconds').notNull().default(0),
    completedTodo: boolean('completed_todo').notNull().default(false),
  },
  (table) => [
    uniqueIndex('focus_logs_one_open_key')
      .on(table.userId)
      .where(sql`${table.endedAt} is null`),
    index('focus_logs_block_idx').on(table.blockId),
    index('focus_logs_todo_idx').on(table.dailyTodoUnitId),
    // Group rankings and presence sum a member's closed logs over a period.
    index('focus_logs_user_ended_idx').on(table.userId, table.endedAt),
  ],
);

/**
 * The closed focus logs' credited seconds per learner and study day the log started on (in the learner's
 * zone and day-start hour), kept exact by triggers in the same transaction as every write to `focus_logs`
 * and every change of the learner's zone or day start (migration 0014, decision 013). `logs` counts the
 * closed logs of the day, so a day with only zero-second logs is kept and an emptied day goes.
 */
export const learnerFocusDays = pgTable(
  'learner_focus_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studyDay: date('study_day').notNull(),
    seconds: integer('seconds').notNull(),
    logs: integer('logs').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.studyDay] })],
);

/**
 * Planned (every row) and completed to-dos per learner and to-do date, kept exact by triggers on
 * `daily_todo_units` (migration 0014, decision 013); a date with no to-do left has no row.
 */
export const learnerTodoDays = pgTable(
  'learner_todo_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    todoDate: date('todo_date').notNull(),
    planned: integer('planned').notNull(),
    completed: integer('completed').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.todoDate] })],
);

/**
 * A client's retried write: the first request with a key runs, and its successful answer is kept for a day so
 * a retry with the same key and the same request gets it back instead of creating a second row.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** `POST /api/study-plans`: a key reused on another route is refused. */
    route: text('route').notNull(),
    /**
     * sha256 of the method, the path and the canonical body: the same key with another request is refused.
     * Null on keys kept by a server from before fingerprints, which compared the route alone.
     */
    fingerprint: text('fingerprint'),
    /** Null while the first request is still running. */
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // Expired keys are pruned by age across learners.
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

/**
 * Study groups: a group with an invite code, or a study room (a `room_number`, no code) that every learner may
 * join, filled in order up to `STUDY_ROOM_CAPACITY` (docs/product-rules.md#study-groups).
 */
export const studyGroups = pgTable(
  'study_groups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    inviteCode: text('invite_code'),
    /** Null once the creator deleted their account: the group lives on with its members. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Set on a study room, numbered in the order rooms fill; null on a group joined with a code. */
    roomNumber: integer('room_number'),
  },
  (table) => [
    uniqueIndex('study_groups_invite_code_key').on(table.inviteCode),
    index('study_groups_creator_idx').on(table.createdBy),
    // Two instances opening "the next room" at once cannot both give it the same number.
    uniqueIndex('study_groups_room_number_key').on(table.roomNumber),
  ],
);

export const groupMemberships = pgTable(
  'group_memberships',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => studyGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: groupRoles }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    // "My groups" reads a learner's memberships.
    index('group_memberships_user_idx').on(table.userId),
  ],
);

/**
 * Every admin action: who did what to whom (or which terms version), when and why. People are kept as their
 * user ids only, with no foreign key: after an account is deleted its id still ties its entries together,
 * but nothing left in the database says whose it was (the e-mail is read from the live account).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    action: text('action', { enum: auditActions }).notNull(),
    /** Null only on entries written before ids outlived their accounts. */
    actorId: uuid('actor_id'),
    targetUserId: uuid('target_user_id'),
    termsId: integer('terms_id').references(() => terms.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt),
    index('admin_audit_log_terms_idx').on(table.termsId),
  ],
);

/**
 * A learner's private calendar address: whoever holds the secret reads their plans' study days, so it is
 * long and random, one per learner, replaced when they ask, and gone with the account.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('calendar_feeds_secret_key').on(table.secret)],
);

/**
 * A learner's browsers that take Web Push messages, one row per learner and endpoint: two learners who share
 * a device each keep their own, and nobody's request touches another's.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the device's app last confirmed the subscription; one unseen for 60 days is dropped. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_user_endpoint_key').on(table.userId, table.endpoint),
    index('push_subscriptions_last_seen_idx').on(table.lastSeenAt),
  ],
);

/**
 * What a learner's pushes need besides their devices: until when a tab of theirs is in front (the web app
 * reports it, and block alerts then stay in the tab), and the local time of the daily reminder (null: off).
 */
export const pushSettings = pgTable('push_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  visibleUntil: timestamp('visible_until', { withTimezone: true }),
  /** Minutes after local midnight, 0–1439. */
  dailyReminderMinute: smallint('daily_reminder_minute'),
  /** Whether the app icon shows today's open to-dos (on by default). */
  appBadge: boolean('app_badge').notNull().default(true),
});

/**
 * One row per push event a learner was sent (or that a visible tab took over): the instance whose insert
 * lands sends it, so each event goes out once however many instances look for it.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.eventKey] }),
    index('push_deliveries_claimed_idx').on(table.claimedAt),
  ],
);
