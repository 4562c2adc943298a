import type { LoginThrottle, Throttled } from '../login-throttle.js';
import { verifyPassword } from '../passwords.js';

export type CurrentPasswordCheck = { ok: true } | { ok: false; reason: 'wrong_password' } | Throttled;

/**
 * The current password, asked before a change to the account (password, e-mail, phone): one
 * throttle per learner for all three, so a signed-in session that is not its owner's cannot guess
 * it, counted as a failure only when it is wrong.
 */
export async function checkCurrentPassword(
  throttle: LoginThrottle,
  userId: number,
  passwordHash: string,
  typed: string,
): Promise<CurrentPasswordCheck> {
  const attempt = await throttle.attempt(`password:${userId}`);
  if (!attempt.allowed) return { ok: false, reason: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds };
  const valid = await verifyPassword(passwordHash, typed);
  await attempt.settle(!valid);
  return valid ? { ok: true } : { ok: false, reason: 'wrong_password' };
}
