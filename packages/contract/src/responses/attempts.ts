import * as z from 'zod/mini';
import { successEnvelope } from './envelope.js';
import { answerChallengeStatuses } from '../answer-challenge-values.js';
import { questionReportReasons, questionReportStatuses } from '../question-report-values.js';

// The mock test's answers: an attempt (the paper without its answers, the saved responses, the
// server's clock and the deadline), a save's acknowledgement, a submitted attempt's result and
// the learner's attempts.

export const attemptStatuses = ['in_progress', 'submitted'] as const;
export type AttemptStatus = (typeof attemptStatuses)[number];
export const questionTypes = ['single', 'multiple', 'numeric'] as const;
export type QuestionType = (typeof questionTypes)[number];
/**
 * 'exam': the exam's own sections and marking; 'general': the general aptitude mock, not that
 * exam's pattern; 'practice': a short test of the learner's weak topics (no exam, never ranked);
 * 'preview': the team taking a builder test's saved draft as a candidate would (never ranked,
 * counted in no statistics, no challenges).
 */
export const paperPatterns = ['exam', 'general', 'practice', 'preview'] as const;
export type PaperPattern = (typeof paperPatterns)[number];
/** Papers whose first attempts are ranked together and counted in the item statistics. */
export const rankedPatterns = ['exam', 'general'] as const satisfies readonly PaperPattern[];
export const isRankedPattern = (pattern: PaperPattern): boolean => (rankedPatterns as readonly PaperPattern[]).includes(pattern);

/** single: the option's index; multiple: the options' indexes; numeric: the value as typed ("-12.5"). */
export const responseAnswer = z.union([
  z.object({ choice: z.int() }),
  z.object({ choices: z.array(z.int()) }),
  z.object({ value: z.string() }),
]);
export type ResponseAnswer = z.infer<typeof responseAnswer>;

/** A question's words in one language; never its answer or explanation while the attempt is open. */
export const attemptQuestionTranslation = z.object({
  language_code: z.string(),
  /**
   * true: `direction`, `text` and `options` are HTML drawn by the server (maths as MathML, tables,
   * figures), sanitised, for innerHTML; absent: plain text with line breaks.
   */
  html: z.optional(z.literal(true)),
  /** Shared instructions or a passage shown above the question. */
  direction: z.optional(z.string()),
  text: z.string(),
  /** Choice questions: the options, in the same order in every language. */
  options: z.optional(z.array(z.string())),
});

export const attemptQuestion = z.object({
  id: z.int(),
  /** 1-based across the whole paper: the palette's number. */
  number: z.int(),
  type: z.enum(questionTypes),
  translations: z.array(attemptQuestionTranslation),
});
export type AttemptQuestion = z.infer<typeof attemptQuestion>;

export const attemptSection = z.object({
  /** 1-based position in the paper. */
  id: z.int(),
  /** The exam's section slug ('reasoning-ability'). */
  slug: z.string(),
  /** In the requested language. */
  name: z.string(),
  translations: z.array(z.object({ language_code: z.string(), name: z.string() })),
  marks_correct: z.number(),
  /** Marks lost per wrong answer; 0: no negative marking. */
  marks_wrong: z.number(),
  /**
   * Partial marks for multiple-correct questions, as JEE Advanced gives them: some of the right
   * options and no wrong one earns 1 mark per right option chosen (all of them: marks_correct).
   */
  partial_marks: z.boolean(),
  /** Null: the section shares the paper's time. */
  minutes: z.nullable(z.int()),
  /**
   * Under sectional timing: the learner may close this section before its time is up; the next
   * opens at once, and the time not used is not carried over (the test ends that much sooner).
   */
  leave_early: z.boolean(),
  questions: z.array(attemptQuestion),
});
export type AttemptSection = z.infer<typeof attemptSection>;

export const attemptPaper = z.object({
  /** In the requested language. */
  title: z.string(),
  minutes: z.int(),
  total_marks: z.number(),
  pattern: z.enum(paperPatterns),
  /**
   * Null for the exam's own pattern. For 'general': a sentence, in the requested language, saying
   * this is the general aptitude mock test and not the exam's pattern; for 'preview', that it is
   * the team's preview of a draft.
   */
  notice: z.nullable(z.string()),
  sections: z.array(attemptSection),
});
export type AttemptPaper = z.infer<typeof attemptPaper>;

/** The saved state of one question (questions never saved are absent: not visited). */
export const attemptResponse = z.object({
  question_id: z.int(),
  answer: z.nullable(responseAnswer),
  marked: z.boolean(),
  visited: z.boolean(),
  time_spent_ms: z.int(),
});
export type AttemptResponse = z.infer<typeof attemptResponse>;

export const attemptView = z.object({
  attempt_id: z.string(),
  /** Null for a practice test. */
  exam_id: z.nullable(z.int()),
  status: z.enum(attemptStatuses),
  started_at: z.iso.datetime(),
  /** Fixed at start; the timer counts to it. */
  deadline_at: z.iso.datetime(),
  /** The server's clock now, for the client's clock offset. */
  server_time: z.iso.datetime(),
  paper: attemptPaper,
  /**
   * Under sectional timing, per section in order: when the learner left it early (the first save
   * reaching the next section did), or null. The deadline has moved earlier by the time not used.
   */
  sections_left_at: z.array(z.nullable(z.iso.datetime())),
  responses: z.array(attemptResponse),
  /** The highest seq applied per client_id: a tab's journal drops what is acknowledged. */
  last_seq_by_client: z.record(z.string(), z.int()),
});
export type AttemptView = z.infer<typeof attemptView>;

export const saveAck = z.object({
  attempt_id: z.string(),
  client_id: z.string(),
  seq: z.int(),
  server_time: z.iso.datetime(),
  deadline_at: z.iso.datetime(),
  status: z.enum(attemptStatuses),
});
export type SaveAck = z.infer<typeof saveAck>;

export const sectionResult = z.object({
  /** In the requested language. */
  name: z.string(),
  questions: z.int(),
  /** Answered, marked or not; marked-only questions are not attempted. */
  attempted: z.int(),
  correct: z.int(),
  wrong: z.int(),
  /** Multiple-correct questions answered with some of the right options and no wrong one, in a section with partial marks. */
  partial: z.int(),
  /** correct × marks_correct + partial marks − wrong × marks_wrong, to two decimals. */
  score: z.number(),
  /** The section's full marks. */
  total_marks: z.number(),
  time_spent_ms: z.int(),
});
export type SectionResult = z.infer<typeof sectionResult>;

/**
 * Where an attempt stands among the first attempts of every learner who took the paper, counted
 * when read (a submit on another server of the same database shows within two seconds).
 */
export const attemptRanking = z.object({
  /** 1 + the candidates who scored more (equal scores share a rank). */
  rank: z.int(),
  /** Learners ranked: each one's first attempt at this paper. */
  candidates: z.int(),
  /** 100 × the candidates who scored the same or less ÷ all candidates, to one decimal. */
  percentile: z.number(),
  /** Fewer than 10 candidates: the rank will move as more learners take the test. */
  provisional: z.boolean(),
  /** false for a retake: shown against the ranking of first attempts, not part of it. */
  counted: z.boolean(),
});
export type AttemptRanking = z.infer<typeof attemptRanking>;

/** A score and time per section, in the paper's order. */
const scoreBySection = z.object({
  score: z.number(),
  time_spent_ms: z.int(),
  sections: z.array(z.object({ score: z.number(), time_spent_ms: z.int(), correct: z.number(), attempted: z.number() })),
});

/** The average candidate and the topper (first attempts only), beside the learner. */
export const attemptBenchmarks = z.object({
  candidates: z.int(),
  /** Means over the candidates (correct and attempted too: fractional). */
  average: scoreBySection,
  /** The candidate with the highest score (the earliest to submit, on a tie). */
  topper: scoreBySection,
});
export type AttemptBenchmarks = z.infer<typeof attemptBenchmarks>;

/** 'partial': some of the right options and no wrong one, in a section with partial marks. */
export const questionOutcomes = ['correct', 'partial', 'wrong', 'unanswered'] as const;
export type QuestionOutcome = (typeof questionOutcomes)[number];

/** One question of the attempt: how it went and how long it was on screen (the sum of the saves' times). */
export const questionResult = z.object({
  question_id: z.int(),
  number: z.int(),
  /** 1-based section id, as in the paper. */
  section: z.int(),
  outcome: z.enum(questionOutcomes),
  marked: z.boolean(),
  time_spent_ms: z.int(),
  /** The question's topic slug (see weak_topics). */
  topic: z.string(),
});
export type QuestionResult = z.infer<typeof questionResult>;

/**
 * Questions whose answer was changed, by the first answer given and the final one: the pattern
 * coaches ask about. From the saved history; visits and clears are not answers.
 */
export const answerChanges = z.object({
  right_to_wrong: z.int(),
  wrong_to_right: z.int(),
  wrong_to_wrong: z.int(),
});
export type AnswerChanges = z.infer<typeof answerChanges>;

export const topicAccuracy = z.object({
  slug: z.string(),
  /** In the requested language. */
  name: z.string(),
  questions: z.int(),
  attempted: z.int(),
  correct: z.int(),
});
export type TopicAccuracy = z.infer<typeof topicAccuracy>;

/** Accuracy by topic over this attempt and the learner's earlier ones, weakest first. */
export const weakTopics = z.object({
  /** How many submitted attempts were counted (this one and up to 19 before it). */
  attempts: z.int(),
  topics: z.array(topicAccuracy),
});
export type WeakTopics = z.infer<typeof weakTopics>;

/** The attempt scored again after keys were corrected: what changed. */
export const attemptRescore = z.object({
  rescored_at: z.iso.datetime(),
  previous_score: z.number(),
  score: z.number(),
  /** Null for a retake or a practice test. */
  previous_rank: z.nullable(z.int()),
  rank: z.nullable(z.int()),
  /** The corrected questions' numbers in the paper. */
  questions: z.array(z.int()),
});
export type AttemptRescore = z.infer<typeof attemptRescore>;

export const attemptResult = z.object({
  attempt_id: z.string(),
  /** Null for a practice test. */
  exam_id: z.nullable(z.int()),
  pattern: z.enum(paperPatterns),
  /** 1: the learner's first attempt at this paper (the ranked one). */
  attempt_number: z.int(),
  /** The paper's title in the requested language. */
  title: z.string(),
  sections: z.array(sectionResult),
  totals: z.object({
    questions: z.int(),
    attempted: z.int(),
    correct: z.int(),
    wrong: z.int(),
    score: z.number(),
    total_marks: z.number(),
    time_spent_ms: z.int(),
  }),
  started_at: z.iso.datetime(),
  submitted_at: z.iso.datetime(),
  submitted_by: z.enum(['learner', 'deadline']),
  /** Null for a practice test. */
  ranking: z.nullable(attemptRanking),
  /** Null for a practice test. */
  benchmarks: z.nullable(attemptBenchmarks),
  questions: z.array(questionResult),
  answer_changes: answerChanges,
  weak_topics: weakTopics,
  /** Scored again after answer keys were corrected, oldest first (empty: never). */
  rescores: z.array(attemptRescore),
});
export type AttemptResult = z.infer<typeof attemptResult>;

export const myAttempt = z.object({
  attempt_id: z.string(),
  /** Null for a practice test. */
  exam_id: z.nullable(z.int()),
  /** Null for a practice test: test series name their exams by slug. */
  exam_slug: z.nullable(z.string()),
  /** The exam's title (a practice test's own title) in the requested language. */
  exam_title: z.string(),
  pattern: z.enum(paperPatterns),
  attempt_number: z.int(),
  status: z.enum(attemptStatuses),
  started_at: z.iso.datetime(),
  deadline_at: z.iso.datetime(),
  /** Null until submitted. */
  score: z.nullable(z.number()),
  total_marks: z.number(),
  /** Null until submitted, and for a practice test. */
  ranking: z.nullable(attemptRanking),
});
export type MyAttempt = z.infer<typeof myAttempt>;

/** A question's words in one language with its explanation: shown once the attempt is submitted. */
export const solutionTranslation = z.object({
  language_code: z.string(),
  /** true: every field is HTML drawn by the server (see attemptQuestionTranslation). */
  html: z.optional(z.literal(true)),
  direction: z.optional(z.string()),
  text: z.string(),
  options: z.optional(z.array(z.string())),
  explanation: z.string(),
});

// The reasons and statuses are plain values (question-report-values.ts), so the ui needs no zod for them.
export { questionReportReasons, questionReportStatuses } from '../question-report-values.js';
export type { QuestionReportReason, QuestionReportStatus } from '../question-report-values.js';

/** The learner's own report on a question, and what the reviewers decided. */
export const questionReport = z.object({
  id: z.int(),
  question_id: z.int(),
  reason: z.enum(questionReportReasons),
  note: z.string(),
  status: z.enum(questionReportStatuses),
  /** The reviewer's words to the learner; null until decided. */
  decision_note: z.nullable(z.string()),
  reported_at: z.iso.datetime(),
  decided_at: z.nullable(z.iso.datetime()),
});
export type QuestionReport = z.infer<typeof questionReport>;

/** The learner's own challenge of a question's key, and what the reviewers decided. */
export const answerChallenge = z.object({
  id: z.int(),
  question_id: z.int(),
  /** The answer the learner holds right. */
  answer: responseAnswer,
  reason: z.string(),
  status: z.enum(answerChallengeStatuses),
  /** The reviewer's words to the learner; null until decided. */
  decision_note: z.nullable(z.string()),
  challenged_at: z.iso.datetime(),
  decided_at: z.nullable(z.iso.datetime()),
});
export type AnswerChallenge = z.infer<typeof answerChallenge>;

/** A key corrected after the test: the solution's `correct_answer` is the corrected one. */
export const keyCorrection = z.object({
  previous_answer: responseAnswer,
  corrected_at: z.iso.datetime(),
  note: z.string(),
});
export type KeyCorrection = z.infer<typeof keyCorrection>;

export const questionSolution = z.object({
  question_id: z.int(),
  number: z.int(),
  /** 1-based section id. */
  section: z.int(),
  type: z.enum(questionTypes),
  translations: z.array(solutionTranslation),
  /** The key: `{ choice }`, `{ choices }` (ascending) or `{ value }` (numeric, as text). */
  correct_answer: responseAnswer,
  /** Numeric: a value within this of the key is right (0: exact). */
  tolerance: z.number(),
  /** The learner's final answer; null: unanswered. */
  answer: z.nullable(responseAnswer),
  outcome: z.enum(questionOutcomes),
  marked: z.boolean(),
  time_spent_ms: z.int(),
  /** The learner's report of an error in this question, if they made one. */
  report: z.nullable(questionReport),
  /** The learner's challenge of the key, if they made one. */
  challenge: z.nullable(answerChallenge),
  /** Set when the key was corrected after the test. */
  key_correction: z.nullable(keyCorrection),
});
export type QuestionSolution = z.infer<typeof questionSolution>;

/** Every question of a submitted attempt with the learner's answer, the key and the explanation, in every language. */
export const attemptSolutions = z.object({
  attempt_id: z.string(),
  title: z.string(),
  sections: z.array(z.object({ id: z.int(), name: z.string(), translations: z.array(z.object({ language_code: z.string(), name: z.string() })) })),
  questions: z.array(questionSolution),
  /** Until when keys may be challenged; null: this test takes no challenges (or the window has closed). */
  challenge_until: z.nullable(z.iso.datetime()),
});
export type AttemptSolutions = z.infer<typeof attemptSolutions>;

export const startAttemptResponse = successEnvelope(attemptView);
export type StartAttemptResponse = z.infer<typeof startAttemptResponse>;
export const getAttemptResponse = successEnvelope(attemptView);
export type GetAttemptResponse = z.infer<typeof getAttemptResponse>;
export const saveResponsesResponse = successEnvelope(saveAck);
export type SaveResponsesResponse = z.infer<typeof saveResponsesResponse>;
export const submitAttemptResponse = successEnvelope(attemptResult);
export type SubmitAttemptResponse = z.infer<typeof submitAttemptResponse>;
export const getAttemptResultResponse = successEnvelope(attemptResult);
export type GetAttemptResultResponse = z.infer<typeof getAttemptResultResponse>;
export const getMyAttemptsResponse = successEnvelope(z.array(myAttempt));
export type GetMyAttemptsResponse = z.infer<typeof getMyAttemptsResponse>;
export const getAttemptSolutionsResponse = successEnvelope(attemptSolutions);
export type GetAttemptSolutionsResponse = z.infer<typeof getAttemptSolutionsResponse>;
export const startPracticeResponse = successEnvelope(attemptView);
export const reportQuestionResponse = successEnvelope(questionReport);
export type ReportQuestionResponse = z.infer<typeof reportQuestionResponse>;
export const challengeAnswerResponse = successEnvelope(answerChallenge);
export type ChallengeAnswerResponse = z.infer<typeof challengeAnswerResponse>;
export type StartPracticeResponse = z.infer<typeof startPracticeResponse>;
