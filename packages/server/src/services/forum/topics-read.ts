import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  forumPageSize,
  forumRepliesPageSize,
  type ForumSort,
} from '@pariksha/contract/community-values';
import type { ForumReply, ForumTopic } from '@pariksha/contract/responses/community';
import { users } from '../../db/accounts-schema.js';
import { forumPosts } from '../../db/community-schema.js';
import { containsPattern } from '../search-pattern.js';
import { postColumns, toReply, toTopic, visibleTo, type Queryable } from './posts-read.js';

// The forum's list (search, sort, pages) and a topic's page of replies.

/** A case-insensitive substring of the title, the description or any tag (any script). */
function matches(q: string): SQL {
  const pattern = containsPattern(q);
  return sql`(${forumPosts.title} ilike ${pattern} escape '\\' or ${forumPosts.body} ilike ${pattern} escape '\\' or exists (select 1 from jsonb_array_elements_text(${forumPosts.tags}) as tag(text) where tag.text ilike ${pattern} escape '\\'))`;
}

const orderings: Record<ForumSort, SQL[]> = {
  newest: [desc(forumPosts.createdAt), desc(forumPosts.id)],
  oldest: [asc(forumPosts.createdAt), asc(forumPosts.id)],
  // Ties: the newer first.
  most_liked: [desc(forumPosts.likeCount), desc(forumPosts.createdAt), desc(forumPosts.id)],
};

export type TopicsPage = {
  topics: ForumTopic[];
  page: number;
  page_size: number;
  total: number;
  total_pages: number;
  forum_total: number;
};

export type TopicsQuery = { q?: string | undefined; sort: ForumSort; page: number };

export async function listTopics(db: Queryable, viewerId: number, query: TopicsQuery): Promise<TopicsPage> {
  const q = query.q?.trim() ?? '';
  const inForum = and(isNull(forumPosts.topicId), visibleTo(viewerId)) as SQL;
  const searched = q === '' ? inForum : (and(inForum, matches(q)) as SQL);
  const count = async (where: SQL) => {
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(forumPosts).where(where);
    return row?.n ?? 0;
  };
  const [rows, total, forumTotal] = await Promise.all([
    db
      .select(postColumns(viewerId))
      .from(forumPosts)
      .innerJoin(users, eq(users.id, forumPosts.userId))
      .where(searched)
      .orderBy(...orderings[query.sort])
      .limit(forumPageSize)
      .offset((query.page - 1) * forumPageSize),
    count(searched),
    q === '' ? null : count(inForum),
  ]);
  return {
    topics: rows.map((row) => toTopic(row, viewerId)),
    page: query.page,
    page_size: forumPageSize,
    total,
    total_pages: Math.ceil(total / forumPageSize),
    forum_total: forumTotal ?? total,
  };
}

export type TopicPage = {
  topic: ForumTopic;
  replies: ForumReply[];
  page: number;
  page_size: number;
  total: number;
  total_pages: number;
};

/** A topic and a page of its replies, oldest first; null: no such topic this learner may see. */
export async function topicPage(db: Queryable, viewerId: number, topicId: number, page: number): Promise<TopicPage | null> {
  const [topic] = await db
    .select(postColumns(viewerId))
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.userId))
    .where(and(eq(forumPosts.id, topicId), isNull(forumPosts.topicId), visibleTo(viewerId)));
  if (topic === undefined) return null;
  const ofTopic = and(eq(forumPosts.topicId, topicId), visibleTo(viewerId)) as SQL;
  const [replies, [counted]] = await Promise.all([
    db
      .select(postColumns(viewerId))
      .from(forumPosts)
      .innerJoin(users, eq(users.id, forumPosts.userId))
      .where(ofTopic)
      .orderBy(asc(forumPosts.createdAt), asc(forumPosts.id))
      .limit(forumRepliesPageSize)
      .offset((page - 1) * forumRepliesPageSize),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(forumPosts).where(ofTopic),
  ]);
  const total = counted?.n ?? 0;
  return {
    topic: toTopic(topic, viewerId),
    replies: replies.map((row) => toReply(row, viewerId)),
    page,
    page_size: forumRepliesPageSize,
    total,
    total_pages: Math.ceil(total / forumRepliesPageSize),
  };
}
