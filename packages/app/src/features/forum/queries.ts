import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { ForumLikeBody, ForumReplyBody, ForumReportBody, ForumTopicBody } from '@pariksha/contract';
import { endpoint, read, send } from '../../api/read';
import { forLearner, learnerKey } from '../../data/learnerKey';
import type { QueryScope } from '../../data/scope';
import type { ForumListChoice } from './forumAddress';
import { forumTopicKey } from './forumTopicKey';

// The discussion forum (packages/server/src/routes/forum.ts), each answer checked against the contract.

/**
 * One page of topics for a search and sort; the list says when it fails (no toast while typing).
 * The previous page stays on screen while the next one arrives.
 */
export const forumTopicsQuery = (choice: ForumListChoice) => (scope: QueryScope) =>
  queryOptions({
    // What the learner liked, and their own hidden posts, are theirs.
    queryKey: learnerKey(scope, 'forum-topics', choice.q, choice.sort, choice.page, scope.language),
    queryFn: forLearner(scope, ({ signal }) =>
      read(scope, endpoint('/getForumTopics', 'forumTopics', 'Invalid response structure', 'Failed to fetch the discussions'), {
        params: { q: choice.q || undefined, sort: choice.sort, page: choice.page },
        signal,
        skipToast: true,
      }),
    ),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

/** A topic and one page of its replies (oldest first). */
export const forumTopicQuery = (topicId: string, page: number) => (scope: QueryScope) =>
  queryOptions({
    queryKey: forumTopicKey(scope, topicId, page),
    queryFn: forLearner(scope, ({ signal }) =>
      read(
        scope,
        endpoint(`/getForumTopic/${encodeURIComponent(topicId)}`, 'forumTopic', 'Invalid response structure', 'Failed to fetch the discussion'),
        { params: { page }, signal, skipToast: true },
      ),
    ),
    staleTime: 0,
  });

// Mutations: no toast from the client on failure where a form shows the server's field messages.

export function createTopic(api: AxiosInstance, body: ForumTopicBody) {
  return send(api, 'post', endpoint('/createForumTopic', 'createdTopic', 'Invalid response structure', 'Your topic could not be posted'), body, {
    skipToast: true,
  });
}

export function createReply(api: AxiosInstance, topicId: number, body: ForumReplyBody) {
  return send(api, 'post', endpoint(`/createForumReply/${topicId}`, 'createdReply', 'Invalid response structure', 'Your reply could not be posted'), body, {
    skipToast: true,
  });
}

export function updateTopic(api: AxiosInstance, postId: number, body: ForumTopicBody) {
  return send(api, 'put', endpoint(`/updateForumTopic/${postId}`, 'updatedTopic', 'Invalid response structure', 'Your changes could not be saved'), body, {
    skipToast: true,
  });
}

export function updateReply(api: AxiosInstance, postId: number, body: ForumReplyBody) {
  return send(api, 'put', endpoint(`/updateForumReply/${postId}`, 'updatedReply', 'Invalid response structure', 'Your changes could not be saved'), body, {
    skipToast: true,
  });
}

export function deletePost(api: AxiosInstance, postId: number) {
  return send(api, 'delete', endpoint(`/deleteForumPost/${postId}`, 'deletedPost', 'Invalid response structure', 'The post could not be deleted'), undefined);
}

export function likePost(api: AxiosInstance, postId: number, body: ForumLikeBody) {
  return send(api, 'put', endpoint(`/likeForumPost/${postId}`, 'likedPost', 'Invalid response structure', 'Your like could not be saved'), body);
}

export function reportPost(api: AxiosInstance, postId: number, body: ForumReportBody) {
  return send(api, 'post', endpoint(`/reportForumPost/${postId}`, 'reportedPost', 'Invalid response structure', 'The report could not be sent'), body);
}
