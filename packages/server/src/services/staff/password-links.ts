import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { staffPasswordLinkHours, type SetStaffPasswordInput } from '@pariksha/contract/staff';
import type { Database } from '../../db/open.js';
import { users } from '../../db/accounts-schema.js';
import { staffPasswordLinks } from '../../db/staff-schema.js';
import { hashPassword } from '../passwords.js';
import { hideQueryParams } from '../query-errors.js';
import { hashToken, newToken } from '../sessions.js';

// The one-time link `pnpm staff add` prints, so no password is ever typed on a command line (where
// the shell's history and the process list would keep it). Like a session token, only its SHA-256
// is stored; it works once, within a day.

type Writing = Pick<Database, 'insert' | 'delete'>;

/** A new link for the account (older ones stop working); answers the whole address to print. */
export async function createPasswordLink(tx: Writing, userId: number, publicUrl: string): Promise<string> {
  const token = newToken();
  await tx.delete(staffPasswordLinks).where(eq(staffPasswordLinks.userId, userId));
  await hideQueryParams(
    tx.insert(staffPasswordLinks).values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + ${staffPasswordLinkHours}::int * interval '1 hour'`,
    }),
  );
  return `${publicUrl}/studio/set-password?token=${token}`;
}

/** What nobody can sign in with: the hash of 32 random bytes, thrown away. */
export async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

/** Whose a live link is (for the password rules' personal-details check), or null. */
export async function passwordLinkOwner(db: Database, token: string): Promise<{ firstName: string; email: string; phone: string } | null> {
  const [owner] = await db
    .select({ firstName: users.firstName, email: users.email, phone: users.phone })
    .from(staffPasswordLinks)
    .innerJoin(users, eq(users.id, staffPasswordLinks.userId))
    .where(and(eq(staffPasswordLinks.tokenHash, hashToken(token)), isNull(staffPasswordLinks.usedAt), gt(staffPasswordLinks.expiresAt, sql`now()`)));
  return owner ?? null;
}

export type SetPasswordResult = { ok: true; userId: number; email: string } | { ok: false; reason: 'invalid_link' };

/** Sets the password of the link's account; the link is used up even if two requests race. */
export async function setPasswordFromLink(db: Database, { token, password }: SetStaffPasswordInput): Promise<SetPasswordResult> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(staffPasswordLinks)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(staffPasswordLinks.tokenHash, hashToken(token)), isNull(staffPasswordLinks.usedAt), gt(staffPasswordLinks.expiresAt, sql`now()`)),
      )
      .returning({ userId: staffPasswordLinks.userId });
    if (link === undefined) return { ok: false as const, reason: 'invalid_link' as const };
    const [account] = await hideQueryParams(
      tx
        .update(users)
        .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, link.userId))
        .returning({ email: users.email }),
    );
    if (account === undefined) return { ok: false as const, reason: 'invalid_link' as const };
    return { ok: true as const, userId: link.userId, email: account.email };
  });
}
