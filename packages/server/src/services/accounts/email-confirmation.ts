import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { type User, emailConfirmationHours } from '@pariksha/contract';
import type { Database } from '../../db/open.js';
import { emailConfirmations, users } from '../../db/accounts-schema.js';
import type { Mailer } from '../mailer/index.js';
import { hideQueryParams, isUniqueViolation } from '../query-errors.js';
import { hashToken, newToken } from '../sessions.js';
import { loadUser } from './user-view.js';

// The links mailed to confirm an address: the sign-up address, or the new one of an e-mail change.
// Like a session token, only the link token's SHA-256 is stored.

export type ConfirmEmailResult = { ok: true; user: User } | { ok: false; reason: 'invalid_link' | 'email_taken' };

/** How the account's mails go out. */
export type AccountMail = {
  mailer: Mailer;
  /** The app's address the mailed links point to, `http://localhost:3000` (no trailing slash). */
  publicUrl: string;
};

export type EmailConfirmation = {
  /** A new link for `email` (the learner's older links stop working), mailed to that address. */
  mailLink(userId: number, firstName: string, email: string, purpose: 'signup' | 'change'): Promise<void>;
  /** Opens a mailed link: the account's address becomes the one confirmed. Works once, within a day. */
  confirmEmail(token: string): Promise<ConfirmEmailResult>;
};

export function createEmailConfirmation(db: Database, { mailer, publicUrl }: AccountMail): EmailConfirmation {
  return {
    async mailLink(userId, firstName, email, purpose) {
      const token = newToken();
      await db.transaction(async (tx) => {
        await tx.delete(emailConfirmations).where(eq(emailConfirmations.userId, userId));
        await hideQueryParams(
          tx.insert(emailConfirmations).values({
            userId,
            email,
            tokenHash: hashToken(token),
            expiresAt: sql`now() + ${emailConfirmationHours}::int * interval '1 hour'`,
          }),
        );
      });
      const link = `${publicUrl}/confirm-email?token=${token}`;
      const why =
        purpose === 'signup'
          ? 'Welcome to Pariksha! Please confirm that this is your e-mail address'
          : 'You asked to sign in to Pariksha with this e-mail address from now on. Confirm it';
      await mailer.send({
        to: email,
        subject: 'Confirm your e-mail address for Pariksha',
        text:
          `Hello ${firstName},\n\n${why} by opening this link within ${emailConfirmationHours} hours:\n\n${link}\n\n` +
          'If you did not ask for this, ignore this mail: nothing changes.\n\nPariksha',
      });
    },

    async confirmEmail(token) {
      const outcome = await db.transaction(async (tx) => {
        // Deleted as it is read: a link works once, even when opened twice at the same moment.
        const [link] = await tx
          .delete(emailConfirmations)
          .where(and(eq(emailConfirmations.tokenHash, hashToken(token)), gt(emailConfirmations.expiresAt, sql`now()`)))
          .returning({ userId: emailConfirmations.userId, email: emailConfirmations.email });
        if (link === undefined) return { ok: false as const, reason: 'invalid_link' as const };
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, link.email), ne(users.id, link.userId)));
        if (taken !== undefined) return { ok: false as const, reason: 'email_taken' as const };
        await hideQueryParams(
          tx
            .update(users)
            .set({ email: link.email, emailConfirmedAt: sql`now()`, updatedAt: sql`now()` })
            .where(eq(users.id, link.userId)),
        );
        return { ok: true as const, userId: link.userId };
      }).catch((error: unknown) => {
        // Another account took the address between the check and the update.
        if (isUniqueViolation(error)) return { ok: false as const, reason: 'email_taken' as const };
        throw error;
      });
      if (!outcome.ok) return outcome;
      const user = await loadUser(db, outcome.userId);
      return user === null ? { ok: false, reason: 'invalid_link' } : { ok: true, user };
    },
  };
}
