import { z } from 'zod';
import { controlCharacters, emailPattern } from './field-checks.js';
import { fieldMessagesEn as messages } from './field-messages.js';
import { referralCodeField } from './commerce.js';
import {
  emailMaxLength,
  indianMobileInputMaxLength,
  nameMaxLength,
  nameRequiredMessage,
  nameTooLongMessage,
  normaliseIndianMobile,
  passwordMaxLength,
  passwordMinLength,
  phoneMessage,
} from './values.js';

// Accounts and sessions: sign-up, login, logout, password change, and the learner (`user`) every
// one of them answers with. Field rules live here so the app's forms can reuse them.

// ── Limits ─────────────────────────────────────────────────────────────────────────────────────

// The form limits the ui and the app share live in values.ts.
export { emailMaxLength, nameMaxLength, passwordMaxLength, passwordMinLength } from './values.js';
/** A token is valid this long after login or sign-up, unless revoked first (logout, password change). */
export const sessionLifetimeDays = 30;
/** A token not used for this long stops working too (the normal 401). */
export const sessionIdleDays = 14;
/** Live tokens per learner; a login beyond them signs out the least recently used device. */
export const maxLiveSessions = 10;
/** Failed logins per e-mail address (and wrong current passwords per learner) in one window. */
export const failedLoginLimit = 5;
export const failedLoginWindowMinutes = 15;
/**
 * Sign-ups, and logins, per minute per client address (each its own count): sized for a coaching
 * lab of 60 learners behind one address, who all sign in as a class starts, a typo or a refused
 * password costing each a second try. Signed-in requests are counted per learner instead.
 */
export const authRequestsPerMinute = 120;

export const passwordMessage = messages.passwordLength;
/** Beyond its length, a new password is refused when too common or made from the learner's details. */
export { commonPasswordMessage, personalPasswordMessage } from './password-rules.js';
export const emailMessage = messages.email;
/** The 401 every route behind a Bearer token answers for a missing, unknown, expired or revoked one. */
export const unauthorizedMessage = 'Unauthorized. Please login again.';

// ── Field rules ────────────────────────────────────────────────────────────────────────────────

export { controlCharacters } from './field-checks.js';

/** A one-line text: trimmed, at most `max` characters, no control characters. */
export const lineText = (texts: { required: string; tooLong: string; max: number }) =>
  z
    .string({ error: texts.required })
    .trim()
    .max(texts.max, texts.tooLong)
    .refine((value) => !controlCharacters.test(value), messages.unusualCharacters);

/** A name: 1–80 characters after trimming, no control characters. */
export const personName = z
  .string({ error: nameRequiredMessage })
  .trim()
  .min(1, nameRequiredMessage)
  .max(nameMaxLength, nameTooLongMessage)
  .refine((value) => !controlCharacters.test(value), messages.nameCharacters);

/** An Indian mobile number in any usual spelling (+91, 0, spaces, dashes), stored as its 10 digits. */
export const indianMobileField = z
  .string({ error: phoneMessage })
  .max(indianMobileInputMaxLength, phoneMessage)
  .refine((value) => normaliseIndianMobile(value) !== null, phoneMessage)
  .transform((value) => normaliseIndianMobile(value) ?? value)
  .describe('Indian mobile: 10 digits starting 6–9; +91, 91 or 0 prefix, spaces and dashes allowed; stored as the 10 digits.');

/** Trimmed and lower-cased, so `Asha@Example.IN ` and `asha@example.in` are one account. */
export const emailField = z
  .string({ error: messages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, messages.emailRequired)
  .max(emailMaxLength, emailMessage)
  .pipe(z.email({ pattern: emailPattern, error: emailMessage }))
  .describe('An e-mail address (trimmed and lower-cased, at most 254 characters).');

/**
 * A new password: 8 to 128 characters, anything allowed (it is only ever hashed). The routes then
 * refuse a common one and one made from the learner's details (password-rules.ts): the list stays
 * on the server, out of this schema the app's bundle can reach.
 */
export const newPasswordField = z
  .string({ error: messages.newPasswordRequired })
  .min(1, messages.newPasswordRequired)
  .min(passwordMinLength, passwordMessage)
  .max(passwordMaxLength, passwordMessage)
  .describe(
    `${passwordMinLength} to ${passwordMaxLength} characters; not a common password (a list of 49,233, with digits or ` +
      "symbols added, a repeat or a run such as `12345678`) and not made from the learner's name, e-mail or phone.",
  );

/** A password being checked: any non-empty text up to the maximum. */
export const passwordToCheck = (required: string) =>
  z.string({ error: required }).min(1, required).max(passwordMaxLength, passwordMessage);

// ── The learner ────────────────────────────────────────────────────────────────────────────────

export { genders, passingYears, type Gender } from './values.js';

export * from './responses/accounts.js';

// ── Requests and responses ─────────────────────────────────────────────────────────────────────

export const signupBody = z.object({
  /** The sign-up form's Full Name. */
  first_name: personName,
  phone: indianMobileField,
  email: emailField,
  password: newPasswordField,
  /** Optional: a friend's referral code (Refer friends); '' is none. Never the learner's own. */
  referral_code: referralCodeField.optional(),
});
export type SignupBody = z.input<typeof signupBody>;
export type SignupInput = z.output<typeof signupBody>;

export const loginUserBody = z.object({
  email: emailField,
  password: passwordToCheck(messages.passwordRequired),
});
export type LoginUserBody = z.input<typeof loginUserBody>;
export type LoginUserInput = z.output<typeof loginUserBody>;


export const changePasswordBody = z.object({
  current_password: passwordToCheck(messages.currentPasswordRequired),
  new_password: newPasswordField,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export type ChangePasswordInput = z.output<typeof changePasswordBody>;

/** How long a mailed confirmation link works. */
export const emailConfirmationHours = 24;

/**
 * Change the sign-in e-mail: the current password, and a new address that is confirmed by a link
 * mailed to it before the account's address changes.
 */
export const requestEmailChangeBody = z.object({
  new_email: emailField,
  current_password: passwordToCheck(messages.currentPasswordRequired),
});
export type RequestEmailChangeBody = z.input<typeof requestEmailChangeBody>;
export type RequestEmailChangeInput = z.output<typeof requestEmailChangeBody>;

const confirmLinkMessage = 'This confirmation link is not valid.';
/** The `token` of a mailed link (`/confirm-email?token=…`). */
export const confirmEmailBody = z.object({
  token: z.string({ error: confirmLinkMessage }).min(1, confirmLinkMessage).max(200, confirmLinkMessage),
});
export type ConfirmEmailBody = z.input<typeof confirmEmailBody>;

/** Sign out one of the learner's other devices (an `id` from getSessions), or `'others'`: all of them. */
const chooseSessionMessage = 'Choose a session from getSessions, or "others".';
export const revokeSessionBody = z.object({
  session_id: z
    .union([z.int({ error: chooseSessionMessage }).positive(chooseSessionMessage), z.literal('others')], {
      error: chooseSessionMessage,
    })
    .describe('A session `id` from getSessions, or "others" for every session but this one.'),
});
export type RevokeSessionBody = z.input<typeof revokeSessionBody>;
export type RevokeSessionInput = z.output<typeof revokeSessionBody>;
