import { asc, eq, sql } from 'drizzle-orm';
import type { StaffRole } from '@pariksha/contract/staff';
import type { Database } from '../../db/open.js';
import { authTokens, users } from '../../db/accounts-schema.js';
import { staffChallenges, staffMembers, staffRecoveryCodes, staffVerifiedSessions } from '../../db/staff-schema.js';
import { hideQueryParams } from '../query-errors.js';
import { type AuditActor, recordAudit } from './audit.js';
import { createPasswordLink, unusablePasswordHash } from './password-links.js';

// Who is staff: adding (an existing account, or a new one with a link to set its password),
// listing, removing, and clearing a lost second factor. `pnpm staff …` (cli/staff.ts) calls these.

export type AddStaffInput = { email: string; role: StaffRole; name?: string | undefined; publicUrl: string; actor: AuditActor };
export type AddStaffResult = {
  userId: number;
  /** A new account was made for the e-mail. */
  created: boolean;
  /** The role it had before (null: it was not staff). */
  previousRole: StaffRole | null;
  /** The one-time set-password link; null for an account that already has a password. */
  passwordLink: string | null;
};

/** Makes the account (made if missing) a staff member with `role`; a staff member gets the new role. */
export async function addStaff(db: Database, input: AddStaffInput): Promise<AddStaffResult> {
  const email = input.email.trim().toLowerCase();
  // Hashed outside the transaction (PGlite runs one query at a time); used only for a new account.
  const placeholderHash = await unusablePasswordHash();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    let userId = existing?.id;
    let passwordLink: string | null = null;
    if (userId === undefined) {
      const [made] = await hideQueryParams(
        tx
          .insert(users)
          .values({
            email,
            passwordHash: placeholderHash,
            firstName: input.name?.trim() || (email.split('@')[0] ?? email),
            phone: '',
            // The operator vouches for the address, and the link proves it is theirs to use.
            emailConfirmedAt: sql`now()`,
          })
          .returning({ id: users.id }),
      );
      if (made === undefined) throw new Error('The account could not be made.');
      userId = made.id;
      passwordLink = await createPasswordLink(tx, userId, input.publicUrl);
    }
    const [before] = await tx.select({ role: staffMembers.role }).from(staffMembers).where(eq(staffMembers.userId, userId));
    await tx
      .insert(staffMembers)
      .values({ userId, role: input.role, addedByUserId: input.actor.kind === 'staff' ? input.actor.userId : null })
      .onConflictDoUpdate({ target: staffMembers.userId, set: { role: input.role } });
    const previousRole = (before?.role as StaffRole | undefined) ?? null;
    await recordAudit(tx, {
      actor: input.actor,
      action: previousRole === null ? 'staff.add' : 'staff.role_change',
      subject: { type: 'user', id: userId },
      before: previousRole === null ? null : { role: previousRole },
      after: { email, role: input.role, account_created: passwordLink !== null },
    });
    return { userId, created: passwordLink !== null, previousRole, passwordLink };
  });
}

export type StaffListing = { userId: number; email: string; role: StaffRole; addedAt: Date; secondFactor: boolean };

export async function listStaff(db: Database): Promise<StaffListing[]> {
  const rows = await db
    .select({
      userId: staffMembers.userId,
      email: users.email,
      role: staffMembers.role,
      addedAt: staffMembers.addedAt,
      secondFactorAt: staffMembers.secondFactorAt,
    })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .orderBy(asc(staffMembers.role), asc(users.email));
  return rows.map((row) => ({ ...row, role: row.role as StaffRole, secondFactor: row.secondFactorAt !== null }));
}

/**
 * The account stays (it becomes a learner's again); its role, second factor and studio sessions go.
 * Its verified sessions are revoked too: they were signed in as staff. False: it was not staff.
 */
export async function removeStaff(db: Database, email: string, actor: AuditActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ userId: staffMembers.userId, role: staffMembers.role })
      .from(staffMembers)
      .innerJoin(users, eq(users.id, staffMembers.userId))
      .where(eq(users.email, email.trim().toLowerCase()));
    if (member === undefined) return false;
    await revokeStudioSessions(tx, member.userId);
    await tx.delete(staffMembers).where(eq(staffMembers.userId, member.userId));
    await recordAudit(tx, {
      actor,
      action: 'staff.remove',
      subject: { type: 'user', id: member.userId },
      before: { email: email.trim().toLowerCase(), role: member.role },
      after: null,
    });
    return true;
  });
}

/**
 * For a lost phone: the second factor, its recovery codes and every studio session go; the next
 * sign-in enrols again. False: not staff.
 */
export async function resetSecondFactor(db: Database, email: string, actor: AuditActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ userId: staffMembers.userId, secondFactorAt: staffMembers.secondFactorAt })
      .from(staffMembers)
      .innerJoin(users, eq(users.id, staffMembers.userId))
      .where(eq(users.email, email.trim().toLowerCase()));
    if (member === undefined) return false;
    await revokeStudioSessions(tx, member.userId);
    await tx
      .update(staffMembers)
      .set({ totpSecret: null, pendingTotpSecret: null, secondFactorAt: null, lastTotpStep: null })
      .where(eq(staffMembers.userId, member.userId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, member.userId));
    await tx.delete(staffChallenges).where(eq(staffChallenges.userId, member.userId));
    await recordAudit(tx, {
      actor,
      action: 'staff.second_factor_reset',
      subject: { type: 'user', id: member.userId },
      before: { second_factor: member.secondFactorAt !== null },
      after: { second_factor: false },
    });
    return true;
  });
}

type Tx = Pick<Database, 'select' | 'update'>;

/** Ends every session that passed the studio's second factor (learner sessions stay). */
async function revokeStudioSessions(tx: Tx, userId: number): Promise<void> {
  const verified = tx.select({ id: staffVerifiedSessions.tokenId }).from(staffVerifiedSessions).where(eq(staffVerifiedSessions.userId, userId));
  await tx.update(authTokens).set({ revokedAt: sql`now()` }).where(sql`${authTokens.id} in ${verified}`);
}
