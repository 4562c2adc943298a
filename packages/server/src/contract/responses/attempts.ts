import * as z from 'zod/mini';
import { successEnvelope } from './envelope.js';

// The mock test's answers: an attempt (the paper without its answers, the saved responses, the
// server's clock and the deadline), a save's acknowledgement, a submitted attempt's result and
// the learner's attempts.

export const attemptStatuses = ['in_progress', 'submitted'] as const;
export type AttemptStatus = (typeof attemptStatuses)[number];
export const questionTypes = ['single', 'multiple', 'numeric'] as const;
export type QuestionType = (typeof questionTypes)[number];
/** 'exam': the exam's own sections and marking; 'general': the general aptitude mock, not that exam's pattern. */
export const paperPatterns = ['exam', 'general'] as const;
export type PaperPattern = (typeof paperPatterns)[number];

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
  /** Null: the section shares the paper's time. */
  minutes: z.nullable(z.int()),
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
   * this is the general aptitude mock test and not the exam's pattern.
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
  exam_id: z.int(),
  status: z.enum(attemptStatuses),
  started_at: z.iso.datetime(),
  /** Fixed at start; the timer counts to it. */
  deadline_at: z.iso.datetime(),
  /** The server's clock now, for the client's clock offset. */
  server_time: z.iso.datetime(),
  paper: attemptPaper,
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
  /** correct × marks_correct − wrong × marks_wrong, to two decimals. */
  score: z.number(),
  time_spent_ms: z.int(),
});
export type SectionResult = z.infer<typeof sectionResult>;

export const attemptResult = z.object({
  attempt_id: z.string(),
  exam_id: z.int(),
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
});
export type AttemptResult = z.infer<typeof attemptResult>;

export const myAttempt = z.object({
  attempt_id: z.string(),
  exam_id: z.int(),
  /** The exam's title in the requested language. */
  exam_title: z.string(),
  status: z.enum(attemptStatuses),
  started_at: z.iso.datetime(),
  deadline_at: z.iso.datetime(),
  /** Null until submitted. */
  score: z.nullable(z.number()),
  total_marks: z.number(),
});
export type MyAttempt = z.infer<typeof myAttempt>;

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
