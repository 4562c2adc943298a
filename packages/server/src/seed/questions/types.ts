/**
 * The shape of the seeded question banks (aptitude/ and jee/), from which the mock tests' papers
 * are drawn (papers.ts). A bank is data only, written into the content files the server seeds
 * from (`pnpm banks:write`): the server reads those, never this.
 */

/** The subjects the banks cover; an exam's section is mapped to one of these (papers.ts). */
export type BankSubject =
  | 'reasoning'
  | 'quantitative-aptitude'
  | 'english-language'
  | 'general-awareness'
  | 'physics'
  | 'chemistry'
  | 'mathematics'
  | 'botany'
  | 'zoology'
  | 'general-studies'
  | 'csat'
  | 'child-development-pedagogy'
  | 'environmental-studies'
  | 'hindi-language'
  | 'ctet-mathematics'
  | 'cbse-mathematics'
  | 'cbse-science';

export type Difficulty = 'easy' | 'medium' | 'hard';

/** A topic of a subject, named in both languages (results name the weak ones). */
export interface SeedTopic {
  /** Stable, unique across banks: 'simple-interest', 'coding-decoding', 'kinematics'. */
  slug: string;
  subject: BankSubject;
  translations: { en: { name: string }; hi: { name: string } };
}

/** A question's words in one language. */
export interface QuestionWords {
  /**
   * Shared instructions or a passage shown above the question ('Study the following
   * arrangement…'); questions of one set repeat the same direction.
   */
  direction?: string;
  text: string;
  /** Choice questions: the options, in the same order in every language. Absent for numeric. */
  options?: string[];
  /** Why the answer is right, worked out: what a learner reads in the solutions. */
  explanation: string;
}

interface SeedQuestionBase {
  /** Stable, unique across banks, never reused: 'quant-si-001'. Seeding upserts by it. */
  key: string;
  subject: BankSubject;
  /** A SeedTopic's slug. */
  topic: string;
  difficulty: Difficulty;
  /**
   * English and Hindi. English Language questions keep their English text in `hi` too (the
   * section tests English), with the direction in Hindi.
   */
  translations: { en: QuestionWords; hi: QuestionWords };
}

/** One correct option (its index in `options`). */
export interface SingleCorrectQuestion extends SeedQuestionBase {
  type: 'single';
  answer: number;
}

/** Two or more correct options; all and only these must be chosen to score. */
export interface MultipleCorrectQuestion extends SeedQuestionBase {
  type: 'multiple';
  answer: number[];
}

/**
 * A typed number (JEE Main's numerical-value questions). Correct when the typed value is within
 * `tolerance` of `answer` (0: exact, which suits the integer answers JEE Main uses).
 */
export interface NumericQuestion extends SeedQuestionBase {
  type: 'numeric';
  answer: number;
  tolerance: number;
}

export type SeedQuestion = SingleCorrectQuestion | MultipleCorrectQuestion | NumericQuestion;

/** What each bank's index.ts exports. */
export interface QuestionBank {
  topics: readonly SeedTopic[];
  questions: readonly SeedQuestion[];
}
