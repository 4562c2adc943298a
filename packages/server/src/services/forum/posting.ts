import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ForumReply, ForumTopic } from '@pariksha/contract/responses/community';
import type { Database } from '../../db/open.js';
import { forumPosts } from '../../db/community-schema.js';
import { lockAuthor, nextPostAllowedAt } from './hourly-limit.js';
import { readPost, toReply, toTopic } from './posts-read.js';
import { Refused, refusable, type ForumResult, type Tx } from './results.js';

// Writing, editing and deleting posts. Text is stored exactly as the schema passed it (trimmed,
// otherwise as written): the app shows it as plain text and never runs it.

export type TopicInput = { title: string; description: string; tags: string[] };

async function mustRead(tx: Tx, postId: number, viewerId: number) {
  const row = await readPost(tx, postId, viewerId);
  if (row === null) throw new Error(`Forum post ${postId} vanished inside its own transaction.`);
  return row;
}

/** The post if it exists, this learner may see it and it is of this kind; else a refusal. */
async function ownPost(tx: Tx, postId: number, userId: number, kind: 'topic' | 'reply' | 'any') {
  const [post] = await tx
    .select({ userId: forumPosts.userId, topicId: forumPosts.topicId, hiddenAt: forumPosts.hiddenAt })
    .from(forumPosts)
    .where(eq(forumPosts.id, postId))
    .for('update');
  const isTopic = post?.topicId === null;
  const wrongKind = (kind === 'topic' && !isTopic) || (kind === 'reply' && isTopic);
  // A hidden post of someone else's is not there for this learner: 404, as an unknown one.
  if (post === undefined || wrongKind || (post.hiddenAt !== null && post.userId !== userId)) {
    throw new Refused({ ok: false, reason: 'not_found' });
  }
  if (post.userId !== userId) throw new Refused({ ok: false, reason: 'forbidden' });
  return post;
}

export function createPosting(db: Database) {
  return {
    async createTopic(userId: number, input: TopicInput): Promise<ForumResult<{ topic: ForumTopic }>> {
      return refusable<{ topic: ForumTopic }>(db, async (tx) => {
        if (!(await lockAuthor(tx, userId))) return { ok: false, reason: 'gone' };
        const retryAt = await nextPostAllowedAt(tx, userId, 'topic');
        if (retryAt !== null) return { ok: false, reason: 'rate_limited', kind: 'topic', retryAt };
        const [made] = await tx
          .insert(forumPosts)
          .values({ userId, title: input.title, body: input.description, tags: input.tags })
          .returning({ id: forumPosts.id });
        if (made === undefined) throw new Error('The topic was not inserted.');
        return { ok: true, topic: toTopic(await mustRead(tx, made.id, userId), userId) };
      });
    },

    async createReply(userId: number, topicId: number, body: string): Promise<ForumResult<{ reply: ForumReply }>> {
      return refusable<{ reply: ForumReply }>(db, async (tx) => {
        if (!(await lockAuthor(tx, userId))) return { ok: false, reason: 'gone' };
        // Locked, so a topic being deleted now either goes first (404) or waits for this reply.
        const [topic] = await tx
          .select({ id: forumPosts.id })
          .from(forumPosts)
          .where(and(eq(forumPosts.id, topicId), isNull(forumPosts.topicId), isNull(forumPosts.hiddenAt)))
          .for('update');
        if (topic === undefined) return { ok: false, reason: 'not_found' };
        const retryAt = await nextPostAllowedAt(tx, userId, 'reply');
        if (retryAt !== null) return { ok: false, reason: 'rate_limited', kind: 'reply', retryAt };
        const [made] = await tx.insert(forumPosts).values({ userId, topicId, body }).returning({ id: forumPosts.id });
        if (made === undefined) throw new Error('The reply was not inserted.');
        await tx
          .update(forumPosts)
          .set({ replyCount: sql`${forumPosts.replyCount} + 1` })
          .where(eq(forumPosts.id, topicId));
        return { ok: true, reply: toReply(await mustRead(tx, made.id, userId), userId) };
      });
    },

    async updateTopic(userId: number, postId: number, input: TopicInput): Promise<ForumResult<{ topic: ForumTopic }>> {
      return refusable<{ topic: ForumTopic }>(db, async (tx) => {
        await ownPost(tx, postId, userId, 'topic');
        await tx
          .update(forumPosts)
          .set({ title: input.title, body: input.description, tags: input.tags, editedAt: sql`now()` })
          .where(eq(forumPosts.id, postId));
        return { ok: true, topic: toTopic(await mustRead(tx, postId, userId), userId) };
      });
    },

    async updateReply(userId: number, postId: number, body: string): Promise<ForumResult<{ reply: ForumReply }>> {
      return refusable<{ reply: ForumReply }>(db, async (tx) => {
        await ownPost(tx, postId, userId, 'reply');
        await tx.update(forumPosts).set({ body, editedAt: sql`now()` }).where(eq(forumPosts.id, postId));
        return { ok: true, reply: toReply(await mustRead(tx, postId, userId), userId) };
      });
    },

    /** A topic takes its replies with it (the foreign key cascades); a reply lowers its topic's count. */
    async deletePost(userId: number, postId: number): Promise<ForumResult<{ post_id: number; kind: 'topic' | 'reply' }>> {
      return refusable<{ post_id: number; kind: 'topic' | 'reply' }>(db, async (tx) => {
        // A reply's topic is locked before the reply, the order replying and deleting a topic
        // take too, so two of them at once wait for each other instead of deadlocking.
        const [peek] = await tx.select({ topicId: forumPosts.topicId }).from(forumPosts).where(eq(forumPosts.id, postId));
        if (peek?.topicId != null) {
          await tx.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.id, peek.topicId)).for('update');
        }
        const post = await ownPost(tx, postId, userId, 'any');
        await tx.delete(forumPosts).where(eq(forumPosts.id, postId));
        if (post.topicId === null) return { ok: true, post_id: postId, kind: 'topic' };
        await tx
          .update(forumPosts)
          .set({ replyCount: sql`greatest(${forumPosts.replyCount} - 1, 0)` })
          .where(eq(forumPosts.id, post.topicId));
        return { ok: true, post_id: postId, kind: 'reply' };
      });
    },
  };
}
