import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { AuthSession } from '@pariksha/contract';
import {
  type SecondFactorChallenge,
  secondFactorChallengeMinutes,
  type StaffRole,
  totpDigits,
} from '@pariksha/contract/staff';
import type { Database } from '../../db/open.js';
import { authTokens, users } from '../../db/accounts-schema.js';
import { staffChallenges, staffMembers, staffRecoveryCodes, staffVerifiedSessions } from '../../db/staff-schema.js';
import { loadUser } from '../accounts/user-view.js';
import type { LoginThrottle, Throttled } from '../login-throttle.js';
import { hideQueryParams } from '../query-errors.js';
import { deviceSummary, hashToken, newToken, type SessionsService } from '../sessions.js';
import { type AuditActor, recordAudit } from './audit.js';
import { matchingRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { acceptedTotpStep, type Enrolment, enrolmentFor, newTotpSecret } from './totp.js';

// A staff member's sign-in after the password: a challenge instead of a session, then a code (or,
// without a second factor yet, its enrolment), then a session marked as having passed it. A
// learner's login never comes here (loginStep answers null for them).

/** Where a request comes from: the throttle's key, the device list's summary, the audit log's fields. */
export type StaffClient = { address: string; userAgent?: string | undefined; requestId?: string | undefined };

export type VerifyResult =
  | { ok: true; session: AuthSession; usedRecoveryCode: boolean }
  | { ok: false; reason: 'invalid_challenge' | 'invalid_code' }
  | Throttled;
export type StartEnrolmentResult = { ok: true; enrolment: Enrolment } | { ok: false; reason: 'invalid_challenge' };
export type ConfirmEnrolmentResult =
  | { ok: true; session: AuthSession; recoveryCodes: string[] }
  | { ok: false; reason: 'invalid_challenge' | 'invalid_code' }
  | Throttled;

/** What a request's token is to the studio. */
export type StaffStanding =
  | { kind: 'not_staff' }
  /** Staff, but this session has not passed the second factor (or none is enrolled). */
  | { kind: 'second_factor_required'; role: StaffRole }
  | { kind: 'staff'; role: StaffRole };

export type StaffSignIn = {
  /** After a right password: null for a learner (their login goes on as before), else the step. */
  loginStep(userId: number): Promise<SecondFactorChallenge | null>;
  verify(challenge: string, code: string, client: StaffClient): Promise<VerifyResult>;
  startEnrolment(challenge: string): Promise<StartEnrolmentResult>;
  confirmEnrolment(challenge: string, code: string, client: StaffClient): Promise<ConfirmEnrolmentResult>;
  standing(userId: number, tokenId: number): Promise<StaffStanding>;
  recoveryCodesLeft(userId: number): Promise<number>;
};

const totpCode = new RegExp(`^\\d{${totpDigits}}$`);

/** The throttle key of a staff member's codes: 5 wrong ones in 15 minutes, then a 429. */
const codeThrottleKey = (userId: number) => `second-factor:${userId}`;

type Purpose = 'verify' | 'enrol';

export function createStaffSignIn(db: Database, { sessions, throttle }: { sessions: SessionsService; throttle: LoginThrottle }): StaffSignIn {
  /** The staff member a live challenge of this purpose belongs to. */
  async function challengeOwner(challenge: string, purpose: Purpose) {
    const [row] = await db
      .select({
        id: staffChallenges.id,
        userId: staffChallenges.userId,
        email: users.email,
        role: staffMembers.role,
        totpSecret: staffMembers.totpSecret,
        pendingTotpSecret: staffMembers.pendingTotpSecret,
        secondFactorAt: staffMembers.secondFactorAt,
        lastTotpStep: staffMembers.lastTotpStep,
      })
      .from(staffChallenges)
      .innerJoin(staffMembers, eq(staffMembers.userId, staffChallenges.userId))
      .innerJoin(users, eq(users.id, staffChallenges.userId))
      .where(and(eq(staffChallenges.tokenHash, hashToken(challenge)), eq(staffChallenges.purpose, purpose), gt(staffChallenges.expiresAt, sql`now()`)));
    return row;
  }

  type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

  /**
   * Uses the challenge up and issues a session that passed the second factor; null when the
   * challenge was used meanwhile (two tabs sending a code at once).
   */
  async function studioSession(tx: Tx, challengeId: number, userId: number, client: StaffClient): Promise<string | null> {
    const [used] = await tx.delete(staffChallenges).where(eq(staffChallenges.id, challengeId)).returning({ id: staffChallenges.id });
    if (used === undefined) return null;
    const token = await sessions.issue(userId, tx, deviceSummary(client.userAgent));
    const [issued] = await tx.select({ id: authTokens.id }).from(authTokens).where(eq(authTokens.tokenHash, hashToken(token)));
    if (issued === undefined) throw new Error('The session just issued is missing.');
    await tx.insert(staffVerifiedSessions).values({ tokenId: issued.id, userId });
    return token;
  }

  async function sessionOf(userId: number, token: string): Promise<AuthSession> {
    const user = await loadUser(db, userId);
    if (user === null) throw new Error('The account disappeared while signing in.');
    return { user, token };
  }

  const actorOf = (userId: number, role: string, client: StaffClient): AuditActor => ({
    kind: 'staff',
    userId,
    role,
    requestId: client.requestId,
    address: client.address,
  });

  return {
    async loginStep(userId) {
      const [member] = await db.select({ secondFactorAt: staffMembers.secondFactorAt }).from(staffMembers).where(eq(staffMembers.userId, userId));
      if (member === undefined) return null;
      const purpose: Purpose = member.secondFactorAt === null ? 'enrol' : 'verify';
      const challenge = newToken();
      await db.transaction(async (tx) => {
        // A staff member has one live challenge at a time: the newest login's.
        await tx.delete(staffChallenges).where(eq(staffChallenges.userId, userId));
        await hideQueryParams(
          tx.insert(staffChallenges).values({
            userId,
            purpose,
            tokenHash: hashToken(challenge),
            expiresAt: sql`now() + ${secondFactorChallengeMinutes}::int * interval '1 minute'`,
          }),
        );
      });
      return { second_factor: purpose === 'enrol' ? 'enrol' : 'required', challenge };
    },

    async verify(challenge, code, client) {
      const owner = await challengeOwner(challenge, 'verify');
      if (owner === undefined || owner.totpSecret === null) return { ok: false, reason: 'invalid_challenge' };
      const attempt = await throttle.attempt(codeThrottleKey(owner.userId));
      if (!attempt.allowed) return { ok: false, reason: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds };

      let accepted = false;
      let usedRecoveryCode = false;
      if (totpCode.test(code)) {
        const step = acceptedTotpStep(owner.totpSecret, code, owner.lastTotpStep);
        if (step !== null) {
          // Written only if no other request used this step (or a later one) meanwhile.
          const [moved] = await db
            .update(staffMembers)
            .set({ lastTotpStep: step })
            .where(and(eq(staffMembers.userId, owner.userId), or(isNull(staffMembers.lastTotpStep), lt(staffMembers.lastTotpStep, step))))
            .returning({ userId: staffMembers.userId });
          accepted = moved !== undefined;
        }
      } else {
        const unused = await db
          .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
          .from(staffRecoveryCodes)
          .where(and(eq(staffRecoveryCodes.userId, owner.userId), isNull(staffRecoveryCodes.usedAt)));
        const matched = await matchingRecoveryCode(code, unused);
        if (matched !== null) {
          const [used] = await db
            .update(staffRecoveryCodes)
            .set({ usedAt: sql`now()` })
            .where(and(eq(staffRecoveryCodes.id, matched), isNull(staffRecoveryCodes.usedAt)))
            .returning({ id: staffRecoveryCodes.id });
          accepted = used !== undefined;
          usedRecoveryCode = accepted;
        }
      }
      await attempt.settle(!accepted);
      if (!accepted) return { ok: false, reason: 'invalid_code' };

      const token = await db.transaction(async (tx) => {
        const issued = await studioSession(tx, owner.id, owner.userId, client);
        if (issued !== null && usedRecoveryCode) {
          // A recovery code in use means the phone may be lost: the admins see it.
          await recordAudit(tx, {
            actor: actorOf(owner.userId, owner.role, client),
            action: 'staff.recovery_code_use',
            subject: { type: 'user', id: owner.userId },
          });
        }
        return issued;
      });
      if (token === null) return { ok: false, reason: 'invalid_challenge' };
      return { ok: true, session: await sessionOf(owner.userId, token), usedRecoveryCode };
    },

    async startEnrolment(challenge) {
      const owner = await challengeOwner(challenge, 'enrol');
      if (owner === undefined || owner.secondFactorAt !== null) return { ok: false, reason: 'invalid_challenge' };
      // A new secret each time the page asks: a secret shown once and abandoned is never enrolled.
      const secret = newTotpSecret();
      await db.update(staffMembers).set({ pendingTotpSecret: secret }).where(eq(staffMembers.userId, owner.userId));
      return { ok: true, enrolment: await enrolmentFor(secret, owner.email) };
    },

    async confirmEnrolment(challenge, code, client) {
      const owner = await challengeOwner(challenge, 'enrol');
      if (owner === undefined || owner.secondFactorAt !== null || owner.pendingTotpSecret === null) {
        return { ok: false, reason: 'invalid_challenge' };
      }
      const attempt = await throttle.attempt(codeThrottleKey(owner.userId));
      if (!attempt.allowed) return { ok: false, reason: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds };
      const step = acceptedTotpStep(owner.pendingTotpSecret, code, null);
      await attempt.settle(step === null);
      if (step === null) return { ok: false, reason: 'invalid_code' };

      const { codes, hashes } = await newRecoveryCodes();
      const pendingSecret = owner.pendingTotpSecret;
      const token = await db.transaction(async (tx) => {
        const [enrolled] = await tx
          .update(staffMembers)
          .set({ totpSecret: pendingSecret, pendingTotpSecret: null, secondFactorAt: sql`now()`, lastTotpStep: step })
          .where(and(eq(staffMembers.userId, owner.userId), isNull(staffMembers.secondFactorAt), eq(staffMembers.pendingTotpSecret, pendingSecret)))
          .returning({ userId: staffMembers.userId });
        if (enrolled === undefined) return null;
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, owner.userId));
        await tx.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ userId: owner.userId, codeHash })));
        const issued = await studioSession(tx, owner.id, owner.userId, client);
        if (issued === null) return null;
        await recordAudit(tx, {
          actor: actorOf(owner.userId, owner.role, client),
          action: 'staff.second_factor_enrol',
          subject: { type: 'user', id: owner.userId },
          before: { second_factor: false },
          after: { second_factor: true, codes_made: codes.length },
        });
        return issued;
      });
      if (token === null) return { ok: false, reason: 'invalid_challenge' };
      return { ok: true, session: await sessionOf(owner.userId, token), recoveryCodes: codes };
    },

    async recoveryCodesLeft(userId) {
      return db.$count(staffRecoveryCodes, and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
    },

    async standing(userId, tokenId) {
      const [row] = await db
        .select({ role: staffMembers.role, secondFactorAt: staffMembers.secondFactorAt, verifiedToken: staffVerifiedSessions.tokenId })
        .from(staffMembers)
        .leftJoin(staffVerifiedSessions, and(eq(staffVerifiedSessions.tokenId, tokenId), eq(staffVerifiedSessions.userId, staffMembers.userId)))
        .where(eq(staffMembers.userId, userId));
      if (row === undefined) return { kind: 'not_staff' };
      const role = row.role as StaffRole;
      if (row.secondFactorAt === null || row.verifiedToken === null) return { kind: 'second_factor_required', role };
      return { kind: 'staff', role };
    },
  };
}
