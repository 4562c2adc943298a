import { randomInt } from 'node:crypto';
import { recoveryCodeCount } from '@pariksha/contract/staff';
import { hash, verify } from '@node-rs/argon2';
import { argon2idOptions } from '../passwords.js';

// Recovery codes: 10 at enrolment, shown once, kept as argon2id hashes (a copy of the table gives
// no code), each usable once. 50 bits each: 10 characters from 32 that cannot be misread.

const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

export async function newRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((code) => hash(code, argon2idOptions)));
  return { codes, hashes };
}

/** The id of the unused code `code` matches, or null. */
export async function matchingRecoveryCode(code: string, unused: readonly { id: number; codeHash: string }[]): Promise<number | null> {
  for (const row of unused) {
    if (await verify(row.codeHash, code).catch(() => false)) return row.id;
  }
  return null;
}
