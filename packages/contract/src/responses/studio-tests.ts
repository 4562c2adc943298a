import * as z from 'zod/mini';
import { responseAnswer } from './attempts.js';
import { mutationEnvelope, successEnvelope } from './envelope.js';
import { studioDifficulties } from './studio-questions.js';

// The studio's test builder (/api/v1/studio/tests…). Requests: studio-tests.ts.

/** 'same': one paper drawn at publishing for every candidate; 'per_candidate': each attempt draws its own, with the same mix. */
export const testDrawModes = ['same', 'per_candidate'] as const;
export type TestDrawMode = (typeof testDrawModes)[number];
/** A pool draws questions of one difficulty, or of any. */
export const poolDifficulties = [...studioDifficulties, 'any'] as const;
export type PoolDifficulty = (typeof poolDifficulties)[number];
export const testLanguages = ['en', 'hi'] as const;
/** 'exam': whoever the exam is open to (a free exam, or a plan, course or test series covering it); 'free': every signed-in learner. */
export const testAccessModes = ['exam', 'free'] as const;
export type TestAccessMode = (typeof testAccessModes)[number];
/** draft: never published; published: learners of the exam start its latest version; withdrawn: learners no longer start it. */
export const testStates = ['draft', 'published', 'withdrawn'] as const;
export type TestState = (typeof testStates)[number];

const words = z.object({ en: z.string(), hi: z.string() });

/** 'N questions from topic T at difficulty D'. */
export const testPool = z.object({ topic: z.string(), difficulty: z.enum(poolDifficulties), count: z.int() });
export type TestPool = z.infer<typeof testPool>;

export const testSection = z.object({
  name: words,
  marks_correct: z.number(),
  /** Marks taken per wrong answer (0: no negative marking). */
  marks_wrong: z.number(),
  /** Multiple-correct questions earn 1 mark per right option chosen when no wrong one is (JEE Advanced). */
  partial_marks: z.boolean(),
  /** Null: the section shares the test's time. */
  minutes: z.nullable(z.int()),
  /** With its own minutes: a candidate may close it before its time is up (the rest is not carried over). */
  leave_early: z.boolean(),
  /** Questions every candidate gets, by key, first and in this order (their published versions at publishing). */
  questions: z.array(z.string()),
  pools: z.array(testPool),
});
export type TestSection = z.infer<typeof testSection>;

/** A test as its editor writes it. */
export const testDefinition = z.object({
  exam: z.string(),
  title: words,
  minutes: z.int(),
  draw: z.enum(testDrawModes),
  /** Each candidate sees a choice question's options in an order of their own. */
  shuffle_options: z.boolean(),
  /** Who may take it. */
  access: z.enum(testAccessModes),
  /** Every question drawn is written in each of these. */
  languages: z.array(z.enum(testLanguages)),
  opens_at: z.nullable(z.iso.datetime()),
  closes_at: z.nullable(z.iso.datetime()),
  /** Attempts a learner may make (null: no limit). Only the first is ranked. */
  attempts_allowed: z.nullable(z.int()),
  /** Days after submitting in which a learner may challenge a key (0: no challenges). */
  challenge_days: z.int(),
  sections: z.array(testSection),
});
export type TestDefinition = z.infer<typeof testDefinition>;

export const studioTestSummary = z.object({
  id: z.int(),
  exam: z.object({ slug: z.string(), title: z.string() }),
  title: z.string(),
  state: z.enum(testStates),
  /** The latest published version's number (null: never published). */
  version: z.nullable(z.int()),
  /** Whether the draft differs from the published version. */
  changed: z.boolean(),
  questions: z.int(),
  sections: z.int(),
  draw: z.enum(testDrawModes),
  /**
   * 'content': the exam's paper from the content files, brought in by seeding. Learners take that
   * paper as seeded until this test is published. 'studio': built in the studio.
   */
  source: z.enum(['content', 'studio']),
  updated_at: z.iso.datetime(),
  published_at: z.nullable(z.iso.datetime()),
});
export type StudioTestSummary = z.infer<typeof studioTestSummary>;

/** A pool that cannot be filled: how many it asks and how many published questions fit it. */
export const poolShortfall = z.object({ section: z.int(), pool: z.int(), asked: z.int(), available: z.int() });
export type PoolShortfall = z.infer<typeof poolShortfall>;
/** A fixed question with no published version the exam may use (unknown key, not yet published, retired, written for another exam, or not in every language offered). */
export const missingQuestion = z.object({ section: z.int(), key: z.string() });
export type MissingQuestion = z.infer<typeof missingQuestion>;

export const studioTest = z.object({
  ...studioTestSummary.shape,
  draft: testDefinition,
  /** The pools the published questions cannot fill now (publishing is refused while any is). */
  shortfalls: z.array(poolShortfall),
  /** Fixed questions that cannot be used now (publishing is refused while any is). */
  missing: z.array(missingQuestion),
});
export type StudioTest = z.infer<typeof studioTest>;

/** Published questions an exam's tests may draw, per topic and difficulty. */
export const testTopic = z.object({
  slug: z.string(),
  name: z.string(),
  subject: z.string(),
  available: z.object({ easy: z.int(), medium: z.int(), hard: z.int() }),
  /** Of those, how many are written in Hindi too. */
  in_hindi: z.object({ easy: z.int(), medium: z.int(), hard: z.int() }),
});
export type TestTopic = z.infer<typeof testTopic>;

/** A question's words as learners see them: HTML drawn by the server (MathML, figures, tables). */
export const previewWords = z.object({ direction: z.optional(z.string()), text: z.string(), options: z.optional(z.array(z.string())), explanation: z.string() });

export const testPreviewQuestion = z.object({
  key: z.string(),
  /** 1-based across the paper, as the palette numbers it. */
  number: z.int(),
  type: z.enum(['single', 'multiple', 'numeric']),
  topic: z.string(),
  difficulty: z.string(),
  translations: z.object({ en: z.optional(previewWords), hi: z.optional(previewWords) }),
  correct_answer: responseAnswer,
  /** Numeric with a tolerance: every value from the first to the second counts. */
  accepted_range: z.nullable(z.tuple([z.number(), z.number()])),
});
export type TestPreviewQuestion = z.infer<typeof testPreviewQuestion>;

/** One draw of the saved draft as a candidate would get it (nothing is stored). */
export const testPreview = z.object({
  title: z.object({ en: z.string(), hi: z.string() }),
  minutes: z.int(),
  total_marks: z.number(),
  languages: z.array(z.enum(testLanguages)),
  /** Each candidate sees the options in an order of their own: this draw shows one. */
  shuffle_options: z.boolean(),
  sections: z.array(
    z.object({
      name: z.object({ en: z.string(), hi: z.string() }),
      marks_correct: z.number(),
      marks_wrong: z.number(),
      partial_marks: z.boolean(),
      minutes: z.nullable(z.int()),
      leave_early: z.boolean(),
      questions: z.array(testPreviewQuestion),
    }),
  ),
});
export type TestPreview = z.infer<typeof testPreview>;

export const getStudioTestsResponse = successEnvelope(z.array(studioTestSummary));
export const previewStudioTestResponse = successEnvelope(testPreview);
export const getStudioTestResponse = successEnvelope(studioTest);
export const saveStudioTestResponse = mutationEnvelope(studioTest);
export const getTestTopicsResponse = successEnvelope(z.array(testTopic));

/** 409 `version_conflict`, 409 `wrong_state` and 422 `pools_short`: the refusal with the test as it now stands. */
export const testRefusedResponse = z.object({ result: z.literal(0), msg: z.string(), error: z.string(), code: z.string(), data: studioTest });
