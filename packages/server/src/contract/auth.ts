import { z } from 'zod';
import { genders } from './values.js';
import { normaliseIndianMobile, phoneMessage } from './content.js';
import { successEnvelope } from './envelope.js';

// Accounts and sessions: sign-up, login, logout, password change, and the learner (`user`) every
// one of them answers with. Field rules live here so the app's forms can reuse them.

// ── Limits ─────────────────────────────────────────────────────────────────────────────────────

export const passwordMinLength = 8;
export const passwordMaxLength = 128;
export const nameMaxLength = 80;
/** RFC 5321's longest deliverable address. */
export const emailMaxLength = 254;
/** A token is valid this long after login or sign-up, unless revoked first (logout, password change). */
export const sessionLifetimeDays = 30;
/** Failed logins per e-mail address (and wrong current passwords per learner) in one window. */
export const failedLoginLimit = 5;
export const failedLoginWindowMinutes = 15;
/** Login and sign-up requests per minute per client address. */
export const authRequestsPerMinute = 10;

export const passwordMessage = `Use ${passwordMinLength} to ${passwordMaxLength} characters for your password.`;
export const emailMessage = 'Enter a valid email address.';
/** The 401 every route behind a Bearer token answers for a missing, unknown, expired or revoked one. */
export const unauthorizedMessage = 'Unauthorized. Please login again.';

// ── Field rules ────────────────────────────────────────────────────────────────────────────────

/** Control characters (PostgreSQL cannot store NUL in text; line breaks do not belong in a name). */
// eslint-disable-next-line no-control-regex
export const controlCharacters = /[\u0000-\u001f\u007f]/;

/** A one-line text: trimmed, at most `max` characters, no control characters. */
export const lineText = (messages: { required: string; tooLong: string; max: number }) =>
  z
    .string({ error: messages.required })
    .trim()
    .max(messages.max, messages.tooLong)
    .refine((value) => !controlCharacters.test(value), 'Remove the unusual characters (such as line breaks).');

/** A name: 1–80 characters after trimming, no control characters. */
export const personName = z
  .string({ error: 'Enter your name.' })
  .trim()
  .min(1, 'Enter your name.')
  .max(nameMaxLength, `Keep your name to ${nameMaxLength} characters or fewer.`)
  .refine((value) => !controlCharacters.test(value), 'Use only letters, spaces and punctuation in your name.');

/** An Indian mobile number in any usual spelling (+91, 0, spaces, dashes), stored as its 10 digits. */
export const indianMobileField = z
  .string({ error: phoneMessage })
  .max(30, phoneMessage)
  .refine((value) => normaliseIndianMobile(value) !== null, phoneMessage)
  .transform((value) => normaliseIndianMobile(value) ?? value)
  .describe('Indian mobile: 10 digits starting 6–9; +91, 91 or 0 prefix, spaces and dashes allowed; stored as the 10 digits.');

/** Trimmed and lower-cased, so `Asha@Example.IN ` and `asha@example.in` are one account. */
export const emailField = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter your email address.')
  .max(emailMaxLength, emailMessage)
  .pipe(z.email({ error: emailMessage }))
  .describe('An e-mail address (trimmed and lower-cased, at most 254 characters).');

/** A new password: 8 to 128 characters, anything allowed (it is only ever hashed). */
export const newPasswordField = z
  .string({ error: 'Enter a password.' })
  .min(1, 'Enter a password.')
  .min(passwordMinLength, passwordMessage)
  .max(passwordMaxLength, passwordMessage)
  .describe(`${passwordMinLength} to ${passwordMaxLength} characters.`);

/** A password being checked: any non-empty text up to the maximum. */
const passwordToCheck = (required: string) =>
  z.string({ error: required }).min(1, required).max(passwordMaxLength, passwordMessage);

// ── The learner ────────────────────────────────────────────────────────────────────────────────

export { genders, passingYears, type Gender } from './values.js';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const academicEntry = z.object({
  course: z.string(),
  passing_year: z.number().int(),
  institute: z.string(),
  /** 0–100, up to two decimals. */
  current_percentage: z.number(),
});
export type AcademicEntry = z.infer<typeof academicEntry>;

/** The Personal Information tab, exactly as updateProfile's `personal` takes it; null = not given. */
export const userProfile = z.object({
  first_name: z.string(),
  last_name: z.string().nullable(),
  /** Ten digits; the app shows +91 in front. */
  phone: z.string(),
  email: z.string(),
  dob: isoDate.nullable(),
  gender: z.enum(genders).nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  post_code: z.string().nullable(),
  country: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const userStats = z.object({
  /** Courses the learner is enrolled in. */
  courses_purchased: z.number().int(),
  /** Mock tests the learner has submitted. */
  tests_given: z.number().int(),
});
export type UserStats = z.infer<typeof userStats>;

/** The plan the learner holds now (the highest-ranked if several); null: none. */
export const membership = z.object({
  plan_id: z.number().int(),
  /** 'GOLD' → the profile shows 'Gold Member'. */
  plan_name: z.string(),
  is_trial: z.boolean(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  /** The last day, `YYYY-MM-DD`, in India's time zone. */
  ends_on: isoDate,
});
export type Membership = z.infer<typeof membership>;

/** The learner as every account route answers: never a password or token hash. */
export const user = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  /** A short_name from getAllLanguages. */
  preferred_language: z.string(),
  profile: userProfile,
  academic: z.array(academicEntry),
  stats: userStats,
  membership: membership.nullable(),
  created_at: z.iso.datetime(),
});
export type User = z.infer<typeof user>;

/** Login and sign-up: the learner and a Bearer token (opaque; send it as `Authorization: Bearer …`). */
export const authSession = z.object({
  user,
  token: z.string(),
});
export type AuthSession = z.infer<typeof authSession>;

// ── Requests and responses ─────────────────────────────────────────────────────────────────────

export const signupBody = z.object({
  /** The sign-up form's Full Name. */
  first_name: personName,
  phone: indianMobileField,
  email: emailField,
  password: newPasswordField,
});
export type SignupBody = z.input<typeof signupBody>;
export type SignupInput = z.output<typeof signupBody>;
export const signupResponse = successEnvelope(authSession).extend({ msg: z.string() });
export type SignupResponse = z.infer<typeof signupResponse>;

export const loginUserBody = z.object({
  email: emailField,
  password: passwordToCheck('Enter your password.'),
});
export type LoginUserBody = z.input<typeof loginUserBody>;
export type LoginUserInput = z.output<typeof loginUserBody>;
export const loginUserResponse = successEnvelope(authSession).extend({ msg: z.string() });
export type LoginUserResponse = z.infer<typeof loginUserResponse>;

export const logoutResponse = successEnvelope(z.null()).extend({ msg: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponse>;

export const changePasswordBody = z.object({
  current_password: passwordToCheck('Enter your current password.'),
  new_password: newPasswordField,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export type ChangePasswordInput = z.output<typeof changePasswordBody>;
/** The token that made the request stays valid; every other token of the learner is revoked. */
export const changePasswordResponse = successEnvelope(z.null()).extend({ msg: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;
