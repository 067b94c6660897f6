import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { termsTypes } from '@molip/domain/terms';
import { userRoles } from '@molip/domain/user';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** People, keyed on their identity provider's (issuer, subject) — never on e-mail, which can change hands. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull(),
    displayName: text('display_name').notNull(),
    photoUrl: text('photo_url'),
    username: text('username'),
    role: text('role', { enum: userRoles }).notNull().default('USER'),
    timezone: text('timezone').notNull().default('Asia/Seoul'),
    dayStartHour: smallint('day_start_hour').notNull().default(0),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_identity_key').on(table.issuer, table.subject),
    uniqueIndex('users_username_key').on(sql`lower(${table.username})`),
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
  (table) => [primaryKey({ columns: [table.userId, table.termsId] })],
);
