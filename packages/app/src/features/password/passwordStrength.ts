import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs } from '@zxcvbn-ts/language-common';
import topCommonPasswords from './topCommonPasswords.json';
import {
  passwordMinLength,
  passwordProblem,
  type PasswordOwner,
  type PasswordProblem,
} from '@pariksha/contract/values';

/*
 * The browser's strength estimate, loaded only when a learner types a new password (sign-up,
 * settings): zxcvbn-ts 4.2.0's core and keyboard patterns (MIT) with the 2,000 most common
 * passwords of the list the server refuses with (topCommonPasswords.json, from
 * @zxcvbn-ts/language-common 4.1.3; scripts/top-common-passwords.mjs writes it), about 25 kB gzip.
 * The whole list (49,233, 233 kB gzip with zxcvbn's other dictionaries) stays on the server: a
 * rarer common password is refused there, and its message shows at the field all the same.
 */

/** What the hint says: a refusal first, then the estimate. */
export const passwordVerdicts = ['tooShort', 'weakCommon', 'weakPersonal', 'weak', 'fair', 'strong'] as const;
export type PasswordVerdict = (typeof passwordVerdicts)[number];

export interface PasswordAssessment {
  verdict: PasswordVerdict;
  /** The rule the server would refuse it for, or null. */
  problem: PasswordProblem | null;
}

const commonList: ReadonlySet<string> = new Set(topCommonPasswords);
const zxcvbn = new ZxcvbnFactory({ dictionary: { 'passwords-common': topCommonPasswords }, graphs: adjacencyGraphs });

/** The learner's details as zxcvbn's user inputs: each part on its own, the phone's digits. */
function userInputs({ name, email, phone }: PasswordOwner): string[] {
  const parts = [name ?? '', email ?? '', (email ?? '').split('@', 1)[0] ?? '', (phone ?? '').replace(/\D/g, '')];
  return [...parts, ...(name ?? '').split(/\s+/)].map((part) => part.trim().toLowerCase()).filter((part) => part.length >= 3);
}

export function assessPassword(password: string, owner: PasswordOwner): PasswordAssessment {
  const problem = password.length < passwordMinLength ? null : passwordProblem(password, owner, commonList);
  if (password.length < passwordMinLength) return { verdict: 'tooShort', problem };
  if (problem === 'common') return { verdict: 'weakCommon', problem };
  if (problem === 'personal') return { verdict: 'weakPersonal', problem };
  const { score } = zxcvbn.check(password, userInputs(owner));
  return { verdict: score <= 1 ? 'weak' : score === 2 ? 'fair' : 'strong', problem };
}
