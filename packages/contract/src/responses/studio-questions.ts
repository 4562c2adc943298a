import * as z from 'zod/mini';
import { answerChallenge, questionReport, responseAnswer } from './attempts.js';
import { mutationEnvelope, successEnvelope } from './envelope.js';

// The studio's questions: the list, one question with its versions, the review queue, previews
// and imports. Requests: studio-questions.ts.

export const questionStates = ['draft', 'in_review', 'published', 'superseded', 'retired'] as const;
export type QuestionState = (typeof questionStates)[number];
export const studioQuestionTypes = ['single', 'multiple', 'numeric'] as const;
export const studioDifficulties = ['easy', 'medium', 'hard'] as const;

/** A question's words in one language as written (Markdown with LaTeX). */
export const studioWords = z.object({
  text: z.string(),
  options: z.optional(z.array(z.string())),
  explanation: z.string(),
});

/** Everything an editor writes: one version's content. */
export const studioQuestionContent = z.object({
  type: z.enum(studioQuestionTypes),
  subject: z.string(),
  topic: z.string(),
  subtopic: z.nullable(z.string()),
  difficulty: z.enum(studioDifficulties),
  exams: z.array(z.string()),
  source: z.nullable(z.string()),
  author_note: z.nullable(z.string()),
  /** A passage's key; null: none. */
  passage: z.nullable(z.string()),
  /** single: the option's index; multiple: the indexes, ascending; numeric: the value. */
  answer: z.union([z.number(), z.array(z.int())]),
  tolerance: z.number(),
  translations: z.object({ en: z.optional(studioWords), hi: z.optional(studioWords) }),
  /** Figure name → the stored figure's hash (texts refer to `figure:NAME`). */
  figures: z.record(z.string(), z.string()),
});
export type StudioQuestionContent = z.infer<typeof studioQuestionContent>;

/** A row of the studio's question list. */
export const studioQuestionSummary = z.object({
  key: z.string(),
  /** The latest version's id and number, and its state. */
  version_id: z.int(),
  version: z.int(),
  state: z.enum(questionStates),
  /** Whether some version is published (learners meet it). */
  published: z.boolean(),
  type: z.enum(studioQuestionTypes),
  subject: z.string(),
  topic: z.object({ slug: z.string(), name: z.string() }),
  difficulty: z.enum(studioDifficulties),
  exams: z.array(z.string()),
  hindi_missing: z.boolean(),
  /** The English text (else the Hindi) as one plain line, cut at 160 characters. */
  excerpt: z.string(),
  open_reports: z.int(),
  updated_at: z.iso.datetime(),
});
export type StudioQuestionSummary = z.infer<typeof studioQuestionSummary>;

export const studioQuestionList = z.object({
  questions: z.array(studioQuestionSummary),
  total: z.int(),
  page: z.int(),
  page_size: z.int(),
});
export type StudioQuestionList = z.infer<typeof studioQuestionList>;

export const studioVersion = z.object({
  version_id: z.int(),
  version: z.int(),
  state: z.enum(questionStates),
  content: studioQuestionContent,
  /** The reviewer's note when the version was sent back; null otherwise. */
  review_note: z.nullable(z.string()),
  updated_at: z.iso.datetime(),
  published_at: z.nullable(z.iso.datetime()),
});
export type StudioVersion = z.infer<typeof studioVersion>;

/** One question: every version, newest first, and learners' reports on any of them. */
export const studioQuestion = z.object({
  key: z.string(),
  versions: z.array(studioVersion),
  reports: z.array(z.extend(questionReport, { version: z.int() })),
});
export type StudioQuestion = z.infer<typeof studioQuestion>;

/** A version waiting for review, with the version learners now meet (null: never published) to diff against. */
export const reviewItem = z.object({
  key: z.string(),
  proposed: studioVersion,
  published: z.nullable(studioVersion),
});
export type ReviewItem = z.infer<typeof reviewItem>;

/** A text drawn as learners would see it, per language, with what the renderer could not draw. */
export const renderedWords = z.object({ text: z.string(), options: z.optional(z.array(z.string())), explanation: z.string() });
export const questionPreview = z.object({
  translations: z.object({ en: z.optional(renderedWords), hi: z.optional(renderedWords) }),
  problems: z.array(z.string()),
});
export type QuestionPreview = z.infer<typeof questionPreview>;

export const importProblem = z.object({ file: z.string(), line: z.int(), message: z.string() });
/** `pnpm content import --json` prints this object too. */
export const importReport = z.object({
  valid: z.int(),
  invalid: z.int(),
  created: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  errors: z.array(importProblem),
  imported: z.boolean(),
});
export type ImportReport = z.infer<typeof importReport>;

/** A learner's report as the reviewers' queue shows it: the question it is about, never who sent it. */
export const studioQuestionReport = z.extend(questionReport, { key: z.string(), version: z.int(), excerpt: z.string() });
export type StudioQuestionReport = z.infer<typeof studioQuestionReport>;
export const getStudioQuestionReportsResponse = successEnvelope(z.array(studioQuestionReport));

/** A figure uploaded from the editor: the name to write as `figure:NAME` and what it looks like. */
export const uploadedFigure = z.object({ name: z.string(), hash: z.string(), width: z.int(), height: z.int(), media_type: z.string(), src: z.string() });
export const uploadFigureResponse = mutationEnvelope(uploadedFigure);

/** 409 `version_conflict`: the question as it now stands, so the editor can compare before saving again. */
export const versionConflictResponse = z.object({ result: z.literal(0), msg: z.string(), error: z.string(), code: z.string(), data: studioQuestion });
/** 422 `content_problems`: every problem, one sentence each. */
export const contentProblemsResponse = z.object({ result: z.literal(0), msg: z.string(), error: z.string(), code: z.string(), problems: z.array(z.string()) });

export const getStudioQuestionsResponse = successEnvelope(studioQuestionList);
export const getStudioQuestionResponse = successEnvelope(studioQuestion);
export const saveStudioQuestionResponse = mutationEnvelope(studioQuestion);
export type SaveStudioQuestionResponse = z.infer<typeof saveStudioQuestionResponse>;
export const getReviewQueueResponse = successEnvelope(z.array(reviewItem));
export const previewQuestionResponse = successEnvelope(questionPreview);
export const importQuestionsResponse = mutationEnvelope(importReport);
export const decideQuestionReportResponse = mutationEnvelope(questionReport);

/** A learner's challenge as the reviewers' queue shows it: the question and its key, never who sent it. */
export const studioAnswerChallenge = z.extend(answerChallenge, {
  key: z.string(),
  version: z.int(),
  type: z.enum(['single', 'multiple', 'numeric']),
  excerpt: z.string(),
  /** The options' plain English words (or Hindi where there is no English), A first. */
  options: z.array(z.string()),
  /** The key in force now (corrected, if it was). */
  current_answer: responseAnswer,
  /** Open and decided challenges of this version that propose the same answer, this one included. */
  same_answer: z.int(),
  /** Submitted attempts that hold this version: what a correction scores again. */
  attempts: z.int(),
  /**
   * The options were shuffled for this learner: the option (A = 0) each of their positions showed,
   * so "option 2" in their reason reads as `options[shown_order[1]]`. Null: shown as written.
   */
  shown_order: z.nullable(z.array(z.int())),
});
export type StudioAnswerChallenge = z.infer<typeof studioAnswerChallenge>;
export const getAnswerChallengesResponse = successEnvelope(z.array(studioAnswerChallenge));
/** `rescored`: attempts scored again by the decision (0 when rejected). */
export const decideAnswerChallengeResponse = mutationEnvelope(z.object({ challenge: answerChallenge, rescored: z.int() }));
export const bulkQuestionsResponse = mutationEnvelope(z.object({ changed: z.array(z.string()), unchanged: z.array(z.string()) }));

/** Why a version is worth a reviewer's look, from its statistics. */
export const itemFlags = ['negative_discrimination', 'too_hard', 'too_easy', 'distractor_beats_key'] as const;
export type ItemFlag = (typeof itemFlags)[number];

/** A version's classical item statistics over the submitted attempts that held it. */
export const itemStatistics = z.object({
  candidates: z.int(),
  answered: z.int(),
  correct: z.int(),
  /** Share right, 0 to 1. */
  facility: z.number(),
  /** Point-biserial with the candidates' share of the paper's marks, −1 to 1; null when it cannot be told. */
  discrimination: z.nullable(z.number()),
  mean_time_ms: z.int(),
  answer_changes: z.int(),
  /** Per option (choice questions), the share choosing it among the top third, the bottom third and everyone. */
  option_shares: z.object({ top: z.array(z.number()), bottom: z.array(z.number()), all: z.array(z.number()) }),
  flags: z.array(z.enum(itemFlags)),
  computed_at: z.iso.datetime(),
});
export type ItemStatistics = z.infer<typeof itemStatistics>;

/** One entry of the review queue: a version with flags, open reports or open challenges. */
export const itemQualityEntry = z.object({
  question_id: z.int(),
  key: z.string(),
  version: z.int(),
  type: z.enum(['single', 'multiple', 'numeric']),
  excerpt: z.string(),
  options: z.array(z.string()),
  /** The key in force (corrected, if it was). */
  key_answer: responseAnswer,
  /** Null until computed (the server computes them every minute or so). */
  statistics: z.nullable(itemStatistics),
  open_reports: z.int(),
  open_challenges: z.int(),
});
export type ItemQualityEntry = z.infer<typeof itemQualityEntry>;
export const getItemQualityResponse = successEnvelope(z.array(itemQualityEntry));
