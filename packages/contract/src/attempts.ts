import { z } from 'zod';
import { answerChallengeReasonMax, answerChallengeReasonMin } from './answer-challenge-values.js';
import { questionReportNoteMax, questionReportReasons } from './question-report-values.js';
import { clientIdMaxLength, maxChangesPerSave, maxOptions, maxTimeSpentMs, numericValuePattern } from './attempt-values.js';

// The mock test's requests: start an attempt, save responses in batches, submit, read.

export {
  attemptRequestsPerMinute,
  clientIdMaxLength,
  maxChangesPerSave,
  maxOptions,
  maxTimeSpentMs,
  numericValuePattern,
  saveGraceSeconds,
} from './attempt-values.js';

const int4Max = 2_147_483_647;
const id = (what: string) =>
  z
    .number({ error: `Send the ${what} as a number.` })
    .int(`Send the ${what} as a whole number.`)
    .positive(`Send the ${what} as a positive number.`)
    .max(int4Max, `No ${what} is that large.`);

export const attemptIdField = z.uuid('Send the attempt_id that startAttempt returned.');

export const startAttemptBody = z.object({ exam_id: id('exam_id') });
export type StartAttemptBody = z.input<typeof startAttemptBody>;

export const attemptIdParams = z.object({ attempt_id: attemptIdField });
export const attemptIdBody = z.object({ attempt_id: attemptIdField });
export type AttemptIdBody = z.input<typeof attemptIdBody>;

const optionIndex = z.number().int().min(0).max(maxOptions - 1);

/** null clears the answer (Clear). */
export const answerInput = z
  .union([
    z.strictObject({ choice: optionIndex }),
    z.strictObject({
      choices: z
        .array(optionIndex)
        .min(1)
        .max(maxOptions)
        .refine((choices) => new Set(choices).size === choices.length, 'Each option may be chosen once.'),
    }),
    z.strictObject({ value: z.string().regex(numericValuePattern, 'Type a number, such as 42 or -12.5.') }),
  ])
  .nullable()
  .describe('null, `{ choice }` (single), `{ choices }` (multiple) or `{ value }` (numeric, as typed: "-12.5").');
export type AnswerInput = z.infer<typeof answerInput>;

export const responseChange = z.strictObject({
  question_id: id('question_id'),
  answer: answerInput,
  marked: z.boolean(),
  visited: z.boolean(),
  time_spent_ms: z
    .number()
    .int()
    .min(0)
    .max(maxTimeSpentMs)
    .describe("Time on screen since this client's last save of this question."),
  keeps_answer: z
    .boolean()
    .optional()
    .describe(
      'true when the change only reports a visit or time on screen, not a choice: the server keeps the answer and mark it ' +
        'holds (another tab may have set them since this one read them) and adds the visit and the time.',
    ),
});
export type ResponseChange = z.infer<typeof responseChange>;

export const saveResponsesBody = z.object({
  attempt_id: attemptIdField,
  client_id: z
    .string()
    .min(1)
    .max(clientIdMaxLength)
    .regex(/^[\x21-\x7e]+$/, 'Send a client_id of visible ASCII characters (a UUID).')
    .describe('Random per tab; the seq counts per client_id.'),
  seq: z.number().int().min(1).max(int4Max).describe('Per client, increasing. The same batch again is a replay; another batch at or below a seq the client used is 409 `seq_conflict`.'),
  changes: z.array(responseChange).min(1).max(maxChangesPerSave),
});
export type SaveResponsesBody = z.input<typeof saveResponsesBody>;
export type SaveResponsesInput = z.infer<typeof saveResponsesBody>;

/** Topics a practice test may draw from at once (the result page offers the three weakest). */
export const maxPracticeTopics = 3;
/** Questions in a practice test (fewer when its topics have fewer). */
export const practiceQuestions = 10;
/** Practice tests a learner may start in a day: each one is a new paper row. */
export const practiceTestsPerDay = 30;

export const startPracticeBody = z.object({
  topics: z
    .array(
      z
        .string({ error: 'Send each topic as its slug, such as "percentage".' })
        .min(1)
        .max(80)
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Send each topic as its slug, such as "percentage".'),
    )
    .min(1, 'Choose at least one topic to practise.')
    .max(maxPracticeTopics, `Choose at most ${maxPracticeTopics} topics to practise at once.`)
    .refine((topics) => new Set(topics).size === topics.length, 'Send each topic once.'),
});
export type StartPracticeBody = z.input<typeof startPracticeBody>;

export { questionReportNoteMax } from './question-report-values.js';
/** Reports a learner may send a minute: enough for a careful review of a whole paper, not a flood. */
export const questionReportsPerMinute = 10;

export const reportQuestionBody = z
  .object({
    attempt_id: attemptIdField,
    question_id: id('question_id'),
    reason: z.enum(questionReportReasons, { error: 'Choose what is wrong with the question.' }),
    note: z
      .string()
      .trim()
      .max(questionReportNoteMax, `Keep the note under ${questionReportNoteMax} characters.`)
      .default(''),
  })
  .refine((body) => body.reason !== 'other' || body.note !== '', { path: ['note'], message: 'Say in a few words what is wrong.' });
export type ReportQuestionBody = z.input<typeof reportQuestionBody>;

export {
  answerChallengeReasonMax,
  answerChallengeReasonMin,
  answerChallengesPerMinute,
  answerChallengeStatuses,
  defaultChallengeDays,
} from './answer-challenge-values.js';
export type { AnswerChallengeStatus } from './answer-challenge-values.js';

/** "Challenge this answer": the key the learner holds right, and why. */
export const challengeAnswerBody = z.object({
  attempt_id: attemptIdField,
  question_id: id('question_id'),
  answer: answerInput.unwrap().describe('The answer the learner holds to be right: `{ choice }`, `{ choices }` or `{ value }`.'),
  reason: z
    .string()
    .trim()
    .min(answerChallengeReasonMin, `Say why in at least ${answerChallengeReasonMin} characters.`)
    .max(answerChallengeReasonMax, `Keep the reason under ${answerChallengeReasonMax} characters.`),
});
export type ChallengeAnswerBody = z.input<typeof challengeAnswerBody>;

export {
  answerChallenge,
  attemptRescore,
  challengeAnswerResponse,
  keyCorrection,
  answerChanges,
  questionReport,
  questionReportReasons,
  questionReportStatuses,
  reportQuestionResponse,
  attemptBenchmarks,
  attemptRanking,
  attemptSolutions,
  getAttemptSolutionsResponse,
  questionOutcomes,
  questionResult,
  questionSolution,
  solutionTranslation,
  startPracticeResponse,
  topicAccuracy,
  weakTopics,
  attemptPaper,
  attemptQuestion,
  attemptResponse,
  attemptResult,
  attemptSection,
  attemptStatuses,
  attemptView,
  getAttemptResponse,
  getAttemptResultResponse,
  getMyAttemptsResponse,
  myAttempt,
  isRankedPattern,
  paperPatterns,
  rankedPatterns,
  questionTypes,
  responseAnswer,
  saveAck,
  saveResponsesResponse,
  sectionResult,
  startAttemptResponse,
  submitAttemptResponse,
} from './responses/attempts.js';
export type {
  AnswerChallenge,
  AttemptRescore,
  ChallengeAnswerResponse,
  KeyCorrection,
  AnswerChanges,
  AttemptBenchmarks,
  AttemptRanking,
  AttemptSolutions,
  GetAttemptSolutionsResponse,
  QuestionOutcome,
  QuestionResult,
  QuestionSolution,
  QuestionReport,
  QuestionReportReason,
  QuestionReportStatus,
  ReportQuestionResponse,
  StartPracticeResponse,
  TopicAccuracy,
  WeakTopics,
  AttemptPaper,
  AttemptQuestion,
  AttemptResponse,
  AttemptResult,
  AttemptSection,
  AttemptStatus,
  AttemptView,
  GetAttemptResponse,
  GetAttemptResultResponse,
  GetMyAttemptsResponse,
  MyAttempt,
  PaperPattern,
  QuestionType,
  ResponseAnswer,
  SaveAck,
  SaveResponsesResponse,
  SectionResult,
  StartAttemptResponse,
  SubmitAttemptResponse,
} from './responses/attempts.js';
