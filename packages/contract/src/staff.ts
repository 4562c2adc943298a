import { z } from 'zod';
import { staffFieldMessagesEn as messages } from './staff-field-messages.js';
import { newPasswordField } from './auth.js';
import { languageCode } from './common.js';
import { auditPageSize, recoveryCodePattern, totpDigits } from './staff-values.js';

// Requests of the staff's sign-in steps and of the studio. Answers: responses/staff.ts.

export * from './staff-values.js';
export * from './responses/staff.js';
export {
  loginUserAnyResponse,
  loginUserSecondFactorResponse,
  secondFactorChallenge,
  type LoginUserSecondFactorResponse,
  type SecondFactorChallenge,
} from './responses/accounts.js';

const challengeField = z.string().min(1).max(100).describe('The `challenge` loginUser answered.');

/** A six-digit TOTP code (spaces allowed, as apps show `123 456`) or a recovery code. */
export const verifySecondFactorBody = z.object({
  challenge: challengeField,
  code: z
    .string({ error: messages.codeRequired })
    .trim()
    .transform((value) => value.replace(/\s+/g, '').toLowerCase())
    .pipe(
      z
        .string()
        .refine(
          (value) => new RegExp(`^\\d{${totpDigits}}$`).test(value) || recoveryCodePattern.test(value),
          messages.codeFormat,
        ),
    )
    .describe(`A ${totpDigits}-digit code from the authenticator app, or a recovery code (xxxxx-xxxxx).`),
});
export type VerifySecondFactorInput = z.output<typeof verifySecondFactorBody>;

export const startSecondFactorEnrolmentBody = z.object({ challenge: challengeField });

export const confirmSecondFactorEnrolmentBody = z.object({
  challenge: challengeField,
  code: z
    .string({ error: messages.codeRequired })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${totpDigits}}$`), messages.codeFormat))
    .describe(`The first ${totpDigits}-digit code the authenticator app shows.`),
});

export const setStaffPasswordBody = z.object({
  token: z.string().min(1).max(100).describe('The `token` of the link `pnpm staff add` printed.'),
  password: newPasswordField,
});
export type SetStaffPasswordInput = z.output<typeof setStaffPasswordBody>;

export const auditQuery = z.object({
  lang: languageCode.default('en'),
  /** Entries older than this id (the previous page's `next_before`). */
  before: z.coerce.number().int().positive().optional(),
  actor: z.coerce.number().int().positive().optional().describe('Only this actor’s entries (a user id).'),
  action: z.string().max(80).optional().describe('Only this action, e.g. `staff.add`.'),
  limit: z.coerce.number().int().min(1).max(auditPageSize).default(auditPageSize),
});
