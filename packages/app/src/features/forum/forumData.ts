import type { ForumReply, ForumTopic } from '@pariksha/contract/responses';
import type { ForumPostData, ForumTopicData } from '@pariksha/ui';

// The contract's forum posts as the ui's components take them.

/** A topic's form fields, as the server names them when it refuses one. */
export const topicFields = ['title', 'description', 'tags'] as const;

export function postData(post: ForumTopic | ForumReply): ForumPostData {
  return {
    id: post.id,
    body: post.body,
    author: { name: post.author.name, isYou: post.author.is_you },
    likeCount: post.like_count,
    liked: post.liked,
    reported: post.reported,
    hidden: post.hidden,
    createdAt: post.created_at,
    editedAt: post.edited_at,
  };
}

export function topicData(topic: ForumTopic): ForumTopicData {
  return { ...postData(topic), title: topic.title, tags: topic.tags, replyCount: topic.reply_count };
}
