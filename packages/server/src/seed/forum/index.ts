import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { users } from '../../db/accounts-schema.js';
import { forumLikes, forumPosts } from '../../db/community-schema.js';
import { noPasswordHash, seedMembers, type SeedMemberKey } from './members.js';
import { seedTopics, type SeedPost } from './topics.js';

/** Whatever `db.transaction` hands its callback. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const hour = 60 * 60 * 1000;

/**
 * Adds the seeded community members and those of their topics that are missing (a topic is its
 * author and title), each with its replies and likes; like_count is the number of like rows
 * written. Nothing stored is changed, and learners' own posts are never touched, so a second
 * start adds nothing.
 */
export async function seedForum(tx: Tx, now = new Date()): Promise<void> {
  await tx
    .insert(users)
    .values(
      seedMembers.map((member) => ({
        email: member.email,
        passwordHash: noPasswordHash,
        firstName: member.firstName,
        lastName: member.lastName,
        phone: member.phone,
        preferredLanguage: /[\u0900-\u097f]/.test(member.firstName) ? 'hi' : 'en',
      })),
    )
    .onConflictDoNothing({ target: users.email });
  const stored = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, seedMembers.map((member) => member.email)));
  const idByEmail = new Map(stored.map((row) => [row.email, row.id]));
  const ids = new Map<SeedMemberKey, number>();
  for (const member of seedMembers) {
    const id = idByEmail.get(member.email);
    if (id !== undefined) ids.set(member.key, id);
  }
  const idOf = (key: SeedMemberKey): number => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`Seed forum member ${key} is missing.`);
    return id;
  };
  const at = (post: SeedPost) => new Date(now.getTime() - post.hoursAgo * hour);
  const likeRows = (postId: number, post: SeedPost) =>
    post.likedBy.map((key) => ({ userId: idOf(key), postId, createdAt: at(post) }));

  for (const topic of seedTopics) {
    const authorId = idOf(topic.author);
    const [existing] = await tx
      .select({ id: forumPosts.id })
      .from(forumPosts)
      .where(and(eq(forumPosts.userId, authorId), eq(forumPosts.title, topic.title), isNull(forumPosts.topicId)));
    if (existing !== undefined) continue;
    const [made] = await tx
      .insert(forumPosts)
      .values({
        userId: authorId,
        title: topic.title,
        body: topic.body,
        tags: topic.tags,
        likeCount: topic.likedBy.length,
        replyCount: topic.replies.length,
        createdAt: at(topic),
      })
      .returning({ id: forumPosts.id });
    if (made === undefined) throw new Error(`Seed topic '${topic.title}' was not inserted.`);
    const likes = likeRows(made.id, topic);
    for (const reply of topic.replies) {
      const [madeReply] = await tx
        .insert(forumPosts)
        .values({ userId: idOf(reply.author), topicId: made.id, body: reply.body, likeCount: reply.likedBy.length, createdAt: at(reply) })
        .returning({ id: forumPosts.id });
      if (madeReply === undefined) throw new Error('A seed reply was not inserted.');
      likes.push(...likeRows(madeReply.id, reply));
    }
    if (likes.length > 0) await tx.insert(forumLikes).values(likes);
  }
}
