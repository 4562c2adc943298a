import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ForumReportReason, ForumTopicInput } from '@pariksha/contract';
import type { ForumReply, ForumTopic, ForumTopicPage } from '@pariksha/contract/responses';
import { learnerKey } from '../../data/learnerKey';
import type { QueryScope } from '../../data/scope';
import { deletePost, likePost, reportPost, updateReply, updateTopic } from './queries';
type Post = ForumTopic | ForumReply;

/** Every cached page of one topic (each page of replies, each language), as this learner sees it. */
const topicKey = (scope: QueryScope, topicId: number) => learnerKey(scope, 'forum-topic', String(topicId));

/** One post changed in every cached page of its topic: the topic itself or one of its replies. */
function patchPost(queryClient: QueryClient, scope: QueryScope, topicId: number, postId: number, patch: (post: Post) => Post) {
  queryClient.setQueriesData<ForumTopicPage>({ queryKey: topicKey(scope, topicId) }, (page) =>
    page === undefined
      ? page
      : {
          ...page,
          topic: page.topic.id === postId ? (patch(page.topic) as ForumTopic) : page.topic,
          replies: page.replies.map((reply) => (reply.id === postId ? (patch(reply) as ForumReply) : reply)),
        },
  );
}

/**
 * What a learner does to the posts of one topic: like (shown at once, then set to the count the
 * server made), report, edit and delete. Each answer updates the cached topic; lists are asked
 * for again the next time they show.
 */
export function useForumActions(scope: QueryScope, queryClient: QueryClient, topicId: number) {
  const { api } = scope;
  const [liking, setLiking] = useState<ReadonlySet<number>>(new Set());

  const refreshLists = () => queryClient.invalidateQueries({ queryKey: learnerKey(scope, 'forum-topics') });

  const like = async (post: Post, liked: boolean) => {
    if (liking.has(post.id)) return;
    setLiking((current) => new Set(current).add(post.id));
    patchPost(queryClient, scope, topicId, post.id, (item) => ({ ...item, liked, like_count: Math.max(0, item.like_count + (liked ? 1 : -1)) }));
    try {
      const answer = await likePost(api, post.id, { liked });
      patchPost(queryClient, scope, topicId, post.id, (item) => ({ ...item, liked: answer.liked, like_count: answer.like_count }));
      void refreshLists();
    } catch {
      // The client's toast says why; the post shows what the server holds.
      patchPost(queryClient, scope, topicId, post.id, (item) => ({ ...item, liked: post.liked, like_count: post.like_count }));
    } finally {
      setLiking((current) => {
        const next = new Set(current);
        next.delete(post.id);
        return next;
      });
    }
  };

  /** The report's message; whether the post is now hidden (then it leaves the page). */
  const report = async (post: Post, reason: ForumReportReason) => {
    const answer = await reportPost(api, post.id, { reason });
    patchPost(queryClient, scope, topicId, post.id, (item) => ({ ...item, reported: true }));
    if (answer.hidden) await Promise.all([queryClient.invalidateQueries({ queryKey: topicKey(scope, topicId) }), refreshLists()]);
    return answer;
  };

  const saveTopic = async (post: ForumTopic, values: ForumTopicInput) => {
    const answer = await updateTopic(api, post.id, values);
    patchPost(queryClient, scope, topicId, post.id, () => answer.topic);
    void refreshLists();
    return answer;
  };

  const saveReply = async (post: ForumReply, body: string) => {
    const answer = await updateReply(api, post.id, { body });
    patchPost(queryClient, scope, topicId, post.id, () => answer.reply);
    return answer;
  };

  const remove = async (post: Post) => {
    const answer = await deletePost(api, post.id);
    if (answer.kind === 'reply') await queryClient.invalidateQueries({ queryKey: topicKey(scope, topicId) });
    else queryClient.removeQueries({ queryKey: topicKey(scope, topicId) });
    void refreshLists();
    return answer;
  };

  return { like, liking, report, saveTopic, saveReply, remove };
}
