import { eq, sql } from 'drizzle-orm';
import type { AuthSession, ChangePasswordInput, LoginUserInput, SignupInput } from '@pariksha/contract';
import type { SecondFactorChallenge } from '@pariksha/contract/staff';
import type { Database } from '../../db/open.js';
import { users } from '../../db/accounts-schema.js';
import type { LoginThrottle, Throttled } from '../login-throttle.js';
import { hashPassword, needsRehash, prepareDummyHash, verifyAgainstDummy, verifyPassword } from '../passwords.js';
import { hideQueryParams } from '../query-errors.js';
import { referrerOf } from '../referrals.js';
import { deviceSummary, type Learner, type SessionsService } from '../sessions.js';
import { checkCurrentPassword } from './current-password.js';
import { type DeviceEntry, deviceThrottleKey, newDeviceEntry, trustedEntry } from './device-trust.js';
import type { EmailConfirmation } from './email-confirmation.js';
import { defaultPreferredLanguage, offeredLanguage } from './preferred-language.js';
import { loadUser } from './user-view.js';

// Signing up, signing in and out, and changing the password: everything that proves who a learner is.

/** `device`: the entry that makes this browser trusted for the account from now on (device-trust.ts). */
export type SignupResult =
  | { ok: true; session: AuthSession; device: DeviceEntry }
  | { ok: false; reason: 'email_taken' | 'referral_unknown' | 'referral_own' };
export type LoginResult =
  | { ok: true; session: AuthSession; device: DeviceEntry }
  /** A staff member: the password was right, a second factor comes before any session. */
  | { ok: true; secondFactor: SecondFactorChallenge; device: DeviceEntry }
  | { ok: false; reason: 'invalid_credentials' }
  | Throttled;
export type ChangePasswordResult =
  | { ok: true; device: DeviceEntry }
  | { ok: false; reason: 'wrong_password' | 'same_password' | 'no_account' }
  | Throttled;

/**
 * Who is signing in: the address the login throttle counts by, the User-Agent the device list
 * shows, and the entries of the browser's device cookies (signatures already checked).
 */
export type SigningInClient = { address: string; userAgent?: string | undefined; devices?: readonly DeviceEntry[] };

export type CredentialsService = {
  /** Creates the account and signs it in; `lang` becomes the preferred language when offered. */
  signup(input: SignupInput, lang: string, client?: SigningInClient): Promise<SignupResult>;
  /**
   * The same answer, after the same work, for an unknown e-mail and a wrong password; throttled
   * per e-mail and client network (services/login-throttle.ts), or, from a browser trusted for the
   * account, by that browser's own count instead.
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
  /**
   * After a right password: null for a learner (signed in as always), else the staff member's
   * second-factor step (services/staff/sign-in.ts). Unset: everyone is a learner.
   */
  secondFactorStep?: ((userId: number) => Promise<SecondFactorChallenge | null>) | undefined;
};

export function createCredentialsService(
  db: Database,
  { sessions, throttle, emailConfirmation, secondFactorStep }: CredentialsOptions,
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
            .returning({ id: users.id, passwordChangedAt: users.passwordChangedAt }),
        );
        if (row === undefined) return { ok: false as const, reason: 'email_taken' as const };
        const token = await sessions.issue(row.id, tx, deviceSummary(client?.userAgent));
        return { ok: true as const, userId: row.id, token, device: newDeviceEntry(row.id, row.passwordChangedAt.getTime()) };
      });
      if (!created.ok) return { ok: false, reason: created.reason };
      // The learner may use everything before confirming; a mail that cannot go now does not undo
      // the account (a change of e-mail to the same address sends a new link).
      await emailConfirmation.mailLink(created.userId, input.first_name, input.email, 'signup').catch(() => undefined);
      return { ok: true, session: await sessionFor(created.userId, created.token), device: created.device };
    },

    async login({ email, password }, client) {
      // The account first (an unknown e-mail costs the same read): a browser trusted for it is
      // held by its own count, not by the account's lockout, which an attacker can fill.
      const [account] = await db
        .select({
          id: users.id,
          passwordHash: users.passwordHash,
          passwordChangedAt: users.passwordChangedAt,
          // The database's clock, as the password's change and the device entries were stamped.
          now: sql<number>`extract(epoch from now()) * 1000`.mapWith(Number),
        })
        .from(users)
        .where(eq(users.email, email));
      const trusted =
        account === undefined
          ? null
          : trustedEntry(client.devices ?? [], { id: account.id, passwordChangedAtMs: account.passwordChangedAt.getTime() }, account.now);
      const attempt = trusted === null ? await throttle.attemptLogin(email, client.address) : await throttle.attempt(deviceThrottleKey(trusted));
      if (!attempt.allowed) return { ok: false, reason: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds };
      const valid =
        account === undefined ? await verifyAgainstDummy(password) : await verifyPassword(account.passwordHash, password);
      await attempt.settle(!valid);
      if (!valid || account === undefined) return { ok: false, reason: 'invalid_credentials' };

      if (needsRehash(account.passwordHash)) {
        // Settings raised since this hash was made: store it again at today's cost.
        const passwordHash = await hashPassword(password);
        await hideQueryParams(db.update(users).set({ passwordHash }).where(eq(users.id, account.id)));
      }
      const device = newDeviceEntry(account.id, Math.floor(account.now));
      const secondFactor = (await secondFactorStep?.(account.id)) ?? null;
      if (secondFactor !== null) return { ok: true, secondFactor, device };
      const token = await sessions.issue(account.id, undefined, deviceSummary(client.userAgent));
      return { ok: true, session: await sessionFor(account.id, token), device };
    },

    async changePassword(learner, { current_password, new_password }) {
      const [account] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, learner.userId));
      if (account === undefined) return { ok: false, reason: 'no_account' };
      const current = await checkCurrentPassword(throttle, learner.userId, account.passwordHash, current_password);
      if (!current.ok) return current;
      if (await verifyPassword(account.passwordHash, new_password)) return { ok: false, reason: 'same_password' };

      const passwordHash = await hashPassword(new_password);
      const changedAt = await db.transaction(async (tx) => {
        const [changed] = await hideQueryParams(
          tx
            .update(users)
            .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
            .where(eq(users.id, learner.userId))
            .returning({ at: users.passwordChangedAt }),
        );
        await sessions.revokeOthers(learner.userId, learner.tokenId, tx);
        return changed?.at ?? null;
      });
      if (changedAt === null) return { ok: false, reason: 'no_account' };
      // Every other browser's trust ends with the old password; this one proved the password.
      return { ok: true, device: newDeviceEntry(learner.userId, changedAt.getTime()) };
    },

    async logout(learner) {
      await sessions.revoke(learner.tokenId);
    },
  };
}
