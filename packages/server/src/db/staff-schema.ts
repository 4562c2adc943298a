import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staffRoles } from '@pariksha/contract/staff-values';
import { authTokens, users } from './accounts-schema.js';

// ── Staff: the team's accounts (an ordinary account with a role), their second factor, the links
// and challenges that sign them in, and the audit log of what they did ──────────────────────────

const roleList = sql.raw(staffRoles.map((role) => `'${role}'`).join(', '));

/** One role per person. A row here makes an account staff; removing it makes it a learner again. */
export const staffMembers = pgTable(
  'staff_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** Null when added from the command line (`pnpm staff add`). */
    addedByUserId: integer('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The TOTP secret, base32. It must be readable to check a code, so it is kept as it is (as
     * every TOTP server does); it never leaves the server after enrolment and is never logged.
     */
    totpSecret: text('totp_secret'),
    /** The secret being enrolled, until the first code confirms it. */
    pendingTotpSecret: text('pending_totp_secret'),
    /** When the second factor was confirmed; null: not enrolled (the staff member can only enrol). */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    /** The last TOTP time step used: a code is accepted once (RFC 6238, section 5.2). */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
  },
  (table) => [check('staff_members_role_known', sql`${table.role} IN (${roleList})`)],
);

/** Ten per enrolment, each an argon2id hash, each usable once. A new enrolment replaces them. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => staffMembers.userId, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_recovery_codes_user_id_idx').on(table.userId)],
);

/**
 * The step between a right password and a session: `verify` (a code is needed) or `enrol` (the
 * staff member has no second factor yet and may only enrol one). Only the SHA-256 of the
 * challenge is stored; it expires within minutes and is deleted once it gave a session.
 */
export const staffChallenges = pgTable(
  'staff_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => staffMembers.userId, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('staff_challenges_user_id_idx').on(table.userId),
    check('staff_challenges_purpose_known', sql`${table.purpose} IN ('verify', 'enrol')`),
  ],
);

/**
 * Sessions that passed the second factor. A staff member's other tokens (from before they were
 * made staff) stay learner sessions: the studio asks for a token listed here.
 */
export const staffVerifiedSessions = pgTable('staff_verified_sessions', {
  tokenId: integer('token_id')
    .primaryKey()
    .references(() => authTokens.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => staffMembers.userId, { onDelete: 'cascade' }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The one-time link `pnpm staff add` prints: only its SHA-256 is kept; 24 hours, once. */
export const staffPasswordLinks = pgTable(
  'staff_password_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_password_links_user_id_idx').on(table.userId)],
);

/**
 * Every staff action: who (kept as a number, so the entry outlives the account), in which role,
 * what, on what, the state before and after, when, and from where (the request id and a hash of
 * the address). Never a secret: no TOTP secret, recovery code, token or password hash.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for the command line (`pnpm staff …`), run by whoever holds the server's machine. */
    actorUserId: integer('actor_user_id'),
    /** The actor's role then, or 'cli'. */
    actorRole: text('actor_role').notNull(),
    /** 'staff.add', 'question.publish'…: `<subject>.<verb>`. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    requestId: text('request_id'),
    /** SHA-256 of the client address with a fixed label; null from the command line. */
    ipHash: text('ip_hash'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at.desc(), table.id.desc()),
    index('audit_log_actor_idx').on(table.actorUserId, table.at.desc()),
    index('audit_log_action_idx').on(table.action, table.at.desc()),
  ],
);

export type StaffMemberRow = typeof staffMembers.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
