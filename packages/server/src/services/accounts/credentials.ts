import { eq, sql } from 'drizzle-orm';
import type { AuthSession, ChangePasswordInput, LoginUserInput, SignupInput } from '@pariksha/contract';
import type { Database } from '../../db/open.js';
import { users } from '../../db/accounts-schema.js';
import type { LoginThrottle, Throttled } from '../login-throttle.js';
import { hashPassword, needsRehash, prepareDummyHash, verifyAgainstDummy, verifyPassword } from '../passwords.js';
import { hideQueryParams } from '../query-errors.js';
import { referrerOf } from '../referrals.js';
import { deviceSummary, type Learner, type SessionsService } from '../sessions.js';
import type { EmailConfirmation } from './email-confirmation.js';
import { defaultPreferredLanguage, offeredLanguage } from './preferred-language.js';
import { loadUser } from './user-view.js';

// Signing up, signing in and out, and changing the password: everything that proves who a learner is.

export type SignupResult =
  | { ok: true; session: AuthSession }
  | { ok: false; reason: 'email_taken' | 'referral_unknown' | 'referral_own' };
export type LoginResult = { ok: true; session: AuthSession } | { ok: false; reason: 'invalid_credentials' } | Throttled;
export type ChangePasswordResult =
  | { ok: true }
  | { ok: false; reason: 'wrong_password' | 'same_password' | 'no_account' }
  | Throttled;

/** Who is signing in: the address the login throttle counts by, the User-Agent the device list shows. */
export type SigningInClient = { address: string; userAgent?: string | undefined };

export type CredentialsService = {
  /** Creates the account and signs it in; `lang` becomes the preferred language when offered. */
  signup(input: SignupInput, lang: string, client?: SigningInClient): Promise<SignupResult>;
  /**
   * The same answer, after the same work, for an unknown e-mail and a wrong password; throttled
   * per e-mail and client network (services/login-throttle.ts).
   */
  login(input: LoginUserInput, client: SigningInClient): Promise<LoginResult>;
  /** Keeps the learner's current token and revokes the others. */
  changePassword(learner: Learner, input: ChangePasswordInput): Promise<ChangePasswordResult>;
  logout(learner: Learner): Promise<void>;
};

export type CredentialsOptions = {
  sessions: SessionsService;
  throttle: LoginThrottle;
  /** Mails the new account's confirmation link. */
  emailConfirmation: EmailConfirmation;
};

export function createCredentialsService(
  db: Database,
  { sessions, throttle, emailConfirmation }: CredentialsOptions,
): CredentialsService {
  // A failure here would surface (and be retried) at the first unknown-e-mail login instead.
  prepareDummyHash().catch(() => undefined);

  async function sessionFor(userId: number, token: string): Promise<AuthSession> {
    const user = await loadUser(db, userId);
    if (user === null) throw new Error('The account disappeared while signing in.');
    return { user, token };
  }

  return {
    async signup(input, lang, client) {
      const passwordHash = await hashPassword(input.password);
      const preferredLanguage = (await offeredLanguage(db, lang)) ?? defaultPreferredLanguage;
      const created = await db.transaction(async (tx) => {
        // The friend's code is checked before anything is written: a refused one creates nothing.
        let referredByUserId: number | null = null;
        if (input.referral_code !== undefined && input.referral_code !== '') {
          const referrer = await referrerOf(tx, input.referral_code);
          if (referrer === null) return { ok: false as const, reason: 'referral_unknown' as const };
          // At sign-up, "your own" code is one whose owner has this phone number or e-mail.
          if (referrer.phone === input.phone || referrer.email === input.email) return { ok: false as const, reason: 'referral_own' as const };
          referredByUserId = referrer.id;
        }
        const [row] = await hideQueryParams(
          tx
            .insert(users)
            .values({
              email: input.email,
              passwordHash,
              firstName: input.first_name,
              phone: input.phone,
              preferredLanguage,
              referredByUserId,
            })
            // Two sign-ups racing for one address: one wins, the other is told it is taken.
            .onConflictDoNothing({ target: users.email })
            .returning({ id: users.id }),
        );
        if (row === undefined) return { ok: false as const, reason: 'email_taken' as const };
        return { ok: true as const, userId: row.id, token: await sessions.issue(row.id, tx, deviceSummary(client?.userAgent)) };
      });
      if (!created.ok) return { ok: false, reason: created.reason };
      // The learner may use everything before confirming; a mail that cannot go now does not undo
      // the account (a change of e-mail to the same address sends a new link).
      await emailConfirmation.mailLink(created.userId, input.first_name, input.email, 'signup').catch(() => undefined);
      return { ok: true, session: await sessionFor(created.userId, created.token) };
    },

    async login({ email, password }, client) {
      const attempt = await throttle.attemptLogin(email, client.address);
      if (!attempt.allowed) return { ok: false, reason: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds };
      const [account] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, email));
      const valid =
        account === undefined ? await verifyAgainstDummy(password) : await verifyPassword(account.passwordHash, password);
      await attempt.settle(!valid);
      if (!valid || account === undefined) return { ok: false, reason: 'invalid_credentials' };

      if (needsRehash(account.passwordHash)) {
        // Settings raised since this hash was made: store it again at today's cost.
        const passwordHash = await hashPassword(password);
        await hideQueryParams(db.update(users).set({ passwordHash }).where(eq(users.id, account.id)));
      }
      const token = await sessions.issue(account.id, undefined, deviceSummary(client.userAgent));
      return { ok: true, session: await sessionFor(account.id, token) };
    },

    async changePassword(learner, { current_password, new_password }) {
      const attempt = await throttle.attempt(`password:${learner.userId}`);
      if (!attempt.allowed) return { ok: false, reason: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds };
      const [account] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, learner.userId));
      if (account === undefined) {
        await attempt.settle(false);
        return { ok: false, reason: 'no_account' };
      }
      const valid = await verifyPassword(account.passwordHash, current_password);
      await attempt.settle(!valid);
      if (!valid) return { ok: false, reason: 'wrong_password' };
      if (await verifyPassword(account.passwordHash, new_password)) return { ok: false, reason: 'same_password' };

      const passwordHash = await hashPassword(new_password);
      await db.transaction(async (tx) => {
        await hideQueryParams(
          tx
            .update(users)
            .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
            .where(eq(users.id, learner.userId)),
        );
        await sessions.revokeOthers(learner.userId, learner.tokenId, tx);
      });
      return { ok: true };
    },

    async logout(learner) {
      await sessions.revoke(learner.tokenId);
    },
  };
}
