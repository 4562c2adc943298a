import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import {
  type AuthSession,
  type ChangePasswordInput,
  type LoginUserInput,
  type Membership,
  type RequestEmailChangeInput,
  type SignupInput,
  type UpdateProfileInput,
  type User,
  emailConfirmationHours,
  todayInIndia,
  trialDays,
} from '@pariksha/contract';
import type { Database } from '../db/open.js';
import { type AcademicEntryJson, type NewUserRow, emailConfirmations, users } from '../db/accounts-schema.js';
import { attempts } from '../db/attempts-schema.js';
import { courseEnrolments, subscriptionPlans, userSubscriptions } from '../db/commerce-schema.js';
import { exams, languages } from '../db/content-schema.js';
import type { LoginThrottle } from './login-throttle.js';
import type { Mailer } from './mailer/index.js';
import { chosenExam, coverageOf } from './access/index.js';
import { pickTranslation, resolveLanguage } from './content/translations.js';
import { hashPassword, needsRehash, prepareDummyHash, verifyAgainstDummy, verifyPassword } from './passwords.js';
import { hideQueryParams, isUniqueViolation } from './query-errors.js';
import { referrerOf } from './referrals.js';
import { deviceSummary, type Learner, type SessionsService } from './sessions.js';

export const defaultPreferredLanguage = 'en';

type Throttled = { ok: false; reason: 'throttled'; retryAfterSeconds: number };

export type SignupResult =
  | { ok: true; session: AuthSession }
  | { ok: false; reason: 'email_taken' | 'referral_unknown' | 'referral_own' };
export type LoginResult = { ok: true; session: AuthSession } | { ok: false; reason: 'invalid_credentials' } | Throttled;
export type UpdateProfileResult =
  | { ok: true; user: User }
  | {
      ok: false;
      reason:
        | 'email_taken'
        | 'unknown_language'
        | 'no_account'
        | 'email_needs_confirmation'
        | 'phone_needs_password'
        | 'wrong_password';
    }
  | Throttled;
export type RequestEmailChangeResult = { ok: true } | { ok: false; reason: 'wrong_password' | 'no_account' } | Throttled;
export type ConfirmEmailResult = { ok: true; user: User } | { ok: false; reason: 'invalid_link' | 'email_taken' };
export type ChangePasswordResult =
  | { ok: true }
  | { ok: false; reason: 'wrong_password' | 'same_password' | 'no_account' }
  | Throttled;
export type StartTrialResult =
  | { ok: true; trial: Membership; user: User }
  | { ok: false; reason: 'plan_not_found' | 'no_account' }
  | { ok: false; reason: 'trial_used'; planName: string }
  /** BASIC's one exam: not sent, no such exam, or one free for everyone already. */
  | { ok: false; reason: 'exam_missing' | 'exam_unknown'; planName: string }
  | { ok: false; reason: 'exam_free'; planName: string; examTitle: string };

/** Who is signing in: the address the login throttle counts by, the User-Agent the device list shows. */
export type SigningInClient = { address: string; userAgent?: string | undefined };

export type AccountsService = {
  sessions: SessionsService;
  /** Creates the account and signs it in; `lang` becomes the preferred language when offered. */
  signup(input: SignupInput, lang: string, client?: SigningInClient): Promise<SignupResult>;
  /**
   * The same answer, after the same work, for an unknown e-mail and a wrong password; throttled
   * per e-mail and client network (services/login-throttle.ts).
   */
  login(input: LoginUserInput, client: SigningInClient): Promise<LoginResult>;
  /** The learner as the API shows it; null when the account is gone. */
  profile(userId: number): Promise<User | null>;
  updateProfile(userId: number, input: UpdateProfileInput): Promise<UpdateProfileResult>;
  /**
   * Checks the current password, then mails the new address: a confirmation link, or (when another
   * account has it) a note saying so. The answer is the same either way.
   */
  requestEmailChange(learner: Learner, input: RequestEmailChangeInput): Promise<RequestEmailChangeResult>;
  /** Opens a mailed link: the account's address becomes the one confirmed. Works once, within a day. */
  confirmEmail(token: string): Promise<ConfirmEmailResult>;
  /** Keeps the learner's current token and revokes the others. */
  changePassword(learner: Learner, input: ChangePasswordInput): Promise<ChangePasswordResult>;
  logout(learner: Learner): Promise<void>;
  /**
   * A `trialDays` trial of the plan, once per learner per plan. BASIC needs its one exam, a locked
   * one (`examSlug`, stored with the trial); other plans ignore it.
   */
  startTrial(userId: number, planId: number, examSlug?: string, lang?: string): Promise<StartTrialResult>;
};

export type AccountsOptions = {
  sessions: SessionsService;
  throttle: LoginThrottle;
  mailer: Mailer;
  /** The app's address the mailed links point to, `http://localhost:3000` (no trailing slash). */
  publicUrl: string;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Anything drizzle can query through: the database or a transaction. */
type Queryable = Pick<Database, 'select' | '$count'>;

/** Every column but the password hash, which is never read outside login and password change. */
const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  preferredLanguage: users.preferredLanguage,
  dob: users.dob,
  gender: users.gender,
  city: users.city,
  state: users.state,
  postCode: users.postCode,
  country: users.country,
  academic: users.academic,
  createdAt: users.createdAt,
  emailConfirmedAt: users.emailConfirmedAt,
};

type MembershipRow = { planId: number; planName: string; isTrial: boolean; examSlug: string | null; startsAt: Date; endsAt: Date };

function toMembership(row: MembershipRow): Membership {
  return {
    plan_id: row.planId,
    plan_name: row.planName,
    is_trial: row.isTrial,
    exam_slug: row.examSlug,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    // The last moment is ends_at; its calendar day in India is the last day of the plan.
    ends_on: todayInIndia(new Date(row.endsAt.getTime() - 1)),
  };
}

const gender = (value: string | null): User['profile']['gender'] =>
  value === 'Female' || value === 'Male' || value === 'Other' ? value : null;

async function loadUser(db: Queryable, userId: number): Promise<User | null> {
  const [row] = await db
    .select({
      ...userColumns,
      coursesPurchased: db.$count(courseEnrolments, eq(courseEnrolments.userId, users.id)),
      // Tests Given: mock tests taken to the end (submitted by the learner or at the deadline).
      testsGiven: db.$count(attempts, and(eq(attempts.userId, users.id), eq(attempts.status, 'submitted'))),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (row === undefined) return null;

  // The active plan; when several are, the highest-ranked (PLATINUM over GOLD), then the longest.
  const [active] = await db
    .select({
      planId: userSubscriptions.planId,
      planName: subscriptionPlans.planName,
      isTrial: userSubscriptions.isTrial,
      examSlug: exams.slug,
      startsAt: userSubscriptions.startsAt,
      endsAt: userSubscriptions.endsAt,
    })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .leftJoin(exams, eq(exams.id, userSubscriptions.examId))
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        lte(userSubscriptions.startsAt, sql`now()`),
        gt(userSubscriptions.endsAt, sql`now()`),
      ),
    )
    .orderBy(desc(subscriptionPlans.sortOrder), desc(userSubscriptions.endsAt))
    .limit(1);

  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    preferred_language: row.preferredLanguage,
    profile: {
      first_name: row.firstName,
      last_name: row.lastName,
      phone: row.phone,
      email: row.email,
      dob: row.dob,
      gender: gender(row.gender),
      city: row.city,
      state: row.state,
      post_code: row.postCode,
      country: row.country,
    },
    academic: row.academic.map((entry) => ({
      course: entry.course,
      passing_year: entry.passingYear,
      institute: entry.institute,
      current_percentage: entry.currentPercentage,
    })),
    stats: { courses_purchased: Number(row.coursesPurchased), tests_given: Number(row.testsGiven) },
    membership: active === undefined ? null : toMembership(active),
    created_at: row.createdAt.toISOString(),
    email_confirmed: row.emailConfirmedAt !== null,
  };
}

/** '' and null both mean "not given". */
const blankToNull = (value: string | null | undefined): string | null | undefined =>
  value === '' ? null : value;

export function createAccountsService(
  db: Database,
  { sessions, throttle, mailer, publicUrl }: AccountsOptions,
): AccountsService {
  // A failure here would surface (and be retried) at the first unknown-e-mail login instead.
  prepareDummyHash().catch(() => undefined);

  async function offeredLanguage(code: string): Promise<string | null> {
    const primary = code.split('-', 1)[0] ?? code;
    const rows = await db
      .select({ code: languages.shortName })
      .from(languages)
      .where(sql`${languages.shortName} in (${code}, ${primary})`);
    const codes = rows.map((row) => row.code);
    return codes.find((found) => found === code) ?? codes.find((found) => found === primary) ?? null;
  }

  /** A new link for `email` (the learner's older links stop working), mailed to that address. */
  async function mailConfirmation(userId: number, firstName: string, email: string, purpose: 'signup' | 'change') {
    const token = randomBytes(32).toString('base64url');
    await db.transaction(async (tx) => {
      await tx.delete(emailConfirmations).where(eq(emailConfirmations.userId, userId));
      await hideQueryParams(
        tx.insert(emailConfirmations).values({
          userId,
          email,
          tokenHash: hashToken(token),
          expiresAt: sql`now() + ${emailConfirmationHours}::int * interval '1 hour'`,
        }),
      );
    });
    const link = `${publicUrl}/confirm-email?token=${token}`;
    const why =
      purpose === 'signup'
        ? 'Welcome to Pariksha! Please confirm that this is your e-mail address'
        : 'You asked to sign in to Pariksha with this e-mail address from now on. Confirm it';
    await mailer.send({
      to: email,
      subject: 'Confirm your e-mail address for Pariksha',
      text:
        `Hello ${firstName},\n\n${why} by opening this link within ${emailConfirmationHours} hours:\n\n${link}\n\n` +
        'If you did not ask for this, ignore this mail: nothing changes.\n\nPariksha',
    });
  }

  async function sessionFor(userId: number, token: string): Promise<AuthSession> {
    const user = await loadUser(db, userId);
    if (user === null) throw new Error('The account disappeared while signing in.');
    return { user, token };
  }

  return {
    sessions,

    async signup(input, lang, client) {
      const passwordHash = await hashPassword(input.password);
      const preferredLanguage = (await offeredLanguage(lang)) ?? defaultPreferredLanguage;
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
      await mailConfirmation(created.userId, input.first_name, input.email, 'signup').catch(() => undefined);
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

    profile(userId) {
      return loadUser(db, userId);
    },

    async updateProfile(userId, { personal, academic, preferred_language, current_password }) {
      const changes: Partial<NewUserRow> = {};
      if (personal !== undefined) {
        const [account] = await db
          .select({ email: users.email, phone: users.phone, passwordHash: users.passwordHash })
          .from(users)
          .where(eq(users.id, userId));
        if (account === undefined) return { ok: false, reason: 'no_account' };
        // The sign-in address changes only through requestEmailChange (a password and a mailed link);
        // sending the current one back, as the profile form does, is no change.
        if (personal.email !== undefined && personal.email !== account.email) {
          return { ok: false, reason: 'email_needs_confirmation' };
        }
        // A new phone needs the current password, checked and throttled as in changePassword.
        if (personal.phone !== undefined && personal.phone !== account.phone) {
          if (current_password === undefined) return { ok: false, reason: 'phone_needs_password' };
          const attempt = await throttle.attempt(`password:${userId}`);
          if (!attempt.allowed) return { ok: false, reason: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds };
          const valid = await verifyPassword(account.passwordHash, current_password);
          await attempt.settle(!valid);
          if (!valid) return { ok: false, reason: 'wrong_password' };
          changes.phone = personal.phone;
        }
        if (personal.first_name !== undefined) changes.firstName = personal.first_name;
        if (personal.last_name !== undefined) changes.lastName = blankToNull(personal.last_name);
        if (personal.dob !== undefined) changes.dob = blankToNull(personal.dob);
        if (personal.gender !== undefined) changes.gender = blankToNull(personal.gender);
        if (personal.city !== undefined) changes.city = blankToNull(personal.city);
        if (personal.state !== undefined) changes.state = blankToNull(personal.state);
        if (personal.post_code !== undefined) changes.postCode = blankToNull(personal.post_code);
        if (personal.country !== undefined) changes.country = blankToNull(personal.country);
      }
      if (academic !== undefined) {
        changes.academic = academic.map(
          (entry): AcademicEntryJson => ({
            course: entry.course,
            passingYear: entry.passing_year,
            institute: entry.institute,
            currentPercentage: entry.current_percentage,
          }),
        );
      }
      if (preferred_language !== undefined) {
        const offered = await offeredLanguage(preferred_language);
        // Only an exact code: 'hi-IN' is not a code getAllLanguages lists.
        if (offered !== preferred_language) return { ok: false, reason: 'unknown_language' };
        changes.preferredLanguage = offered;
      }

      if (Object.keys(changes).length > 0) {
        try {
          const updated = await db
            .update(users)
            .set({ ...changes, updatedAt: sql`now()` })
            .where(eq(users.id, userId))
            .returning({ id: users.id });
          if (updated.length === 0) return { ok: false, reason: 'no_account' };
        } catch (error) {
          if (isUniqueViolation(error)) return { ok: false, reason: 'email_taken' };
          throw error;
        }
      }
      const user = await loadUser(db, userId);
      return user === null ? { ok: false, reason: 'no_account' } : { ok: true, user };
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

    async requestEmailChange(learner, { new_email, current_password }) {
      const attempt = await throttle.attempt(`password:${learner.userId}`);
      if (!attempt.allowed) return { ok: false, reason: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds };
      const [account] = await db
        .select({ passwordHash: users.passwordHash, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, learner.userId));
      if (account === undefined) {
        await attempt.settle(false);
        return { ok: false, reason: 'no_account' };
      }
      const valid = await verifyPassword(account.passwordHash, current_password);
      await attempt.settle(!valid);
      if (!valid) return { ok: false, reason: 'wrong_password' };

      const [other] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, new_email), ne(users.id, learner.userId)));
      if (other !== undefined) {
        // Only the owner of that address learns that it has an account.
        await mailer.send({
          to: new_email,
          subject: 'Someone asked to use this e-mail address on Pariksha',
          text:
            `Hello,\n\nA Pariksha learner asked to sign in with this e-mail address, but a Pariksha account ` +
            'already uses it, so nothing changed. If that account is yours, you can sign in with this address ' +
            `(or reset its password) at ${publicUrl}/login.\n\nIf you did not ask for this, ignore this mail.\n\nPariksha`,
        });
        return { ok: true };
      }
      await mailConfirmation(learner.userId, account.firstName, new_email, 'change');
      return { ok: true };
    },

    async confirmEmail(token) {
      const outcome = await db.transaction(async (tx) => {
        // Deleted as it is read: a link works once, even when opened twice at the same moment.
        const [link] = await tx
          .delete(emailConfirmations)
          .where(and(eq(emailConfirmations.tokenHash, hashToken(token)), gt(emailConfirmations.expiresAt, sql`now()`)))
          .returning({ userId: emailConfirmations.userId, email: emailConfirmations.email });
        if (link === undefined) return { ok: false as const, reason: 'invalid_link' as const };
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, link.email), ne(users.id, link.userId)));
        if (taken !== undefined) return { ok: false as const, reason: 'email_taken' as const };
        await hideQueryParams(
          tx
            .update(users)
            .set({ email: link.email, emailConfirmedAt: sql`now()`, updatedAt: sql`now()` })
            .where(eq(users.id, link.userId)),
        );
        return { ok: true as const, userId: link.userId };
      }).catch((error: unknown) => {
        // Another account took the address between the check and the update.
        if (isUniqueViolation(error)) return { ok: false as const, reason: 'email_taken' as const };
        throw error;
      });
      if (!outcome.ok) return outcome;
      const user = await loadUser(db, outcome.userId);
      return user === null ? { ok: false, reason: 'invalid_link' } : { ok: true, user };
    },

    async logout(learner) {
      await sessions.revoke(learner.tokenId);
    },

    async startTrial(userId, planId, examSlug, lang = defaultPreferredLanguage) {
      const [plan] = await db
        .select({ id: subscriptionPlans.id, planName: subscriptionPlans.planName })
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.id, planId));
      if (plan === undefined) return { ok: false, reason: 'plan_not_found' };

      // BASIC opens the one exam the learner chooses: it must be named, and locked (a free one needs no plan).
      let chosen: { id: number; slug: string } | null = null;
      if (coverageOf(plan.planName)?.kind === 'one_exam') {
        const choice = await chosenExam(db, examSlug);
        if (!choice.ok) {
          if (choice.reason !== 'exam_free') return { ok: false, reason: choice.reason, planName: plan.planName };
          const examTitle = pickTranslation(choice.translations, resolveLanguage(Object.keys(choice.translations), lang)).title;
          return { ok: false, reason: 'exam_free', planName: plan.planName, examTitle };
        }
        chosen = choice.exam;
      }

      const [row] = await db
        .insert(userSubscriptions)
        .values({
          userId,
          planId,
          isTrial: true,
          examId: chosen?.id ?? null,
          startsAt: sql`now()`,
          endsAt: sql`now() + ${trialDays}::int * interval '1 day'`,
        })
        // The partial unique index allows one trial per learner and plan, even under a race.
        .onConflictDoNothing()
        .returning({
          planId: userSubscriptions.planId,
          isTrial: userSubscriptions.isTrial,
          startsAt: userSubscriptions.startsAt,
          endsAt: userSubscriptions.endsAt,
        });
      if (row === undefined) return { ok: false, reason: 'trial_used', planName: plan.planName };

      const user = await loadUser(db, userId);
      if (user === null) return { ok: false, reason: 'no_account' };
      return { ok: true, trial: toMembership({ ...row, planName: plan.planName, examSlug: chosen?.slug ?? null }), user };
    },
  };
}
