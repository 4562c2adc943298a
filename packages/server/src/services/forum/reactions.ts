import { and, eq, sql } from 'drizzle-orm';
import {
  forumCountedReporterMinAgeHours,
  forumHideAfterReports,
  type ForumReportReason,
} from '@pariksha/contract/community-values';
import type { Database } from '../../db/open.js';
import { users } from '../../db/accounts-schema.js';
import { forumLikes, forumPosts, forumReports } from '../../db/community-schema.js';
import { refusable, type ForumResult } from './results.js';

// Likes and reports. The count moves in the same transaction as the row it counts, and only when
// a row was really added or removed, so like_count always equals the post's forum_likes rows.

export function createReactions(db: Database) {
  return {
    /** Sets the learner's like to `liked` (a repeat changes nothing); the count as stored after. */
    async setLike(userId: number, postId: number, liked: boolean): Promise<ForumResult<{ post_id: number; liked: boolean; like_count: number }>> {
      return refusable<{ post_id: number; liked: boolean; like_count: number }>(db, async (tx) => {
        // The post's row lock orders every like of it, and a hidden or deleted post is a 404.
        const [post] = await tx
          .select({ likeCount: forumPosts.likeCount, hiddenAt: forumPosts.hiddenAt })
          .from(forumPosts)
          .where(eq(forumPosts.id, postId))
          .for('update');
        if (post === undefined || post.hiddenAt !== null) return { ok: false, reason: 'not_found' };
        const changed = liked
          ? await tx.insert(forumLikes).values({ userId, postId }).onConflictDoNothing().returning({ postId: forumLikes.postId })
          : await tx
              .delete(forumLikes)
              .where(and(eq(forumLikes.userId, userId), eq(forumLikes.postId, postId)))
              .returning({ postId: forumLikes.postId });
        if (changed.length === 0) return { ok: true, post_id: postId, liked, like_count: post.likeCount };
        const [counted] = await tx
          .update(forumPosts)
          .set({ likeCount: sql`${forumPosts.likeCount} + ${liked ? 1 : -1}` })
          .where(eq(forumPosts.id, postId))
          .returning({ likeCount: forumPosts.likeCount });
        return { ok: true, post_id: postId, liked, like_count: counted?.likeCount ?? post.likeCount };
      });
    },

    /**
     * One report per learner and post, every one stored for the team. It counts towards hiding
     * only from an established account (a confirmed e-mail, at least a day old, by the database's
     * clock), so three throwaway accounts hide nothing; the third counted report hides the post.
     * A repeat answers as the first did (reported), even once the post is hidden.
     */
    async report(userId: number, postId: number, reason: ForumReportReason): Promise<ForumResult<{ post_id: number; hidden: boolean }>> {
      return refusable<{ post_id: number; hidden: boolean }>(db, async (tx) => {
        const [post] = await tx
          .select({ userId: forumPosts.userId, hiddenAt: forumPosts.hiddenAt })
          .from(forumPosts)
          .where(eq(forumPosts.id, postId))
          .for('update');
        if (post === undefined) return { ok: false, reason: 'not_found' };
        if (post.userId === userId) return { ok: false, reason: 'own_post' };
        const [already] = await tx
          .select({ postId: forumReports.postId })
          .from(forumReports)
          .where(and(eq(forumReports.userId, userId), eq(forumReports.postId, postId)));
        if (already !== undefined) return { ok: true, post_id: postId, hidden: post.hiddenAt !== null };
        if (post.hiddenAt !== null) return { ok: false, reason: 'not_found' };
        const [reporter] = await tx
          .select({
            established: sql<boolean>`${users.emailConfirmedAt} is not null and ${users.createdAt} <= now() - make_interval(hours => ${forumCountedReporterMinAgeHours})`,
          })
          .from(users)
          .where(eq(users.id, userId));
        const counted = reporter?.established === true;
        const added = await tx
          .insert(forumReports)
          .values({ userId, postId, reason, counted })
          .onConflictDoNothing()
          .returning({ postId: forumReports.postId });
        if (added.length === 0 || !counted) return { ok: true, post_id: postId, hidden: false };
        // One statement counts the report and hides at the threshold.
        const [stored] = await tx
          .update(forumPosts)
          .set({
            reportCount: sql`${forumPosts.reportCount} + 1`,
            hiddenAt: sql`case when ${forumPosts.reportCount} + 1 >= ${forumHideAfterReports} then coalesce(${forumPosts.hiddenAt}, now()) else ${forumPosts.hiddenAt} end`,
          })
          .where(eq(forumPosts.id, postId))
          .returning({ hiddenAt: forumPosts.hiddenAt });
        return { ok: true, post_id: postId, hidden: stored?.hiddenAt != null };
      });
    },
  };
}
