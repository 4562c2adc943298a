/**
 * Which new passwords are refused beyond their length, in plain functions without zod and without
 * the list itself: the server checks with the whole common-password list (services/passwords.ts),
 * and the app's forms run the same rules in the browser once they have loaded the same list.
 *
 * A password is **too common** when, compared in lower case (after Unicode NFC):
 * - it is on the common-password list, or it is a listed password with digits, spaces or symbols
 *   added before or after it (`Password1`, `india@123`, `dragon2024`; the listed part must have at
 *   least 4 characters);
 * - it uses fewer than 4 different characters (`aaaaaaaa`, `abababab`, `11112222`);
 * - it is one straight run up or down the alphabet or the digits (`12345678`, `abcdefgh`, `98765432`).
 *
 * A password is **made from the learner's own details** when, compared in lower case with spaces,
 * dots, dashes and other symbols removed:
 * - it contains the learner's 10-digit mobile number;
 * - it is the e-mail's local part (before the `@`) or the whole name, or contains one of them when
 *   that is at least 6 characters long (`ravi.kumar2001`, `ravikumar@123`);
 * - its letters are exactly one part of the name or of the e-mail's local part, with at least 3
 *   letters (`Priya@2024`, `sharma1234`). A short name inside a longer word is allowed:
 *   `vanilla-sky` is not refused for Anil, nor `another password` for a learner named Other.
 */

export const commonPasswordMessage = 'This password is too common. Choose one that is hard to guess.';
export const personalPasswordMessage = "Don't use your name, e-mail or phone number in your password.";

export const passwordProblems = ['common', 'personal'] as const;
export type PasswordProblem = (typeof passwordProblems)[number];

export const passwordProblemMessages: Record<PasswordProblem, string> = {
  common: commonPasswordMessage,
  personal: personalPasswordMessage,
};

/** What the learner has told us about themselves; any of it may be missing or partly typed. */
export type PasswordOwner = { name?: string | null; email?: string | null; phone?: string | null };

/** The common-password list, lower-cased: a `Set` on the server, the same list in the browser. */
export type CommonPasswordList = { has(lowerCasePassword: string): boolean };

/** Shortest listed word that still counts when digits or symbols are added around it. */
const shortestListedCore = 4;
/** Fewer different characters than this is a repeat, whatever its length. */
const fewestDifferentCharacters = 4;
/** Shortest name or local part that may not appear anywhere in the password. */
const shortestContained = 6;
/** Shortest name part whose letters alone may not make the password. */
const shortestPart = 3;

const lower = (text: string) => text.normalize('NFC').toLowerCase();
/** Letters, combining marks (Devanagari vowel signs) and digits only. */
const squash = (text: string) => lower(text).replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
const lettersOnly = (text: string) => lower(text).replace(/[^\p{L}\p{M}]+/gu, '');
const padding = /^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu;
const trailingPadding = /[\p{N}\p{P}\p{S}\s]+$/u;

function isStraightRun(text: string): boolean {
  const codes = Array.from(text, (character) => character.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  if (step !== 1 && step !== -1) return false;
  return codes.every((code, index) => index === 0 || code - (codes[index - 1] ?? 0) === step);
}

/** True when the password is on the list, a listed one padded with digits or symbols, a repeat or a run. */
export function isTooCommon(password: string, list: CommonPasswordList): boolean {
  const lowered = lower(password);
  if (new Set(lowered).size < fewestDifferentCharacters) return true;
  if (isStraightRun(lowered)) return true;
  if (list.has(lowered) || list.has(lowered.trim())) return true;
  // `india@123` is `india` plus the year or `123` everyone adds; `12345678!` is `12345678` plus a symbol.
  const cores = [lowered.replace(trailingPadding, ''), lowered.replace(padding, '')];
  return cores.some((core) => core.length >= shortestListedCore && core !== lowered && list.has(core));
}

/** True when the password is made from the learner's name, e-mail or phone (rules above). */
export function usesOwnDetails(password: string, owner: PasswordOwner): boolean {
  const squashed = squash(password);
  const letters = lettersOnly(password);
  const phone = (owner.phone ?? '').replace(/\D/g, '').slice(-10);
  if (phone.length === 10 && squashed.includes(phone)) return true;

  const localPart = (owner.email ?? '').split('@', 1)[0] ?? '';
  const name = owner.name ?? '';
  const wholes = [squash(localPart), squash(name)].filter((whole) => whole.length >= shortestPart);
  if (wholes.some((whole) => squashed === whole || (whole.length >= shortestContained && squashed.includes(whole)))) return true;

  const parts = [...lower(name).split(/[^\p{L}\p{M}]+/u), ...lower(localPart).split(/[^\p{L}\p{M}]+/u)];
  return letters.length > 0 && parts.some((part) => part.length >= shortestPart && part === letters);
}

/** The first rule a new password breaks ('common' before 'personal'), or null when it may be used. */
export function passwordProblem(password: string, owner: PasswordOwner, list: CommonPasswordList): PasswordProblem | null {
  if (isTooCommon(password, list)) return 'common';
  if (usesOwnDetails(password, owner)) return 'personal';
  return null;
}
