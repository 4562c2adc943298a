import { and, eq, ne } from 'drizzle-orm';
import type { RequestEmailChangeInput } from '@pariksha/contract';
import type { Database } from '../../db/open.js';
import { users } from '../../db/accounts-schema.js';
import type { LoginThrottle, Throttled } from '../login-throttle.js';
import type { Learner } from '../sessions.js';
import { checkCurrentPassword } from './current-password.js';
import type { AccountMail, EmailConfirmation } from './email-confirmation.js';

// A new sign-in address: asked for with the current password, taken only once the link mailed to
// it is opened (email-confirmation.ts).

export type RequestEmailChangeResult = { ok: true } | { ok: false; reason: 'wrong_password' | 'no_account' } | Throttled;

export type EmailChangeService = {
  /**
   * Checks the current password, then mails the new address: a confirmation link, or (when another
   * account has it) a note saying so. The answer is the same either way.
   */
  requestEmailChange(learner: Learner, input: RequestEmailChangeInput): Promise<RequestEmailChangeResult>;
};

export type EmailChangeOptions = AccountMail & {
  throttle: LoginThrottle;
  /** Mails the new address its confirmation link. */
  emailConfirmation: EmailConfirmation;
};

export function createEmailChangeService(
  db: Database,
  { throttle, mailer, publicUrl, emailConfirmation }: EmailChangeOptions,
): EmailChangeService {
  return {
    async requestEmailChange(learner, { new_email, current_password }) {
      const [account] = await db
        .select({ passwordHash: users.passwordHash, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, learner.userId));
      if (account === undefined) return { ok: false, reason: 'no_account' };
      const current = await checkCurrentPassword(throttle, learner.userId, account.passwordHash, current_password);
      if (!current.ok) return current;

      const [other] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, new_email), ne(users.id, learner.userId)));
      if (other !== undefined) {
        // Only the owner of that address learns that it has an account.
        await mailer.send({
          to: new_email,
          subject: 'Someone asked to use this e-mail address on Pariksha',
          text:
            `Hello,\n\nA Pariksha learner asked to sign in with this e-mail address, but a Pariksha account ` +
            'already uses it, so nothing changed. If that account is yours, you can sign in with this address ' +
            `(or reset its password) at ${publicUrl}/login.\n\nIf you did not ask for this, ignore this mail.\n\nPariksha`,
        });
        return { ok: true };
      }
      await emailConfirmation.mailLink(learner.userId, account.firstName, new_email, 'change');
      return { ok: true };
    },
  };
}
