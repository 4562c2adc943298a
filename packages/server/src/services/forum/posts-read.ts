import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ForumReply, ForumTopic } from '@pariksha/contract/responses/community';
import type { Database } from '../../db/open.js';
import { users } from '../../db/accounts-schema.js';
import { forumLikes, forumPosts, forumReports } from '../../db/community-schema.js';

// How a post row becomes what a learner receives: the author's short name, the learner's own
// like and report, and whether it is hidden (only its author ever receives a hidden post).

/** Anything drizzle can read through: the database or a transaction. */
export type Queryable = Pick<Database, 'select'>;

const graphemes = new Intl.Segmenter('en-IN', { granularity: 'grapheme' });

/** 'Priya' + 'Sharma' → 'Priya S.'; no last name → 'Priya'. Never the e-mail. */
export function authorName(firstName: string, lastName: string | null): string {
  const last = (lastName ?? '').trim();
  const first = firstName.trim();
  if (last === '') return first;
  // The first letter as a reader sees it: a Devanagari conjunct stays whole.
  const initial = graphemes.segment(last)[Symbol.iterator]().next().value?.segment ?? '';
  return `${first} ${initial.toLocaleUpperCase('en-IN')}.`;
}

/** The visible-to-this-learner rule: nobody but the author sees a hidden post. */
export const visibleTo = (viewerId: number): SQL =>
  or(isNull(forumPosts.hiddenAt), eq(forumPosts.userId, viewerId)) as SQL;

/** The columns every post answer is made from. */
export function postColumns(viewerId: number) {
  return {
    id: forumPosts.id,
    topicId: forumPosts.topicId,
    userId: forumPosts.userId,
    title: forumPosts.title,
    body: forumPosts.body,
    tags: forumPosts.tags,
    likeCount: forumPosts.likeCount,
    replyCount: forumPosts.replyCount,
    hiddenAt: forumPosts.hiddenAt,
    createdAt: forumPosts.createdAt,
    editedAt: forumPosts.editedAt,
    firstName: users.firstName,
    lastName: users.lastName,
    liked: sql<boolean>`exists (select 1 from ${forumLikes} where ${forumLikes.postId} = ${forumPosts.id} and ${forumLikes.userId} = ${viewerId})`.mapWith(
      Boolean,
    ),
    reported: sql<boolean>`exists (select 1 from ${forumReports} where ${forumReports.postId} = ${forumPosts.id} and ${forumReports.userId} = ${viewerId})`.mapWith(
      Boolean,
    ),
  };
}

export type PostRow = {
  id: number;
  topicId: number | null;
  userId: number;
  title: string | null;
  body: string;
  tags: string[];
  likeCount: number;
  replyCount: number;
  hiddenAt: Date | null;
  createdAt: Date;
  editedAt: Date | null;
  firstName: string;
  lastName: string | null;
  liked: boolean;
  reported: boolean;
};

function common(row: PostRow, viewerId: number) {
  return {
    id: row.id,
    body: row.body,
    author: { name: authorName(row.firstName, row.lastName), is_you: row.userId === viewerId },
    like_count: row.likeCount,
    liked: row.liked,
    reported: row.reported,
    hidden: row.hiddenAt !== null,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt === null ? null : row.editedAt.toISOString(),
  };
}

export function toTopic(row: PostRow, viewerId: number): ForumTopic {
  return { ...common(row, viewerId), title: row.title ?? '', tags: row.tags, reply_count: row.replyCount };
}

export function toReply(row: PostRow, viewerId: number): ForumReply {
  return { ...common(row, viewerId), topic_id: row.topicId ?? 0 };
}

/** One post as this learner would receive it (visible or not: the caller decides). */
export async function readPost(db: Queryable, postId: number, viewerId: number): Promise<PostRow | null> {
  const [row] = await db
    .select(postColumns(viewerId))
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.userId))
    .where(and(eq(forumPosts.id, postId)));
  return row ?? null;
}
