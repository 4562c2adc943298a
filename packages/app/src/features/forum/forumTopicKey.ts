import type { DataTag } from '@tanstack/query-core';
import type { ForumTopicPage } from '@pariksha/contract';

/**
 * The cache's name for a topic's page of replies (forumTopicQuery): the topic page's title reads
 * the topic by it, in every page's shell, where the queries themselves do not belong.
 */
export function forumTopicKey(topicId: string, page: number, language: string) {
  return ['forum-topic', topicId, page, language] as const as DataTag<readonly ['forum-topic', string, number, string], ForumTopicPage>;
}
