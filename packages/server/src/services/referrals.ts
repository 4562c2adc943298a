import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { referralAlphabet, referralCodeLength } from '@pariksha/contract/commerce';
import type { Referral } from '@pariksha/contract/responses/commerce';
import type { Database } from '../db/open.js';
import { users } from '../db/accounts-schema.js';
import { isUniqueViolation } from './query-errors.js';

// Refer friends: each learner's own code, made once on first ask, and the friends who joined with it.

/** Anything drizzle can read through: the database or a transaction. */
type Queryable = Pick<Database, 'select'>;

/** Codes tried before giving up: 32^8 codes make even one clash rare. */
const maxTries = 10;

/** A new code: `referralCodeLength` characters a reader cannot confuse (no 0/O, 1/I). */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < referralCodeLength; i++) code += referralAlphabet.charAt(randomInt(referralAlphabet.length));
  return code;
}

export type Referrer = { id: number; phone: string; email: string };

/**
 * The learner whose code this is, or null. Read FOR SHARE inside sign-up's transaction, so the
 * account cannot be deleted before the new learner's row points at it.
 */
export async function referrerOf(db: Queryable, code: string): Promise<Referrer | null> {
  const [row] = await db
    .select({ id: users.id, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.referralCode, code))
    .for('share');
  return row ?? null;
}

export function createReferralsService(db: Database) {
  async function storedCode(userId: number): Promise<{ code: string | null } | null> {
    const [row] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
    return row ?? null;
  }

  /**
   * The learner's code, made on first ask. The UPDATE only fills an empty code: of two first asks
   * at once, the second finds it filled (PostgreSQL re-checks the WHERE after the row lock) and
   * reads the first one's. A code another learner already has fails the unique index: try another.
   */
  async function codeOf(userId: number): Promise<string | null> {
    for (let tries = 0; tries < maxTries; tries++) {
      const stored = await storedCode(userId);
      if (stored === null) return null;
      if (stored.code !== null) return stored.code;
      try {
        const [made] = await db
          .update(users)
          .set({ referralCode: newReferralCode() })
          .where(and(eq(users.id, userId), isNull(users.referralCode)))
          .returning({ code: users.referralCode });
        if (made?.code) return made.code;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new Error(`No free referral code after ${maxTries} tries.`);
  }

  return {
    /** The learner's code, friends joined and the share link; null when the account is gone. */
    async referral(userId: number): Promise<Referral | null> {
      const code = await codeOf(userId);
      if (code === null) return null;
      const friends = await db.$count(users, eq(users.referredByUserId, userId));
      return { code, friends_joined: Number(friends), share_path: `/signup?ref=${code}` };
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
