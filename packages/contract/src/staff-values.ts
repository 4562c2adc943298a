// The team's roles and the rules of their sign-in, without zod: the server's schema, the app's
// studio and the machines read these plain values.

/** One role per staff member. */
export const staffRoles = ['admin', 'editor', 'reviewer', 'moderator', 'support'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** A TOTP code: six digits, a new one every 30 seconds (what every authenticator app makes). */
export const totpDigits = 6;
export const totpPeriodSeconds = 30;
/** Recovery codes made at enrolment, each usable once. */
export const recoveryCodeCount = 10;
/** A recovery code as shown: `xxxxx-xxxxx`, lower-case letters and digits (no 0, o, 1, l). */
export const recoveryCodePattern = /^[a-km-np-z2-9]{5}-[a-km-np-z2-9]{5}$/;
/** Minutes a password-checked login waits for its code (or its enrolment) before signing in again. */
export const secondFactorChallengeMinutes = 10;
/** Hours the set-password link of `pnpm staff add` works (once). */
export const staffPasswordLinkHours = 24;
/** Audit log entries per page. */
export const auditPageSize = 50;

/** What loginUser answers a staff member whose password was right: the step before a session. */
export const secondFactorSteps = ['required', 'enrol'] as const;
export type SecondFactorStep = (typeof secondFactorSteps)[number];
