import * as z from 'zod/mini';
import { mutationEnvelope, successEnvelope } from './envelope.js';

// The discussion forum, video lessons and Help and Support as the provider answers them.
// Forum text is plain text as the learner wrote it: the app shows it, never runs it.

const dateTime = z.iso.datetime();

/** Who wrote a post: a first name and the initial of the last ('Priya S.'), never an e-mail. */
export const forumAuthor = z.object({
  name: z.string(),
  /** The signed-in learner wrote it: they may edit and delete it. */
  is_you: z.boolean(),
});
export type ForumAuthor = z.infer<typeof forumAuthor>;

/** What every post (topic or reply) carries. */
const forumPostFields = {
  id: z.int(),
  body: z.string(),
  author: forumAuthor,
  like_count: z.int(),
  /** The signed-in learner likes it. */
  liked: z.boolean(),
  /** The signed-in learner has reported it (a learner reports a post once). */
  reported: z.boolean(),
  /**
   * Reported by enough learners and waiting for review. Only its author ever receives a hidden
   * post (with this true); everybody else does not see it at all.
   */
  hidden: z.boolean(),
  created_at: dateTime,
  /** null: never edited. */
  edited_at: z.nullable(dateTime),
};

export const forumTopic = z.object({
  ...forumPostFields,
  title: z.string(),
  tags: z.array(z.string()),
  reply_count: z.int(),
});
export type ForumTopic = z.infer<typeof forumTopic>;

export const forumReply = z.object({
  ...forumPostFields,
  topic_id: z.int(),
});
export type ForumReply = z.infer<typeof forumReply>;

/** A page of a list: which page, of how many, out of how many items in all. */
const pageInfo = {
  page: z.int(),
  page_size: z.int(),
  total: z.int(),
  total_pages: z.int(),
};

export const getForumTopicsResponse = successEnvelope(
  z.object({
    topics: z.array(forumTopic),
    ...pageInfo,
    /**
     * Topics in the forum at all (visible to this learner), whatever the search: 0 is the spec's
     * 'No discussion posts available…'; total 0 with this above 0 is a search without a match.
     */
    forum_total: z.int(),
  }),
);
export type GetForumTopicsResponse = z.infer<typeof getForumTopicsResponse>;
export type ForumTopicsPage = GetForumTopicsResponse['data'];

/** A topic and one page of its replies, oldest first (newest last). */
export const getForumTopicResponse = successEnvelope(
  z.object({
    topic: forumTopic,
    replies: z.array(forumReply),
    ...pageInfo,
  }),
);
export type GetForumTopicResponse = z.infer<typeof getForumTopicResponse>;
export type ForumTopicPage = GetForumTopicResponse['data'];

export const createForumTopicResponse = mutationEnvelope(z.object({ topic: forumTopic }));
export type CreateForumTopicResponse = z.infer<typeof createForumTopicResponse>;
export const createForumReplyResponse = mutationEnvelope(z.object({ reply: forumReply }));
export type CreateForumReplyResponse = z.infer<typeof createForumReplyResponse>;
export const updateForumTopicResponse = mutationEnvelope(z.object({ topic: forumTopic }));
export type UpdateForumTopicResponse = z.infer<typeof updateForumTopicResponse>;
export const updateForumReplyResponse = mutationEnvelope(z.object({ reply: forumReply }));
export type UpdateForumReplyResponse = z.infer<typeof updateForumReplyResponse>;
export const deleteForumPostResponse = mutationEnvelope(
  z.object({ post_id: z.int(), kind: z.enum(['topic', 'reply']) }),
);
export type DeleteForumPostResponse = z.infer<typeof deleteForumPostResponse>;
/** The post's like state and count after the request, as the database counted it. */
export const likeForumPostResponse = successEnvelope(
  z.object({ post_id: z.int(), liked: z.boolean(), like_count: z.int() }),
);
export type LikeForumPostResponse = z.infer<typeof likeForumPostResponse>;
export const reportForumPostResponse = mutationEnvelope(
  z.object({ post_id: z.int(), reported: z.literal(true), hidden: z.boolean() }),
);
export type ReportForumPostResponse = z.infer<typeof reportForumPostResponse>;

// ── Video lessons ─────────────────────────────────────────────────────────────────────────────

export const videoTopic = z.enum(['logical_reasoning', 'verbal_ability', 'quantitative_ability']);

/** Where the signed-in learner stopped; null: not started. */
export const videoProgress = z.object({
  position_seconds: z.number(),
  completed: z.boolean(),
  updated_at: dateTime,
});
export type VideoProgress = z.infer<typeof videoProgress>;

export const videoLesson = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  topic: videoTopic,
  /** The exam it prepares for, in the request's language; null: every exam. */
  exam: z.nullable(z.object({ slug: z.string(), name: z.string() })),
  duration_seconds: z.int(),
  /** The poster image, a path on this server. */
  thumbnail_url: z.string(),
  progress: z.nullable(videoProgress),
});
export type VideoLesson = z.infer<typeof videoLesson>;

export const videoCaptionTrack = z.object({
  /** 'en', 'hi'. */
  lang: z.string(),
  /** The track's name in its own language: 'English', 'हिन्दी'. */
  label: z.string(),
  /** A WebVTT file, a path on this server. */
  url: z.string(),
});

export const videoLessonDetail = z.object({
  ...videoLesson.shape,
  /**
   * The clip in the formats it ships in, best first (WebM VP9, then MP4 H.264 for browsers without
   * VP9): paths on this server that answer range requests, for the video element's <source>s.
   */
  sources: z.array(z.object({ url: z.string(), type: z.string() })),
  captions: z.array(videoCaptionTrack),
});
export type VideoLessonDetail = z.infer<typeof videoLessonDetail>;

export const getVideoLessonsResponse = successEnvelope(
  z.object({
    lessons: z.array(videoLesson),
    /** The exams that have lessons, for 'Filter by exam', in the request's language. */
    exams: z.array(z.object({ slug: z.string(), name: z.string() })),
    /** Lessons in the library at all, whatever the filters: 0 is an empty library, not a filter without a match. */
    library_total: z.int(),
  }),
);
export type GetVideoLessonsResponse = z.infer<typeof getVideoLessonsResponse>;
export type VideoLessonsList = GetVideoLessonsResponse['data'];
export const getVideoLessonResponse = successEnvelope(z.object({ lesson: videoLessonDetail }));
export type GetVideoLessonResponse = z.infer<typeof getVideoLessonResponse>;
/** Unfinished lessons, most recently watched first. */
export const getContinueWatchingResponse = successEnvelope(z.object({ lessons: z.array(videoLesson) }));
export type GetContinueWatchingResponse = z.infer<typeof getContinueWatchingResponse>;
export const saveVideoProgressResponse = successEnvelope(z.object({ progress: videoProgress }));
export type SaveVideoProgressResponse = z.infer<typeof saveVideoProgressResponse>;

// ── Help and Support ──────────────────────────────────────────────────────────────────────────

export const helpRequest = z.object({
  id: z.int(),
  /** 'PRK-H-000042'. */
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(['open', 'in_progress', 'resolved']),
  created_at: dateTime,
  updated_at: dateTime,
});
export type HelpRequest = z.infer<typeof helpRequest>;
export const submitHelpRequestResponse = mutationEnvelope(z.object({ request: helpRequest }));
export type SubmitHelpRequestResponse = z.infer<typeof submitHelpRequestResponse>;
export const getMyHelpRequestsResponse = successEnvelope(z.object({ requests: z.array(helpRequest) }));
export type GetMyHelpRequestsResponse = z.infer<typeof getMyHelpRequestsResponse>;
