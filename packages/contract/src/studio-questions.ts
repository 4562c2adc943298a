import { z } from 'zod';
import { languageCode } from './common.js';
import { answerChallengeStatuses } from './answer-challenge-values.js';
import { answerInput } from './attempts.js';
import { questionReportReasons } from './responses/attempts.js';
import { questionStates, studioDifficulties, studioQuestionTypes } from './responses/studio-questions.js';

// Requests of the studio's questions (/api/v1/studio/questions…). Answers: responses/studio-questions.ts.

export * from './responses/studio-questions.js';

/** Questions a page of the studio's list holds. */
export const studioQuestionsPageSize = 50;
/** The longest text an editor may write in one field (a passage-length question with a table). */
export const studioTextMax = 20_000;
/** Keys at most in one bulk action. */
export const bulkQuestionsMax = 200;

const slug = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and hyphens, such as "simple-interest".');
export const questionKeyField = z
  .string()
  .trim()
  .min(1, 'Give the question a key.')
  .max(120, 'Keep the key under 120 characters.')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'A key has letters, digits, dots, hyphens and underscores, such as "quant-si-014".');

const text = (what: string) => z.string().max(studioTextMax, `Keep the ${what} under ${studioTextMax.toLocaleString('en-IN')} characters.`);

export const studioWordsInput = z.object({
  text: text('question').trim().min(1, 'Write the question.'),
  options: z.optional(z.array(text('option').trim().min(1, 'Fill in every option, or remove the empty one.')).min(2, 'Give at least two options.').max(6, 'Give at most six options.')),
  explanation: text('explanation').trim().default(''),
});

export const studioQuestionContentInput = z
  .object({
    type: z.enum(studioQuestionTypes, { error: 'Choose single, multiple-correct or numeric.' }),
    subject: slug,
    topic: slug,
    subtopic: z.string().trim().max(120).nullable().default(null),
    difficulty: z.enum(studioDifficulties, { error: 'Choose easy, medium or hard.' }),
    exams: z.array(slug).max(50).default([]),
    source: z.string().trim().max(300).nullable().default(null),
    author_note: z.string().trim().max(2000).nullable().default(null),
    passage: z.string().trim().max(120).nullable().default(null),
    answer: z.union([z.number().finite(), z.array(z.int().min(0).max(5)).min(1).max(6)]),
    tolerance: z.number().finite().min(0, 'The tolerance cannot be negative.').default(0),
    translations: z.object({ en: z.optional(studioWordsInput), hi: z.optional(studioWordsInput) }),
    figures: z.record(z.string().max(120), z.string().regex(/^[0-9a-f]{64}$/)).default({}),
  })
  .superRefine((content, context) => {
    const languages = [content.translations.en, content.translations.hi].filter((words) => words !== undefined);
    if (languages.length === 0) context.addIssue({ code: 'custom', path: ['translations'], message: 'Write the question in English or Hindi.' });
    const counts = new Set(languages.map((words) => words.options?.length ?? 0));
    if (counts.size > 1) context.addIssue({ code: 'custom', path: ['translations'], message: 'Give the same options in English and Hindi.' });
    const count = [...counts][0] ?? 0;
    if (content.type === 'numeric') {
      if (count !== 0) context.addIssue({ code: 'custom', path: ['type'], message: 'A numeric question has no options.' });
      if (Array.isArray(content.answer)) context.addIssue({ code: 'custom', path: ['answer'], message: 'A numeric question’s answer is one number.' });
      return;
    }
    if (count < 2) context.addIssue({ code: 'custom', path: ['translations'], message: 'Give at least two options.' });
    const answers = Array.isArray(content.answer) ? content.answer : [content.answer];
    if (answers.some((answer) => !Number.isInteger(answer) || answer < 0 || answer >= count)) {
      context.addIssue({ code: 'custom', path: ['answer'], message: 'Choose the right answer among the options.' });
    }
    if (content.type === 'single' && answers.length !== 1) context.addIssue({ code: 'custom', path: ['answer'], message: 'Choose exactly one right option.' });
    if (content.type === 'multiple' && (answers.length < 2 || new Set(answers).size !== answers.length)) {
      context.addIssue({ code: 'custom', path: ['answer'], message: 'Choose two or more right options.' });
    }
  });
export type StudioQuestionContentInput = z.input<typeof studioQuestionContentInput>;

export const studioQuestionsQuery = z.object({
  lang: languageCode.default('en'),
  search: z.string().trim().max(200).optional(),
  exam: slug.optional(),
  topic: slug.optional(),
  difficulty: z.enum(studioDifficulties).optional(),
  state: z.enum(questionStates).optional(),
  hindi_missing: z
    .enum(['1', 'true'])
    .transform(() => true)
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type StudioQuestionsQuery = z.input<typeof studioQuestionsQuery>;

export const questionKeyParams = z.object({ key: questionKeyField });

export const createStudioQuestionBody = z.object({ key: questionKeyField, content: studioQuestionContentInput });
/**
 * The version the editor opened, by id and `updated_at`: a save by anyone else since then is a 409
 * `version_conflict`, never overwritten.
 */
export const saveStudioQuestionBody = z.object({ base_version_id: z.int().positive(), base_updated_at: z.iso.datetime(), content: studioQuestionContentInput });
export const reviewNoteBody = z.object({ note: z.string().trim().max(2000).default('') });
export const sendBackBody = z.object({ note: z.string().trim().min(1, 'Say what the editor should change.').max(2000) });
export const bulkQuestionsBody = z.object({
  action: z.enum(['submit', 'approve', 'retire']),
  keys: z.array(questionKeyField).min(1).max(bulkQuestionsMax),
});
export const previewQuestionBody = z.object({ content: studioQuestionContentInput });

/** A selection written out: by keys (comma-separated), or by state, topic and exam. */
export const exportQuestionsQuery = z.object({
  lang: languageCode.default('en'),
  format: z.enum(['qti', 'moodle'], { error: 'Choose qti or moodle.' }),
  keys: z
    .string()
    .max(20_000)
    .transform((value) => value.split(',').map((key) => key.trim()).filter((key) => key !== ''))
    .pipe(z.array(questionKeyField).max(bulkQuestionsMax))
    .optional(),
  state: z.enum(questionStates).optional(),
  topic: slug.optional(),
  exam: slug.optional(),
});

export const questionReportDecisions = ['accepted', 'rejected'] as const;
export const decideQuestionReportBody = z.object({
  decision: z.enum(questionReportDecisions),
  /** What the learner reads under their report. */
  note: z.string().trim().min(1, 'Write a line the learner will read.').max(1000),
});
export const questionReportsQuery = z.object({ status: z.enum(['received', 'accepted', 'rejected']).default('received'), reason: z.enum(questionReportReasons).optional() });

export const answerChallengeDecisions = ['accepted', 'rejected'] as const;
export const decideAnswerChallengeBody = z
  .object({
    decision: z.enum(answerChallengeDecisions),
    /** What the learner reads under their challenge. */
    note: z.string().trim().min(1, 'Write a line the learner will read.').max(1000),
    /** Accepted: the corrected key (default: the answer the learner proposed). */
    answer: answerInput.unwrap().optional(),
  })
  .refine((body) => body.decision === 'accepted' || body.answer === undefined, { path: ['answer'], message: 'Only an accepted challenge corrects the key.' });
export type DecideAnswerChallengeBody = z.input<typeof decideAnswerChallengeBody>;
export const answerChallengesQuery = z.object({ status: z.enum(answerChallengeStatuses).default('received') });
