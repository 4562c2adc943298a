import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { passwordProblem, type PasswordOwner, type PasswordProblem } from '@pariksha/contract/password-rules';

/**
 * OWASP's argon2id settings: 19 MiB, 2 passes, 1 lane (~12 ms a hash on this machine).
 * `Algorithm` is a const enum the isolated-modules build cannot read: 2 is Argon2id.
 */
export const argon2idOptions = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The PHC prefix of a hash made with the current settings; anything else is rehashed at login. */
const currentPrefix = `$argon2id$v=19$m=${argon2idOptions.memoryCost},t=${argon2idOptions.timeCost},p=${argon2idOptions.parallelism}$`;

/**
 * NFC, so a Devanagari password typed on two keyboards that compose it differently is one password.
 * Nothing else is changed: spaces and case count.
 */
const normalise = (password: string) => password.normalize('NFC');

export function hashPassword(password: string): Promise<string> {
  return hash(normalise(password), argon2idOptions);
}

/** False for a wrong password and for a stored hash that cannot be read; never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalise(password));
  } catch {
    return false;
  }
}

export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(currentPrefix);
}

let dummyHash: Promise<string> | undefined;

/** Makes the dummy hash ahead of the first unknown-e-mail login, so that one is not slower either. */
export function prepareDummyHash(): Promise<string> {
  // A failure is not remembered: the next call tries again.
  dummyHash ??= hash('no account has this password: timing equaliser', argon2idOptions).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}

/**
 * Checks a password against a hash of nothing anyone knows, so a login for an unknown e-mail
 * costs what a wrong password costs and the timing does not tell which e-mails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}

// ── Passwords too easy to guess ──────────────────────────────────────────────────────────────────

/**
 * The common-password list: the 49,233 passwords of `passwords.json` in @zxcvbn-ts/language-common
 * 4.1.3 (MIT licence, © Dan Wheeler, Dropbox and @zxcvbn-ts), the list zxcvbn-ts ranks passwords
 * with, most common first. It stays on the server (the app's forms warn with its first 2,000, see
 * packages/app/src/features/password/topCommonPasswords.json). Read and made a Set on first use,
 * about 10 ms, then kept.
 */
let commonList: ReadonlySet<string> | undefined;

export function commonPasswords(): ReadonlySet<string> {
  if (commonList === undefined) {
    const file = createRequire(import.meta.url).resolve('@zxcvbn-ts/language-common/src/passwords.json');
    const entries = JSON.parse(readFileSync(file, 'utf8')) as string[];
    commonList = new Set(entries.map((entry) => entry.normalize('NFC').toLowerCase()));
  }
  return commonList;
}

/** The rule a new password breaks (too common, or made from the learner's details), or null. */
export function newPasswordProblem(password: string, owner: PasswordOwner): PasswordProblem | null {
  return passwordProblem(password, owner, commonPasswords());
}
