import { z } from 'zod';
import { poolDifficulties, testAccessModes, testDrawModes, testLanguages } from './responses/studio-tests.js';

// Requests of the studio's test builder (/api/v1/studio/tests…). Answers: responses/studio-tests.ts.

export * from './responses/studio-tests.js';

/** Bounds a test is held to: a paper a phone can load and a learner can sit. */
export const testLimits = { sections: 12, poolsPerSection: 20, questionsPerPool: 200, questions: 300, minutes: 600, attempts: 100, challengeDays: 60 } as const;

const slug = z
  .string()
  .trim()
  .min(1, 'Choose one.')
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and hyphens.');

const name = (what: string) =>
  z.object({
    en: z.string().trim().min(1, `Give the ${what} an English name.`).max(200, `Keep the ${what}'s name under 200 characters.`),
    hi: z.string().trim().min(1, `Give the ${what} a Hindi name.`).max(200, `Keep the ${what}'s name under 200 characters.`),
  });

/** Marks to two decimals: 4, 1, 0.25, 0.67. */
const marks = (message: string) =>
  z
    .number({ error: message })
    .finite()
    .min(0, message)
    .max(100, 'Keep marks at 100 or fewer.')
    .refine((value) => Math.round(value * 100) === value * 100, { message: 'Give marks to two decimals at most.' });

export const testPoolInput = z.object({
  topic: slug,
  difficulty: z.enum(poolDifficulties, { error: 'Choose easy, medium, hard or any.' }),
  count: z
    .int({ error: 'Say how many questions.' })
    .min(1, 'Draw at least one question.')
    .max(testLimits.questionsPerPool, `Draw at most ${testLimits.questionsPerPool} from one pool.`),
});

export const testSectionInput = z.object({
  name: name('section'),
  marks_correct: marks('Give the marks for a right answer.').refine((value) => value > 0, { message: 'A right answer earns more than 0 marks.' }),
  marks_wrong: marks('Give the marks taken for a wrong answer (0 for none).'),
  partial_marks: z.boolean().default(false),
  /** With its own minutes: a candidate may close the section before its time is up (the rest is not carried over). */
  leave_early: z.boolean().default(false),
  minutes: z.int({ error: 'Give whole minutes.' }).min(1, 'Give at least 1 minute.').max(testLimits.minutes).nullable().default(null),
  questions: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(120)
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'A key has letters, digits, dots, hyphens and underscores, such as "quant-si-014".'),
    )
    .max(testLimits.questions, `Fix at most ${testLimits.questions} questions in a section.`)
    .refine((keys) => new Set(keys).size === keys.length, { message: 'Name each question once.' })
    .default([]),
  pools: z.array(testPoolInput).max(testLimits.poolsPerSection, `Use at most ${testLimits.poolsPerSection} pools in a section.`),
}).refine((section) => section.questions.length + section.pools.length > 0, { path: ['pools'], message: 'Add a pool (how many questions from which topic) or fixed questions.' });

const moment = z.iso.datetime({ offset: true, error: 'Give a date and time.' }).nullable().default(null);

export const testDefinitionInput = z
  .object({
    exam: slug,
    title: name('test'),
    minutes: z.int({ error: 'Give whole minutes.' }).min(1, 'Give at least 1 minute.').max(testLimits.minutes, `Keep the test to ${testLimits.minutes} minutes.`),
    draw: z.enum(testDrawModes, { error: 'Choose one paper for everyone or a draw per candidate.' }),
    access: z.enum(testAccessModes, { error: 'Choose who may take the test.' }).default('exam'),
    /** Each candidate sees a choice question's options in an order of their own (keys follow). */
    shuffle_options: z.boolean().default(false),
    languages: z
      .array(z.enum(testLanguages))
      .min(1, 'Offer the test in English, Hindi or both.')
      .max(2)
      .refine((list) => new Set(list).size === list.length, { message: 'Name each language once.' }),
    opens_at: moment,
    closes_at: moment,
    attempts_allowed: z.int().min(1, 'Allow at least one attempt.').max(testLimits.attempts).nullable().default(null),
    challenge_days: z.int().min(0).max(testLimits.challengeDays, `Allow challenges for ${testLimits.challengeDays} days at most.`).default(3),
    sections: z.array(testSectionInput).min(1, 'Add a section.').max(testLimits.sections, `Use at most ${testLimits.sections} sections.`),
  })
  .superRefine((test, context) => {
    if (test.opens_at !== null && test.closes_at !== null && Date.parse(test.closes_at) <= Date.parse(test.opens_at)) {
      context.addIssue({ code: 'custom', path: ['closes_at'], message: 'Close the test after it opens.' });
    }
    const questions = test.sections.reduce((sum, section) => sum + section.questions.length + section.pools.reduce((inner, pool) => inner + pool.count, 0), 0);
    if (questions > testLimits.questions) context.addIssue({ code: 'custom', path: ['sections'], message: `Keep the test to ${testLimits.questions} questions.` });
    const timed = test.sections.reduce((sum, section) => sum + (section.minutes ?? 0), 0);
    if (timed > test.minutes) context.addIssue({ code: 'custom', path: ['minutes'], message: 'The sections’ own minutes add up to more than the test’s.' });
    // Timed sections run one after another, each open only in its own time, and the last runs to
    // the end: a section without minutes before the last would have no time of its own to open in.
    test.sections.forEach((section, index) => {
      if (!section.leave_early) return;
      const message =
        section.minutes === null
          ? 'Give the section its own minutes to let candidates leave it early.'
          : index === test.sections.length - 1
            ? 'The last section cannot be left early: candidates submit the test instead.'
            : null;
      if (message !== null) context.addIssue({ code: 'custom', path: ['sections', index, 'leave_early'], message });
    });
    if (test.sections.some((section) => section.minutes !== null)) {
      test.sections.forEach((section, index) => {
        if (section.minutes === null && index < test.sections.length - 1) {
          context.addIssue({ code: 'custom', path: ['sections', index, 'minutes'], message: 'Give this section its own minutes: timed sections run one after another, and only the last may take the time left.' });
        }
      });
    }
    const fixed = test.sections.flatMap((section) => section.questions);
    if (new Set(fixed).size !== fixed.length) context.addIssue({ code: 'custom', path: ['sections'], message: 'A question is fixed in two sections: name it once.' });
    test.sections.forEach((section, index) => {
      const seen = new Set<string>();
      section.pools.forEach((pool, at) => {
        const key = `${pool.topic} ${pool.difficulty}`;
        if (seen.has(key)) context.addIssue({ code: 'custom', path: ['sections', index, 'pools', at], message: 'This topic and difficulty is in the section already: raise its count instead.' });
        seen.add(key);
      });
    });
  });
export type TestDefinitionInput = z.input<typeof testDefinitionInput>;

export const createStudioTestBody = z.object({ draft: testDefinitionInput });
/** The `updated_at` the editor opened: a save by anyone else since then is a 409 `version_conflict`. */
export const saveStudioTestBody = z.object({ base_updated_at: z.iso.datetime(), draft: testDefinitionInput });
export const publishStudioTestBody = z.object({ base_updated_at: z.iso.datetime() });
export const testIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const testTopicsQuery = z.object({ exam: slug });
/** A new draft holding an exam's seeded paper as it stands: the same questions, sections and marking. */
export const copyExamPaperBody = z.object({ exam: slug });
