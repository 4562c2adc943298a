import { createHash } from 'node:crypto';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '@pariksha/contract/staff';
import type { Database } from '../../db/open.js';
import { users } from '../../db/accounts-schema.js';
import { auditLog } from '../../db/staff-schema.js';

// The audit log: every staff action, written inside the transaction that makes the change, so an
// entry exists exactly when the change does.

/** Anything drizzle can insert through: the database or a transaction. */
type Inserting = Pick<Database, 'insert'>;

/** Who did it: a staff member in a request, or the command line. */
export type AuditActor =
  | { kind: 'staff'; userId: number; role: string; requestId?: string | undefined; address?: string | undefined }
  | { kind: 'cli' };

export type AuditEntryInput = {
  actor: AuditActor;
  /** `<subject>.<verb>`: 'staff.add', 'question.publish'. */
  action: string;
  subject: { type: string; id?: string | number | null | undefined };
  /**
   * The subject's state before and after, as plain JSON. Never a secret: no TOTP secret, recovery
   * code, token or password hash (keys that name one are refused, see `assertNoSecrets`).
   */
  before?: unknown;
  after?: unknown;
};

/** Keys that would hold a secret; an entry carrying one is a programming error, refused loudly. */
const secretKey = /secret|password|token|recovery|hash|otp/i;

function assertNoSecrets(value: unknown, path = ''): void {
  if (value === null || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    if (secretKey.test(key)) throw new Error(`An audit entry must not carry a secret (${path}${key}).`);
    assertNoSecrets(inner, `${path}${key}.`);
  }
}

/** The address, hashed with a fixed label: enough to tell two entries came from one place, not where. */
export function addressHash(address: string): string {
  return createHash('sha256').update(`pariksha-audit:${address}`).digest('hex');
}

/** Writes one entry; call it with the transaction of the change it records. */
export async function recordAudit(tx: Inserting, entry: AuditEntryInput): Promise<void> {
  assertNoSecrets(entry.before);
  assertNoSecrets(entry.after);
  const { actor } = entry;
  await tx.insert(auditLog).values({
    actorUserId: actor.kind === 'staff' ? actor.userId : null,
    actorRole: actor.kind === 'staff' ? actor.role : 'cli',
    action: entry.action,
    subjectType: entry.subject.type,
    subjectId: entry.subject.id === undefined || entry.subject.id === null ? null : String(entry.subject.id),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: actor.kind === 'staff' ? (actor.requestId ?? null) : null,
    ipHash: actor.kind === 'staff' && actor.address !== undefined ? addressHash(actor.address) : null,
  });
}

export type AuditQuery = { before?: number | undefined; actor?: number | undefined; action?: string | undefined; limit: number };

/** One page, newest first; `next_before` continues with older entries. */
export async function readAuditLog(db: Database, query: AuditQuery): Promise<{ entries: AuditEntry[]; next_before: number | null }> {
  const conditions: SQL[] = [];
  if (query.before !== undefined) conditions.push(lt(auditLog.id, query.before));
  if (query.actor !== undefined) conditions.push(eq(auditLog.actorUserId, query.actor));
  if (query.action !== undefined && query.action !== '') conditions.push(eq(auditLog.action, query.action));
  const rows = await db
    .select({ entry: auditLog, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(conditions.length === 0 ? undefined : and(...conditions))
    // The id orders entries as they were written (`at` is the transaction's start, ties possible).
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const entries = page.map(({ entry, actorEmail }) => ({
    id: entry.id,
    actor_user_id: entry.actorUserId,
    actor_email: actorEmail,
    actor_role: entry.actorRole,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    before: entry.before,
    after: entry.after,
    at: entry.at.toISOString(),
    request_id: entry.requestId,
  }));
  const last = page[page.length - 1];
  return { entries, next_before: rows.length > query.limit && last !== undefined ? last.entry.id : null };
}
