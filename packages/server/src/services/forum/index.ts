import type { Database } from '../../db/open.js';
import { createPosting } from './posting.js';
import { createReactions } from './reactions.js';
import { listTopics, topicPage, type TopicsQuery } from './topics-read.js';

// The discussion forum: topics, replies, likes and reports, each learner seeing what is theirs
// to see (a hidden post only by its author).

export type { ForumRefusal, ForumResult } from './results.js';
export { authorName } from './posts-read.js';

export function createForumService(db: Database) {
  return {
    topics: (viewerId: number, query: TopicsQuery) => listTopics(db, viewerId, query),
    topic: (viewerId: number, topicId: number, page: number) => topicPage(db, viewerId, topicId, page),
    ...createPosting(db),
    ...createReactions(db),
  };
}

export type ForumService = ReturnType<typeof createForumService>;
