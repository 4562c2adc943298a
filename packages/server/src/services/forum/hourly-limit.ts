import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { forumRepliesPerHour, forumTopicsPerHour } from '@pariksha/contract/community-values';
import { users } from '../../db/accounts-schema.js';
import { forumPosts } from '../../db/community-schema.js';
import type { Tx } from './results.js';

// At most 5 topics and 30 replies per learner in any hour, counted in the database inside the
// transaction that inserts. The learner's users row is locked first, so two posts sent at once
// take turns: the second counts the first and cannot slip under the limit beside it.

export type PostKind = 'topic' | 'reply';

export const hourlyLimits: Record<PostKind, number> = { topic: forumTopicsPerHour, reply: forumRepliesPerHour };

/** Locks the learner's row for the rest of the transaction; false: the account is gone. */
export async function lockAuthor(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return row !== undefined;
}

/**
 * null: the learner may post one more of this kind now. Otherwise when they may: an hour after
 * the limit-th newest post of the last hour, the moment the count drops below the limit.
 */
export async function nextPostAllowedAt(tx: Tx, userId: number, kind: PostKind): Promise<Date | null> {
  const limit = hourlyLimits[kind];
  const [oldestCounted] = await tx
    .select({ createdAt: forumPosts.createdAt })
    .from(forumPosts)
    .where(
      and(
        eq(forumPosts.userId, userId),
        kind === 'topic' ? isNull(forumPosts.topicId) : isNotNull(forumPosts.topicId),
        gt(forumPosts.createdAt, sql`now() - interval '1 hour'`),
      ),
    )
    .orderBy(desc(forumPosts.createdAt))
    .offset(limit - 1)
    .limit(1);
  return oldestCounted === undefined ? null : new Date(oldestCounted.createdAt.getTime() + 60 * 60 * 1000);
}
