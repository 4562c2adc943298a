import { eq, sql } from 'drizzle-orm';
import type { UpdateProfileInput, User } from '@pariksha/contract';
import type { Database } from '../../db/open.js';
import { type AcademicEntryJson, type NewUserRow, users } from '../../db/accounts-schema.js';
import type { LoginThrottle, Throttled } from '../login-throttle.js';
import { isUniqueViolation } from '../query-errors.js';
import { checkCurrentPassword } from './current-password.js';
import { offeredLanguage } from './preferred-language.js';
import { loadUser } from './user-view.js';

// The learner's own profile: personal details, academic entries, preferred language. The sign-in
// address changes through email-change.ts, the password through credentials.ts.

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

export type ProfileService = {
  /** The learner as the API shows it; null when the account is gone. */
  profile(userId: number): Promise<User | null>;
  updateProfile(userId: number, input: UpdateProfileInput): Promise<UpdateProfileResult>;
};

/** '' and null both mean "not given". */
const blankToNull = (value: string | null | undefined): string | null | undefined =>
  value === '' ? null : value;

export function createProfileService(db: Database, { throttle }: { throttle: LoginThrottle }): ProfileService {
  return {
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
          const current = await checkCurrentPassword(throttle, userId, account.passwordHash, current_password);
          if (!current.ok) return current;
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
        const offered = await offeredLanguage(db, preferred_language);
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
  };
}
