/**
 * The forum's, the video lessons' and Help and Support's plain values and checks, without zod: the
 * server's schemas (community.ts) enforce them and the ui's forms run the same checks before
 * sending, so the browser refuses what the server would refuse. Re-exported by values.ts.
 */
import { emailProblem, nameProblem } from './field-checks.js';
import {
  forumDescriptionMaxLength,
  forumDescriptionMinLength,
  forumMaxTags,
  forumReplyMaxLength,
  forumTagMaxLength,
  forumTitleMaxLength,
  forumTitleMinLength,
  helpMessageMaxLength,
  helpMessageMinLength,
  type FieldMessageKey,
} from './field-messages.js';

// Problems are keys of the field-message catalogue (field-messages.ts): the server's schemas
// refuse with the same English sentence, answered in the request's language, and the forms show
// `fieldMessage(key, lang)`.
export {
  forumDescriptionMaxLength,
  forumDescriptionMinLength,
  forumMaxTags,
  forumReplyMaxLength,
  forumTagMaxLength,
  forumTitleMaxLength,
  forumTitleMinLength,
  helpMessageMaxLength,
  helpMessageMinLength,
};

// ── Discussion forum ─────────────────────────────────────────────────────────────────────────

/** Longest search text taken; longer is refused (it costs the database, and nobody types it). */
export const forumSearchMaxLength = 100;

/** Topics per page of the list; replies per page of a topic. */
export const forumPageSize = 20;
export const forumRepliesPageSize = 50;

export const forumSorts = ['newest', 'oldest', 'most_liked'] as const;
export type ForumSort = (typeof forumSorts)[number];
export const defaultForumSort: ForumSort = 'newest';

/** Per learner, over the last hour: more is a 429 that says when they can post again. */
export const forumTopicsPerHour = 5;
export const forumRepliesPerHour = 30;

/** Reports by this many established learners (below) hide a post pending review. */
export const forumHideAfterReports = 3;
/**
 * A report counts towards hiding a post only from an account whose e-mail is confirmed and that
 * is at least this old, so a few throwaway accounts cannot hide anyone's post. Anyone may still
 * report, and the team sees every report.
 */
export const forumCountedReporterMinAgeHours = 24;
export const forumReportReasons = ['spam', 'abusive', 'off_topic', 'other'] as const;
export type ForumReportReason = (typeof forumReportReasons)[number];

/**
 * The Tags field as typed ('ssc, reasoning ,,Maths') → ['ssc', 'reasoning', 'Maths']: split at
 * commas (also the Devanagari-keyboard '،' and the full-width '，'), trimmed, empty ones dropped,
 * the same tag twice (whatever its case) kept once.
 */
export function parseForumTags(text: string): string[] {
  return tidyForumTags(text.split(/[,،，]/));
}

/** Tags as stored: trimmed, inner spaces single, empty ones dropped, each (whatever its case) once. */
export function tidyForumTags(pieces: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const piece of pieces) {
    const tag = piece.trim().replace(/\s+/g, ' ');
    const key = tag.toLocaleLowerCase('en-IN');
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

export type ForumTopicProblem = Extract<
  FieldMessageKey,
  | 'titleRequired'
  | 'titleTooShort'
  | 'titleTooLong'
  | 'descriptionRequired'
  | 'descriptionTooShort'
  | 'descriptionTooLong'
  | 'tooManyTags'
  | 'tagTooLong'
>;

export type ForumTopicFields = { title: string; description: string; tags: string };

/** What is wrong with each field of the Create New Topic form (or of an edit); {} when nothing is. */
export function forumTopicProblems(fields: ForumTopicFields): Partial<Record<keyof ForumTopicFields, ForumTopicProblem>> {
  const problems: Partial<Record<keyof ForumTopicFields, ForumTopicProblem>> = {};
  const title = fields.title.trim();
  const description = fields.description.trim();
  if (title === '') problems.title = 'titleRequired';
  else if ([...title].length < forumTitleMinLength) problems.title = 'titleTooShort';
  else if ([...title].length > forumTitleMaxLength) problems.title = 'titleTooLong';
  if (description === '') problems.description = 'descriptionRequired';
  else if ([...description].length < forumDescriptionMinLength) problems.description = 'descriptionTooShort';
  else if ([...description].length > forumDescriptionMaxLength) problems.description = 'descriptionTooLong';
  const tags = parseForumTags(fields.tags);
  if (tags.length > forumMaxTags) problems.tags = 'tooManyTags';
  else if (tags.some((tag) => [...tag].length > forumTagMaxLength)) problems.tags = 'tagTooLong';
  return problems;
}

export type ForumReplyProblem = Extract<FieldMessageKey, 'replyRequired' | 'replyTooLong'>;

export function forumReplyProblem(text: string): ForumReplyProblem | null {
  const reply = text.trim();
  if (reply === '') return 'replyRequired';
  return [...reply].length > forumReplyMaxLength ? 'replyTooLong' : null;
}

// ── Video lessons ─────────────────────────────────────────────────────────────────────────────

/** The spec's chips after ALL, in its order. */
export const videoTopics = ['logical_reasoning', 'verbal_ability', 'quantitative_ability'] as const;
export type VideoTopic = (typeof videoTopics)[number];
export const videoSearchMaxLength = 100;
/** Continue watching shows this many unfinished lessons, most recently watched first. */
export const continueWatchingSize = 4;
/** Saved positions this close to the end count as watched. */
export const videoCompletedWithinSeconds = 5;

// ── Help and Support ──────────────────────────────────────────────────────────────────────────

export const helpRequestStatuses = ['open', 'in_progress', 'resolved'] as const;
export type HelpRequestStatus = (typeof helpRequestStatuses)[number];

/** 'PRK-H-000042': what the learner quotes when they write or call. */
export function helpReference(id: number): string {
  return `PRK-H-${String(id).padStart(6, '0')}`;
}

export type HelpRequestFields = { name: string; email: string; message: string };
export type HelpMessageProblem = Extract<FieldMessageKey, 'messageRequired' | 'messageTooShort' | 'messageTooLong'>;
/** Name and e-mail use sign-up's rules and words (FieldMessageKey); the message its own. */
export type HelpRequestProblems = {
  name?: FieldMessageKey;
  email?: FieldMessageKey;
  message?: HelpMessageProblem;
};

export function helpRequestProblems(fields: HelpRequestFields): HelpRequestProblems {
  const problems: HelpRequestProblems = {};
  const name = nameProblem(fields.name);
  const email = emailProblem(fields.email);
  if (name !== null) problems.name = name;
  if (email !== null) problems.email = email;
  const message = fields.message.trim();
  if (message === '') problems.message = 'messageRequired';
  else if ([...message].length < helpMessageMinLength) problems.message = 'messageTooShort';
  else if ([...message].length > helpMessageMaxLength) problems.message = 'messageTooLong';
  return problems;
}
