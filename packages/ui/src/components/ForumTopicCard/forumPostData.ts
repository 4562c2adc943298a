/** Who wrote a post: 'Priya S.'; `isYou` when it is the signed-in learner (they may edit it). */
export interface ForumAuthorData {
  name: string;
  isYou: boolean;
}

/** What a topic or reply carries, as the app maps it from the API's ForumTopic and ForumReply. */
export interface ForumPostData {
  id: number;
  body: string;
  author: ForumAuthorData;
  likeCount: number;
  liked: boolean;
  reported: boolean;
  /** Waiting for review after reports: only its author ever receives it. */
  hidden: boolean;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null: never edited. */
  editedAt: string | null;
}

export interface ForumTopicData extends ForumPostData {
  title: string;
  tags: readonly string[];
  replyCount: number;
}
