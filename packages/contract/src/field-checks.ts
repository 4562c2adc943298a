/**
 * The field rules of sign-up and the personal profile as plain functions, without zod: the app's
 * forms run them before sending and the server's schemas (auth.ts, profile.ts) enforce the same
 * rules, so the browser refuses what the server would refuse, with the same message key.
 */
import {
  maximumAge,
  minimumAge,
  nameMaxLength,
  passwordMaxLength,
  passwordMinLength,
  type FieldMessageKey,
} from './field-messages.js';
import { emailMaxLength, normaliseIndianMobile } from './values.js';

/** zod's own e-mail pattern (`z.regexes.email`, written without needless escapes), which the server's schema is given too. */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Control characters (PostgreSQL cannot store NUL in text; line breaks do not belong in a name). */
// eslint-disable-next-line no-control-regex
export const controlCharacters = /[\u0000-\u001f\u007f]/;

/** The same in a multi-line text (a message, a post): tabs and line breaks are kept. */
// eslint-disable-next-line no-control-regex
export const controlCharactersInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Today's date in India, `YYYY-MM-DD` (the learners' calendar, whatever the server's zone). */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A real calendar day (no 31 April), written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole years from `dob` to `today`, both `YYYY-MM-DD`. */
export function ageOn(dob: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dob.slice(0, 4));
  return today.slice(5) < dob.slice(5) ? years - 1 : years;
}

// ── One field each ────────────────────────────────────────────────────────────────────────────

export function nameProblem(value: string): FieldMessageKey | null {
  const name = value.trim();
  if (name === '') return 'nameRequired';
  if (name.length > nameMaxLength) return 'nameTooLong';
  return controlCharacters.test(name) ? 'nameCharacters' : null;
}

export function phoneProblem(value: string): FieldMessageKey | null {
  return normaliseIndianMobile(value) === null ? 'phone' : null;
}

export function emailProblem(value: string): FieldMessageKey | null {
  const email = value.trim();
  if (email === '') return 'emailRequired';
  return email.length > emailMaxLength || !emailPattern.test(email) ? 'email' : null;
}

export function newPasswordProblem(value: string): FieldMessageKey | null {
  if (value === '') return 'newPasswordRequired';
  return value.length < passwordMinLength || value.length > passwordMaxLength ? 'passwordLength' : null;
}

/** `''` is no date of birth (it clears it); anything else must be a real day, age 10–100. */
export function dobProblem(value: string, today: string = todayInIndia()): FieldMessageKey | null {
  const dob = value.trim();
  if (dob === '') return null;
  if (!isCalendarDate(dob)) return 'dob';
  if (dob > today) return 'dobFuture';
  const age = ageOn(dob, today);
  return age >= minimumAge && age <= maximumAge ? null : 'age';
}

/** An optional last name: at most 80 characters, no control characters. */
export function lastNameProblem(value: string): FieldMessageKey | null {
  const name = value.trim();
  if (name.length > nameMaxLength) return 'lastNameTooLong';
  return controlCharacters.test(name) ? 'unusualCharacters' : null;
}

export function postCodeProblem(value: string): FieldMessageKey | null {
  const code = value.replace(/\s/g, '');
  return code === '' || /^[1-9]\d{5}$/.test(code) ? null : 'postCode';
}

// ── Forms ─────────────────────────────────────────────────────────────────────────────────────

type Problems<Field extends string> = Partial<Record<Field, FieldMessageKey>>;

function collect<Field extends string>(checks: [Field, FieldMessageKey | null][]): Problems<Field> {
  const problems: Problems<Field> = {};
  for (const [field, problem] of checks) if (problem !== null) problems[field] = problem;
  return problems;
}

export interface SignupDetailsToCheck {
  first_name: string;
  phone: string;
  email: string;
  password: string;
}

/** The first rule each sign-up field breaks, as the server's `signupBody` would name it. */
export function signupProblems(details: SignupDetailsToCheck): Problems<keyof SignupDetailsToCheck> {
  return collect([
    ['first_name', nameProblem(details.first_name)],
    ['phone', phoneProblem(details.phone)],
    ['email', emailProblem(details.email)],
    ['password', newPasswordProblem(details.password)],
  ]);
}

export interface PersonalDetails {
  first_name: string;
  last_name: string;
  phone: string;
  dob: string;
  post_code: string;
}

/**
 * The profile's typed fields, checked as the server's `personalUpdate` would (the selects need
 * none); a field not given is not checked, as the server changes only the fields sent.
 */
export function personalDetailsProblems(details: Partial<PersonalDetails>, today?: string): Problems<keyof PersonalDetails> {
  const check = <Value>(value: Value | undefined, rule: (value: Value) => FieldMessageKey | null) =>
    value === undefined ? null : rule(value);
  return collect([
    ['first_name', check(details.first_name, nameProblem)],
    ['last_name', check(details.last_name, lastNameProblem)],
    ['phone', check(details.phone, phoneProblem)],
    ['dob', check(details.dob, (dob) => dobProblem(dob, today))],
    ['post_code', check(details.post_code, postCodeProblem)],
  ]);
}
