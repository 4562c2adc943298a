import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

// ── Accounts: learners, their sign-in tokens, failed sign-ins, e-mail confirmation links, and the
// key device cookies are signed with ────────────────────────────────────────────────────────────
// What a learner bought (commerce-schema.ts) and took (attempts-schema.ts) lives with its domain.

/** One row of the profile's Academic Information tab. */
export type AcademicEntryJson = {
  course: string;
  passingYear: number;
  institute: string;
  currentPercentage: number;
};

/** A learner's account and profile. The e-mail is stored lower-cased, so it is unique whatever the case. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    /** argon2id PHC string; never leaves the server. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    /** Ten digits, without +91 or 0. */
    phone: text('phone').notNull(),
    /** A languages.short_name (checked by the service). */
    preferredLanguage: text('preferred_language').notNull().default('en'),
    dob: date('dob', { mode: 'string' }),
    gender: text('gender'),
    city: text('city'),
    state: text('state'),
    /** Six-digit Indian PIN code. */
    postCode: text('post_code'),
    country: text('country'),
    academic: jsonb('academic').$type<AcademicEntryJson[]>().notNull().default([]),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the learner opened the link mailed to `email`; null until then (they may use everything meanwhile). */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** The learner's own code for Refer friends, made the first time it is asked for (no 0, O, 1 or I). */
    referralCode: text('referral_code').unique(),
    /** Whose referral code this learner signed up with. */
    referredByUserId: integer('referred_by_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('users_referred_by_idx').on(table.referredByUserId),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_gender_known', sql`${table.gender} IN ('Female', 'Male', 'Other')`),
  ],
);

/**
 * Bearer tokens. Only the SHA-256 of a token is stored, so a copy of this table signs no one in.
 * A token is valid while `revoked_at` is null, `expires_at` is in the future and it was used (or
 * issued) within the idle limit (see services/sessions.ts). A learner keeps at most a few live
 * tokens; issuing one more revokes the least recently used, and dead rows are deleted then.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Written at most once every few minutes per token, not on every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** 'Chrome on Android': a summary of the signing-in browser's User-Agent (never the whole header). */
    device: text('device'),
  },
  (table) => [index('auth_tokens_user_id_idx').on(table.userId)],
);

/**
 * Failed sign-in attempts per key, hashed, shared by every server instance through the database
 * (the rules are in services/login-throttle.ts). Four kinds of key: an e-mail from one network
 * (`login-pair:`), an e-mail from anywhere (`login-account:`), a learner's trusted browser
 * (`login-device:`, its device cookie), a learner's current password (`password:`).
 */
export const loginThrottles = pgTable('login_throttles', {
  /** Hex SHA-256 of the key: no e-mail or address is stored here. */
  keyHash: text('key_hash').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  /** The last failed attempt (e-mail + network and e-mail keys). */
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
  /** E-mail keys: until then, networks that failed for it wait (the growing delay). */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  /** E-mail keys: the last attempt let through a delay because its network had not failed. */
  freshPassAt: timestamp('fresh_pass_at', { withTimezone: true }),
});

/**
 * Links mailed to confirm an address: the sign-up address, or the new one of an e-mail change (the
 * account's address changes only when the link is opened). Only the SHA-256 of the token is
 * stored; a link works once and expires. A learner has at most one pending link: a new request
 * deletes the older ones.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address being confirmed, lower-cased. */
    email: text('email').notNull(),
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('email_confirmations_user_id_idx').on(table.userId)],
);


/**
 * Keys the servers sign with, made once by whichever server needs one first, so every server on
 * the database signs alike and a restart keeps them (services/accounts/signing-key.ts). One now:
 * `device-cookie`, the HMAC key of the device cookies (unless PARIKSHA_DEVICE_COOKIE_SECRET is set).
 */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  /** 32 random bytes, base64url. */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type AuthTokenRow = typeof authTokens.$inferSelect;
