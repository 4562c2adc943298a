import type { DataTag } from '@tanstack/query-core';
import type { ForumTopicPage } from '@pariksha/contract';
import { learnerKey } from '../../data/learnerKey';
import type { QueryScope } from '../../data/scope';

/**
 * The cache's name for a topic's page of replies (forumTopicQuery), as the learner sees it (their
 * likes): the topic page's title reads the topic by it, in every page's shell, where the queries
 * themselves do not belong.
 */
export function forumTopicKey(scope: QueryScope, topicId: string, page: number) {
  return learnerKey(scope, 'forum-topic', topicId, page, scope.language) as DataTag<
    readonly ['learner', string | null, 'forum-topic', string, number, string],
    ForumTopicPage
  >;
}
