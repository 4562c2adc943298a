import * as z from 'zod/mini';
import { staffRoles } from '../staff-values.js';
import { user } from './accounts.js';
import { mutationEnvelope, successEnvelope } from './envelope.js';

// The staff's sign-in steps and the studio's answers.


export const startSecondFactorEnrolmentResponse = successEnvelope(
  z.object({
    /** `otpauth://totp/…` for an authenticator app. */
    otpauth_uri: z.string(),
    /** The same secret in base32, for typing in by hand. */
    secret: z.string(),
    /** The URI drawn as a QR code, an SVG document. */
    qr_svg: z.string(),
  }),
);
export type StartSecondFactorEnrolmentResponse = z.infer<typeof startSecondFactorEnrolmentResponse>;

/** The session, and the recovery codes shown this once (only their hashes are kept). */
export const confirmSecondFactorEnrolmentResponse = mutationEnvelope(
  z.object({ user, token: z.string(), recovery_codes: z.array(z.string()) }),
);
export type ConfirmSecondFactorEnrolmentResponse = z.infer<typeof confirmSecondFactorEnrolmentResponse>;

export { verifySecondFactorResponse, type VerifySecondFactorResponse } from './accounts.js';

export const setStaffPasswordResponse = mutationEnvelope(z.object({ email: z.string() }));
export type SetStaffPasswordResponse = z.infer<typeof setStaffPasswordResponse>;

export const staffRole = z.enum(staffRoles);

/** The signed-in staff member, as the studio's home greets them. */
export const getStudioMeResponse = successEnvelope(
  z.object({
    user_id: z.int(),
    first_name: z.string(),
    email: z.string(),
    role: staffRole,
    /** Recovery codes not used yet. */
    recovery_codes_left: z.int(),
  }),
);
export type GetStudioMeResponse = z.infer<typeof getStudioMeResponse>;

export const auditEntry = z.object({
  id: z.int(),
  actor_user_id: z.nullable(z.int()),
  /** The actor's e-mail now (null: the command line, or an account since deleted). */
  actor_email: z.nullable(z.string()),
  actor_role: z.string(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
  at: z.iso.datetime(),
  request_id: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const getAuditLogResponse = successEnvelope(
  z.object({
    entries: z.array(auditEntry),
    /** Pass as `before` for the next (older) page; null: no more. */
    next_before: z.nullable(z.int()),
  }),
);
export type GetAuditLogResponse = z.infer<typeof getAuditLogResponse>;
