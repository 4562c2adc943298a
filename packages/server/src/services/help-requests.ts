import { and, desc, eq, gt } from 'drizzle-orm';
import { helpReference, type HelpRequestStatus, type HelpRequestInput } from '@pariksha/contract/community';
import type { HelpRequest } from '@pariksha/contract/responses/community';
import type { Database } from '../db/open.js';
import { users } from '../db/accounts-schema.js';
import { helpRequests, type HelpRequestRow } from '../db/community-schema.js';

// Help and Support: the requests a learner sends and the list of their own below the form.

/** Per learner over the last 24 hours, whatever address they send from; the route also limits each learner a minute. */
export const helpRequestsPerDay = 10;
/** The list below the form: enough for anyone's history, bounded for the page. */
export const helpRequestsListed = 50;

const dayMs = 24 * 60 * 60 * 1000;

function requestOf(row: HelpRequestRow): HelpRequest {
  return {
    id: row.id,
    reference: helpReference(row.id),
    name: row.name,
    email: row.email,
    message: row.message,
    // The table's check constraint keeps status to helpRequestStatuses.
    status: row.status as HelpRequestStatus,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type SubmitHelpResult = { ok: true; request: HelpRequest } | { ok: false; reason: 'daily_limit' | 'no_learner' };

export function createHelpRequestsService(db: Database, { now = () => new Date() }: { now?: () => Date } = {}) {
  return {
    /**
     * Stores a request in the learner's language. The learner's row is locked while their
     * requests of the last day are counted, so two sent at once cannot both be the tenth.
     */
    async submit(userId: number, input: HelpRequestInput, lang: string): Promise<SubmitHelpResult> {
      return db.transaction(async (tx) => {
        const [learner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        if (learner === undefined) return { ok: false, reason: 'no_learner' };
        const since = new Date(now().getTime() - dayMs);
        const recent = await tx.$count(helpRequests, and(eq(helpRequests.userId, userId), gt(helpRequests.createdAt, since)));
        if (Number(recent) >= helpRequestsPerDay) return { ok: false, reason: 'daily_limit' };
        const [row] = await tx
          .insert(helpRequests)
          .values({
            userId,
            name: input.name,
            email: input.email,
            message: input.message,
            lang: lang.split('-', 1)[0] ?? 'en',
            createdAt: now(),
            updatedAt: now(),
          })
          .returning();
        if (row === undefined) throw new Error('The help request was not stored.');
        return { ok: true, request: requestOf(row) };
      });
    },

    /** The learner's own requests, newest first; never anybody else's. */
    async mine(userId: number): Promise<HelpRequest[]> {
      const rows = await db
        .select()
        .from(helpRequests)
        .where(eq(helpRequests.userId, userId))
        .orderBy(desc(helpRequests.createdAt), desc(helpRequests.id))
        .limit(helpRequestsListed);
      return rows.map(requestOf);
    },
  };
}

export type HelpRequestsService = ReturnType<typeof createHelpRequestsService>;
