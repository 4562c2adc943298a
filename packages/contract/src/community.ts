import { z } from 'zod';
import { langQuery } from './common.js';
import {
  forumDescriptionMaxLength,
  forumDescriptionMinLength,
  forumMaxTags,
  forumReplyMaxLength,
  forumReportReasons,
  forumSearchMaxLength,
  forumSorts,
  forumTagMaxLength,
  forumTitleMaxLength,
  forumTitleMinLength,
  helpMessageMaxLength,
  helpMessageMinLength,
  tidyForumTags,
  videoSearchMaxLength,
  videoTopics,
} from './community-values.js';
import { controlCharacters, controlCharactersInText } from './field-checks.js';
import { fieldMessagesEn as m, nameMaxLength } from './field-messages.js';
import { emailMaxLength } from './values.js';

// The discussion forum, video lessons and Help and Support: what the app sends. Every route needs
// the signed-in learner. The limits and the forms' checks are zod-free in community-values.ts;
// the answers are in responses/community.ts.

export * from './community-values.js';

/** Length in characters as a learner counts them (a Devanagari conjunct's code points, not UTF-16 units). */
const characters = (text: string) => [...text].length;

const positiveId = (what: string) =>
  z.coerce
    .number({ error: `Send the ${what} id as a number.` })
    .int(`Send the ${what} id as a whole number.`)
    .positive(`Send the ${what} id as a positive number.`)
    .max(2_147_483_647, `No ${what} id is that large.`);

const pageField = z.coerce
  .number({ error: 'Send the page as a number.' })
  .int('Send the page as a whole number.')
  .min(1, 'Pages start at 1.')
  .max(10_000, 'No list has that many pages.')
  .default(1);

// ── Discussion forum ─────────────────────────────────────────────────────────────────────────

export const forumTopicsQuery = langQuery.extend({
  q: z
    .string()
    .trim()
    .max(forumSearchMaxLength, `Keep the search under ${forumSearchMaxLength} characters.`)
    .optional()
    .describe('Words matched case-insensitively in titles, descriptions and tags (any language); empty: every topic.'),
  sort: z.enum(forumSorts, { error: 'Sort by newest, oldest or most_liked.' }).default('newest'),
  page: pageField,
});
export type ForumTopicsQuery = z.infer<typeof forumTopicsQuery>;

export const forumTopicParams = z.object({ topic_id: positiveId('topic') });
export const forumPostParams = z.object({ post_id: positiveId('post') });

export const forumTopicQuery = langQuery.extend({ page: pageField.describe('The page of replies (oldest first).') });

const titleField = z
  .string({ error: m.titleRequired })
  .trim()
  .min(1, m.titleRequired)
  .refine((text) => characters(text) >= forumTitleMinLength, m.titleTooShort)
  .refine((text) => characters(text) <= forumTitleMaxLength, m.titleTooLong)
  .refine((text) => !controlCharacters.test(text), m.unusualCharacters);

const descriptionField = z
  .string({ error: m.descriptionRequired })
  .trim()
  .min(1, m.descriptionRequired)
  .refine((text) => characters(text) >= forumDescriptionMinLength, m.descriptionTooShort)
  .refine((text) => characters(text) <= forumDescriptionMaxLength, m.descriptionTooLong)
  .refine((text) => !controlCharactersInText.test(text), m.unusualCharacters);

/** The tags as a list (the form splits its comma-separated text with parseForumTags). */
const tagsField = z
  .array(
    z
      .string({ error: 'Send each tag as text.' })
      .trim()
      .refine((tag) => characters(tag) <= forumTagMaxLength, m.tagTooLong)
      .refine((tag) => !controlCharacters.test(tag), m.unusualCharacters),
    { error: 'Send the tags as a list.' },
  )
  .max(forumMaxTags, m.tooManyTags)
  // As the form's parseForumTags leaves them: empty ones dropped, the same tag twice kept once.
  .transform(tidyForumTags)
  .default([]);

export const forumTopicBody = z.strictObject({
  title: titleField,
  description: descriptionField,
  tags: tagsField,
});
export type ForumTopicBody = z.input<typeof forumTopicBody>;
export type ForumTopicInput = z.output<typeof forumTopicBody>;

export const forumReplyBody = z.strictObject({
  body: z
    .string({ error: m.replyRequired })
    .trim()
    .min(1, m.replyRequired)
    .refine((text) => characters(text) <= forumReplyMaxLength, m.replyTooLong)
    .refine((text) => !controlCharactersInText.test(text), m.unusualCharacters),
});
export type ForumReplyBody = z.input<typeof forumReplyBody>;

/** Like or unlike: the state wanted, not a toggle, so a retried or doubled request changes nothing. */
export const forumLikeBody = z.strictObject({
  liked: z.boolean({ error: 'Send liked as true or false.' }),
});
export type ForumLikeBody = z.input<typeof forumLikeBody>;

export const forumReportBody = z.strictObject({
  reason: z.enum(forumReportReasons, { error: 'Choose spam, abusive, off_topic or other.' }),
});
export type ForumReportBody = z.input<typeof forumReportBody>;

// ── Video lessons ─────────────────────────────────────────────────────────────────────────────

export const videoLessonsQuery = langQuery.extend({
  topic: z
    .enum(videoTopics, { error: 'Choose logical_reasoning, verbal_ability or quantitative_ability.' })
    .optional()
    .describe('One of the chips; missing: ALL.'),
  exam: z
    .string()
    .trim()
    .max(100, 'No exam has a slug that long.')
    .optional()
    .describe("An exam's slug ('Filter by exam'); missing or empty: every exam."),
  q: z
    .string()
    .trim()
    .max(videoSearchMaxLength, `Keep the search under ${videoSearchMaxLength} characters.`)
    .optional()
    .describe('Words matched case-insensitively in the titles and descriptions (any language).'),
});
export type VideoLessonsQuery = z.infer<typeof videoLessonsQuery>;

export const videoLessonParams = z.object({
  slug: z.string().max(100, 'Use a slug of at most 100 characters.').describe('A lesson slug, e.g. number-series-basics.'),
});

export const videoProgressBody = z.strictObject({
  position_seconds: z
    .number({ error: 'Send the position in seconds.' })
    .min(0, 'The position cannot be negative.')
    .max(24 * 60 * 60, 'No lesson is that long.')
    .describe("Where the learner is, in seconds; the server keeps it within the lesson's length."),
  /** true when the video reached its end. */
  completed: z.boolean({ error: 'Send completed as true or false.' }).default(false),
});
export type VideoProgressBody = z.input<typeof videoProgressBody>;

// ── Help and Support ──────────────────────────────────────────────────────────────────────────

export const helpRequestBody = z.strictObject({
  name: z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, m.nameRequired)
    .max(nameMaxLength, m.nameTooLong)
    .refine((text) => !controlCharacters.test(text), m.nameCharacters),
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, m.emailRequired)
    .max(emailMaxLength, m.email)
    .pipe(z.email({ error: m.email }))
    .transform((email) => email.toLowerCase()),
  message: z
    .string({ error: m.messageRequired })
    .trim()
    .min(1, m.messageRequired)
    .refine((text) => characters(text) >= helpMessageMinLength, m.messageTooShort)
    .refine((text) => characters(text) <= helpMessageMaxLength, m.messageTooLong)
    .refine((text) => !controlCharactersInText.test(text), m.unusualCharacters),
});
export type HelpRequestBody = z.input<typeof helpRequestBody>;
export type HelpRequestInput = z.output<typeof helpRequestBody>;

export * from './responses/community.js';
