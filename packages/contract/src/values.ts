/**
 * The contract's plain values, without zod: the app imports these from
 * `@pariksha/contract/values`, so a page that needs one does not download the schema
 * library with it (the contract's index brings zod along).
 */

import { fieldMessagesEn, nameMaxLength } from './field-messages.js';

export const genders = ['Female', 'Male', 'Other'] as const;
export type Gender = (typeof genders)[number];

// What the server says when it refuses a field, in English and Hindi (field-messages.ts), and the
// checks the forms run before sending (field-checks.ts): the same rules and the same words.
export {
  fieldMessage,
  localiseFieldMessage,
  maxAcademicEntries,
  maximumAge,
  minimumAge,
  nameMaxLength,
  passingYears,
  passwordMaxLength,
  passwordMinLength,
} from './field-messages.js';
export type { FieldMessageKey } from './field-messages.js';
export { emailPattern, personalDetailsProblems, signupProblems } from './field-checks.js';
export type { PersonalDetails, SignupDetailsToCheck } from './field-checks.js';

// ── Names, messages and limits the forms share ────────────────────────────────────────────────
// One value per fact: the server's schemas, the ui's forms and the app read these, so a number
// the browser accepts is one the server accepts, and both say the same thing when they refuse it.

export const nameRequiredMessage = fieldMessagesEn.nameRequired;
/** Sign-up's and the profile's wording. */
export const nameTooLongMessage = fieldMessagesEn.nameTooLong;
/** The contact form's wording of the same limit. */
export const contactNameTooLongMessage = `Keep your name under ${nameMaxLength} characters.`;
/** RFC 5321's longest deliverable address. */
export const emailMaxLength = 254;
/** The contact form's optional message. */
export const contactMessageMaxLength = 1000;
export const contactMessageTooLongMessage = `Keep your message under ${contactMessageMaxLength} characters.`;

// ── Indian mobile numbers ─────────────────────────────────────────────────────────────────────

/** Longer input is refused before it is looked at: no mobile number is written this long. */
export const indianMobileInputMaxLength = 30;
export const phoneMessage = fieldMessagesEn.phone;

/** 10 digits starting 6–9, after removing spaces, dashes and a +91, 91 or 0 prefix. */
const indianMobile = /^(?:\+91|91|0)?([6-9]\d{9})$/;

/**
 * An Indian mobile number's 10 digits, or null when the input is not one. Spaces and dashes are
 * the only separators taken ('98765 43210', '+91 98765-43210', '098765 43210'): anything else,
 * a dot or a bracket, is refused rather than guessed at.
 */
export function normaliseIndianMobile(value: string): string | null {
  if (value.length > indianMobileInputMaxLength) return null;
  const match = indianMobile.exec(value.replace(/[\s-]/g, ''));
  return match?.[1] ?? null;
}

// ── Course features ───────────────────────────────────────────────────────────────────────────

/** The feature tiles' pictures: the seed writes only these, and the ui draws each of them. */
export const courseFeatureIcons = [
  'live-classes',
  'mock-tests',
  'doubt-sessions',
  'notes',
  'language',
  'previous-papers',
  'interview',
  'analysis',
  'current-affairs',
  'sectional-tests',
  'physical-test',
  'study-plan',
  'answer-writing',
  'video-solutions',
] as const;
export type CourseFeatureIcon = (typeof courseFeatureIcons)[number];

export function isCourseFeatureIcon(name: string): name is CourseFeatureIcon {
  return (courseFeatureIcons as readonly string[]).includes(name);
}

// ── New passwords ─────────────────────────────────────────────────────────────────────────────

// The rules beyond the length (password-rules.ts): the server checks them with the common-password
// list; the app's forms check the same rules once they have loaded the same list.
export {
  commonPasswordMessage,
  isTooCommon,
  passwordProblem,
  passwordProblemMessages,
  passwordProblems,
  personalPasswordMessage,
  usesOwnDetails,
} from './password-rules.js';
export type { CommonPasswordList, PasswordOwner, PasswordProblem } from './password-rules.js';

// The forum's, video lessons' and Help and Support's limits and form checks.
export * from './community-values.js';

// "Report an error in this question": its reasons, statuses and the note's limit.
export * from './question-report-values.js';

// "Challenge this answer" (answer-challenge-values.ts): the dialog checks the reason and a typed
// number as the server does.
export { numericValuePattern } from './attempt-values.js';
export { answerChallengeReasonMax, answerChallengeReasonMin, answerChallengeStatuses, defaultChallengeDays } from './answer-challenge-values.js';
export type { AnswerChallengeStatus } from './answer-challenge-values.js';
