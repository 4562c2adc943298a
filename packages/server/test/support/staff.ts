import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { StaffRole } from '@pariksha/contract/staff';
import {
  confirmSecondFactorEnrolmentResponse,
  loginUserSecondFactorResponse,
  startSecondFactorEnrolmentResponse,
} from '@pariksha/contract/staff';
import { staffMembers } from '../../src/db/staff-schema.js';
import { addStaff } from '../../src/services/staff/index.js';
import { call, uniqueEmail } from './accounts.js';
import type { TestServer } from './test-server.js';

export const staffPassword = 'lantern orchard quietly';

/** The code an authenticator app would show for `secret`, `stepsAhead` periods from now. */
export function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** As if the last code used was long ago: the next login may use the current code again. */
export async function forgetLastCode(server: TestServer, userId: number): Promise<void> {
  await server.database.db.update(staffMembers).set({ lastTotpStep: 0 }).where(eq(staffMembers.userId, userId));
}

export async function login(server: TestServer, email: string, password = staffPassword, remoteAddress?: string) {
  const response = await call(server, 'POST', '/loginUser', { payload: { email, password }, ...(remoteAddress ? { remoteAddress } : {}) });
  expect(response.statusCode).toBe(200);
  return loginUserSecondFactorResponse.parse(response.json()).data;
}

/** `enrolmentCode`: the code the enrolment used (no later code of that step or before is taken). */
export type EnrolledStaff = { userId: number; email: string; token: string; secret: string; recoveryCodes: string[]; enrolmentCode: string };

/** A staff member added as the command line does, with a password set through the link, not yet enrolled. */
export async function addStaffWithPassword(server: TestServer, role: StaffRole): Promise<{ userId: number; email: string }> {
  const email = uniqueEmail(role);
  const added = await addStaff(server.database.db, { email, role, publicUrl: 'http://localhost:3000', actor: { kind: 'cli' } });
  const token = new URL(added.passwordLink ?? '').searchParams.get('token');
  const set = await call(server, 'POST', '/setStaffPassword', { payload: { token, password: staffPassword } });
  expect(set.statusCode).toBe(200);
  return { userId: added.userId, email };
}

/** A staff member signed in with a second factor enrolled: their studio token and secret. */
export async function enrolledStaff(server: TestServer, role: StaffRole): Promise<EnrolledStaff> {
  const { userId, email } = await addStaffWithPassword(server, role);
  const step = await login(server, email);
  expect(step.second_factor).toBe('enrol');
  const started = await call(server, 'POST', '/startSecondFactorEnrolment', { payload: { challenge: step.challenge } });
  const { secret } = startSecondFactorEnrolmentResponse.parse(started.json()).data;
  const enrolmentCode = totpCode(secret);
  const confirmed = await call(server, 'POST', '/confirmSecondFactorEnrolment', {
    payload: { challenge: step.challenge, code: enrolmentCode },
  });
  expect(confirmed.statusCode).toBe(200);
  const { token, recovery_codes } = confirmSecondFactorEnrolmentResponse.parse(confirmed.json()).data;
  return { userId, email, token, secret, recoveryCodes: recovery_codes, enrolmentCode };
}
