/**
 * A question as content, the one shape every import format is read into (formats/) and every
 * export is written from, before it reaches the database (store.ts). Texts are a small Markdown
 * (emphasis, lists, tables) with LaTeX between `$…$` and `$$…$$`, and MathML (`<math>…</math>`)
 * where a format brings it; figures are referenced as `![alt](figure:NAME)`, each language with
 * its own alt text. Nothing here is rendered: render/ draws it to HTML with MathML.
 */

export const questionTypes = ['single', 'multiple', 'numeric'] as const;
export type QuestionType = (typeof questionTypes)[number];

export const difficulties = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof difficulties)[number];

export const contentLanguages = ['en', 'hi'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/** Where a thing was read: the file as given (relative to the import's root) and its 1-based line, or row for CSV/XLSX. */
export interface SourcePlace {
  file: string;
  line: number;
}

/** One problem found while reading or checking a file: reported as it is, never thrown. */
export interface ImportProblem extends SourcePlace {
  /** A plain sentence for a teacher, not a parser's jargon: 'The answer "E" is not one of the options A–D.' */
  message: string;
}

/** A question's words in one language. */
export interface ItemWords {
  text: string;
  /** Choice questions: the options in order, the same count in every language. Absent for numeric. */
  options?: string[];
  /** The worked solution a learner reads after the test; '' when the source has none. */
  explanation: string;
}

/** A picture a question or passage refers to as `figure:NAME`; its bytes as they came. */
export interface ImportedFigure {
  /** Unique within its item or passage: 'triangle.png'. */
  name: string;
  mediaType: 'image/png' | 'image/jpeg' | 'image/svg+xml';
  data: Uint8Array;
}

/** A topic by its slug, with its names when the file gives them (needed only for a new topic). */
export interface ItemTopic {
  slug: string;
  names?: Partial<Record<ContentLanguage, string>>;
}

export interface ImportedItem {
  /**
   * Stable across imports: the file's own id (CSV `key`, Moodle `idnumber`, QTI `identifier`,
   * GIFT `::title::`), else `<format>-` and a hash of the question's content, so importing the same
   * file again finds the same items.
   */
  key: string;
  type: QuestionType;
  /** single: the option's index; multiple: the indexes, ascending; numeric: the value. */
  answer: number | number[];
  /** Numeric only: a typed value within this of `answer` is correct (0: exact; a range lo–hi is its middle ± half its width). */
  tolerance: number;
  /** The bank subject ('quantitative-aptitude', 'physics'). */
  subject: string;
  topic: ItemTopic;
  subtopic?: string;
  difficulty: Difficulty;
  /** Exam slugs this question suits ('ssc-cgl'); [] when the file says nothing. */
  exams: string[];
  /** Where it comes from: 'JEE Main 2024, 27 January, shift 1', 'Written by the Pariksha team'. */
  source?: string;
  /** For the team, never shown to learners. */
  authorNote?: string;
  /** An ImportedPassage's key: the stimulus shown above (or beside) this question. */
  passage?: string;
  /** At least one language; English and Hindi share the key, the answer and the scoring. */
  translations: Partial<Record<ContentLanguage, ItemWords>>;
  figures: ImportedFigure[];
  at: SourcePlace;
}

/** One stimulus shared by a group of questions: a reading passage, a data table, a diagram. */
export interface ImportedPassage {
  key: string;
  translations: Partial<Record<ContentLanguage, { text: string }>>;
  figures: ImportedFigure[];
  at: SourcePlace;
}

/** What one file holds. A file with any problem imports nothing unless the import skips the invalid items. */
export interface ParsedFile {
  items: ImportedItem[];
  passages: ImportedPassage[];
  problems: ImportProblem[];
  /** Questions the file held that were refused (with a problem each), for the `invalid` count. */
  invalidCount: number;
}
