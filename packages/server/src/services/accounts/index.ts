import type { Database } from '../../db/open.js';
import type { LoginThrottle } from '../login-throttle.js';
import type { SessionsService } from '../sessions.js';
import { type CredentialsOptions, type CredentialsService, createCredentialsService } from './credentials.js';
import { type EmailChangeService, createEmailChangeService } from './email-change.js';
import { type AccountMail, type EmailConfirmation, createEmailConfirmation } from './email-confirmation.js';
import { type ProfileService, createProfileService } from './profile.js';

export type { SigningInClient } from './credentials.js';

// A learner's account, one responsibility per file: credentials.ts (sign-up, login, password),
// profile.ts, email-change.ts, and email-confirmation.ts for the links sign-up and an e-mail change
// mail; user-view.ts is the learner every answer carries. The routes get one service because each
// route file uses several of them. The free trial is an entitlement: services/access/trials.ts.

/** What the account routes (routes/auth.ts, routes/profile.ts) call. */
export type AccountsService = CredentialsService &
  ProfileService &
  EmailChangeService &
  Pick<EmailConfirmation, 'confirmEmail'> & { sessions: SessionsService };

export type AccountsOptions = AccountMail & {
  sessions: SessionsService;
  throttle: LoginThrottle;
  /** A staff member's step after the password (services/staff/sign-in.ts). */
  secondFactorStep?: CredentialsOptions['secondFactorStep'];
};

export function createAccountsService(db: Database, { sessions, throttle, mailer, publicUrl, secondFactorStep }: AccountsOptions): AccountsService {
  const emailConfirmation = createEmailConfirmation(db, { mailer, publicUrl });
  return {
    sessions,
    ...createCredentialsService(db, { sessions, throttle, emailConfirmation, secondFactorStep }),
    ...createProfileService(db, { throttle }),
    ...createEmailChangeService(db, { throttle, mailer, publicUrl, emailConfirmation }),
    confirmEmail: emailConfirmation.confirmEmail,
  };
}
