import {
  fieldMessage,
  forumMaxTags,
  forumTagMaxLength,
  forumTitleMaxLength,
  type ForumReplyProblem,
  type ForumTopicProblem,
} from '@pariksha/contract/values';
import type {
  CreateTopicDialogLabels,
  ForumPostLabels,
  ForumReplyFormLabels,
  ForumReplyListLabels,
  ForumTopicCardLabels,
  ForumTopicListLabels,
  LikeButtonLabels,
  ReportPostDialogLabels,
  TopicFieldsLabels,
} from '@pariksha/ui';
import type { Translator } from '../../i18n/translate';

// The forum components' words in the reader's language, built once per page from the catalogue.

const count = (t: Translator) => (used: string, max: string) => t('forum.count', { used, max });

export function topicCardLabels(t: Translator): ForumTopicCardLabels {
  return {
    by: (name) => t('forum.by', { name }),
    you: t('forum.you'),
    replies: (count) => t('forum.replies', { count }),
    likes: (count) => t('forum.likes', { count }),
    edited: t('forum.edited'),
    hiddenBadge: t('forum.hiddenBadge'),
    tags: t('forum.tags'),
  };
}

export function topicListLabels(t: Translator): ForumTopicListLabels {
  return {
    search: t('forum.search'),
    searchPlaceholder: t('forum.searchPlaceholder'),
    sort: t('forum.sort'),
    sorts: { newest: t('forum.sortNewest'), oldest: t('forum.sortOldest'), most_liked: t('forum.sortMostLiked') },
    topics: t('forum.topics'),
    loading: t('forum.loading'),
    empty: t('forum.empty'),
    noMatch: (query) => t('forum.noMatch', { query }),
    clearSearch: t('forum.clearSearch'),
    error: (message) => t('forum.error', { message }),
    retry: t('forum.retry'),
    pages: t('forum.pages'),
    previous: t('forum.previous'),
    next: t('forum.next'),
    pageOf: (page, pages) => t('forum.pageOf', { page, pages }),
    card: topicCardLabels(t),
  };
}

export function topicFieldsLabels(t: Translator): TopicFieldsLabels {
  return {
    title: t('forum.fieldTitle'),
    titleHint: t('forum.fieldTitleHint', { max: forumTitleMaxLength }),
    description: t('forum.fieldDescription'),
    descriptionHint: t('forum.fieldDescriptionHint'),
    tags: t('forum.fieldTags'),
    tagsHint: t('forum.fieldTagsHint', { count: forumMaxTags, max: forumTagMaxLength }),
    tagsPreview: t('forum.tagsPreview'),
    count: count(t),
  };
}

/** `failed`: the server's own words when it gave some (an hourly limit says when to come back). */
export function createTopicLabels(t: Translator, failed: string | null): CreateTopicDialogLabels {
  return {
    ...topicFieldsLabels(t),
    heading: t('forum.newTopic'),
    submit: t('forum.createSubmit'),
    submitting: t('forum.creating'),
    cancel: t('forum.cancel'),
    close: t('forum.close'),
    discardTitle: t('forum.discardTitle'),
    discardMessage: t('forum.discardMessage'),
    discard: t('forum.discard'),
    keepWriting: t('forum.keepWriting'),
    failed: failed ?? t('forum.createFailed'),
  };
}

export function likeLabels(t: Translator): LikeButtonLabels {
  return { like: t('forum.like'), likes: (count) => t('forum.likes', { count }) };
}

export function reportLabels(t: Translator): ReportPostDialogLabels {
  return {
    heading: t('forum.reportHeading'),
    intro: t('forum.reportIntro'),
    reason: t('forum.reportReason'),
    reasons: { spam: t('forum.reasonSpam'), abusive: t('forum.reasonAbusive'), off_topic: t('forum.reasonOffTopic'), other: t('forum.reasonOther') },
    reasonRequired: t('forum.reasonRequired'),
    submit: t('forum.report'),
    submitting: t('forum.reporting'),
    cancel: t('forum.cancel'),
    close: t('forum.close'),
    failed: t('forum.reportFailed'),
  };
}

export function postLabels(t: Translator): ForumPostLabels {
  return {
    by: (name) => t('forum.by', { name }),
    you: t('forum.you'),
    replyBy: (name) => t('forum.replyBy', { name }),
    edited: t('forum.edited'),
    tags: t('forum.tags'),
    report: t('forum.report'),
    reported: t('forum.reported'),
    edit: t('forum.edit'),
    delete: t('forum.delete'),
    deleteTopic: t('forum.deleteTopic'),
    deleteReply: t('forum.deleteReply'),
    deleteMessage: t('forum.deleteMessage'),
    deleting: t('forum.deleting'),
    deleteFailed: t('forum.deleteFailed'),
    hiddenTitle: t('forum.hiddenBadge'),
    hiddenNotice: t('forum.hiddenNotice'),
    save: t('forum.save'),
    saving: t('forum.saving'),
    cancel: t('forum.cancel'),
    saveFailed: t('forum.saveFailed'),
    reply: t('forum.yourReply'),
    count: count(t),
    like: likeLabels(t),
    reportDialog: reportLabels(t),
    fields: topicFieldsLabels(t),
  };
}

export function replyListLabels(t: Translator): ForumReplyListLabels {
  return {
    replies: (count) => t('forum.replies', { count }),
    empty: t('forum.repliesEmpty'),
    loading: t('forum.repliesLoading'),
    error: (message) => t('forum.error', { message }),
    retry: t('forum.retry'),
    pages: t('forum.repliesPages'),
    previous: t('forum.repliesPrevious'),
    next: t('forum.repliesNext'),
    pageOf: (page, pages) => t('forum.pageOf', { page, pages }),
  };
}

export function replyFormLabels(t: Translator): ForumReplyFormLabels {
  return {
    reply: t('forum.yourReply'),
    hint: t('forum.replyHint'),
    submit: t('forum.replySubmit'),
    submitting: t('forum.replying'),
    count: count(t),
    failed: t('forum.replyFailed'),
    posted: t('forum.replyPosted'),
  };
}

const topicProblems: readonly ForumTopicProblem[] = [
  'titleRequired',
  'titleTooShort',
  'titleTooLong',
  'descriptionRequired',
  'descriptionTooShort',
  'descriptionTooLong',
  'tooManyTags',
  'tagTooLong',
];

/** The form checks' words: the server's own sentences, in the reader's language. */
export function topicMessages(language: string): Record<ForumTopicProblem, string> {
  return Object.fromEntries(topicProblems.map((key) => [key, fieldMessage(key, language)])) as Record<ForumTopicProblem, string>;
}

export function replyMessages(language: string): Record<ForumReplyProblem, string> {
  return { replyRequired: fieldMessage('replyRequired', language), replyTooLong: fieldMessage('replyTooLong', language) };
}
