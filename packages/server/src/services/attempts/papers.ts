import { eq, inArray } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { paperPatterns, type PaperPattern } from '@pariksha/contract/attempts';
import type { Database } from '../../db/open.js';
import {
  papers,
  passages,
  questions,
  topics,
  type PaperTranslationJson,
  type QuestionAnswerJson,
  type QuestionTranslationJson,
  type RenderedWordsJson,
} from '../../db/attempts-schema.js';
import { escapeHtml } from '../markdown.js';
import type { TranslationsJson } from '../../db/content-schema.js';

/** The stored pattern (the table's check allows only these). */
const paperPatternOf = (stored: string): PaperPattern => paperPatterns.find((pattern) => pattern === stored) ?? 'exam';

export type PaperQuestion = {
  id: number;
  /** 1-based across the paper. */
  number: number;
  type: 'single' | 'multiple' | 'numeric';
  answer: QuestionAnswerJson;
  tolerance: number;
  /** Choice questions: how many options (0 for numeric). */
  optionCount: number;
  /** Its section gives partial marks to multiple-correct answers (JEE Advanced). */
  partialMarks: boolean;
  translations: TranslationsJson<QuestionTranslationJson>;
  topic: PaperTopic;
};

/** A bank topic ('percentage'), named in each language: weak topics are counted by it. */
export type PaperTopic = { slug: string; translations: TranslationsJson<{ name: string }> };

export type PaperSection = {
  slug: string;
  marksCorrect: number;
  marksWrong: number;
  partialMarks: boolean;
  minutes: number | null;
  /** Under sectional timing, the learner may close it before its time is up. */
  leaveEarly: boolean;
  translations: TranslationsJson<{ name: string }>;
  questions: PaperQuestion[];
};

/** A paper with its questions and their answers: what attempts are shown and scored by. */
export type LoadedPaper = {
  id: number;
  /** Null for a practice paper. */
  examId: number | null;
  pattern: PaperPattern;
  minutes: number;
  totalMarks: number;
  /** Days after submitting in which a learner may challenge a key (0: none). */
  challengeDays: number;
  translations: TranslationsJson<PaperTranslationJson>;
  sections: PaperSection[];
  questionById: ReadonlyMap<number, PaperQuestion>;
};

const questionTypes = ['single', 'multiple', 'numeric'] as const;
/** A bank row's type is one scoring knows (the table's check says so; the code does not assume it). */
export const isQuestionType = (type: string): type is PaperQuestion['type'] => (questionTypes as readonly string[]).includes(type);
/** A stored version's type as scoring knows it (the table's check allows only these; 'single' otherwise). */
export const questionTypeOf = (type: string): PaperQuestion['type'] => (isQuestionType(type) ? type : 'single');

/** Marks to two decimals: 0.857143 × 35 is 30, not 30.000005. */
export const roundMarks = (value: number): number => Math.round(value * 100) / 100;

type PassageWords = { translations: TranslationsJson<{ text: string }>; rendered: TranslationsJson<{ text: string }> | null };

/** A plain text as HTML that shows it as it was (line breaks kept): a passage written before texts were drawn. */
const plainAsHtml = (text: string): string => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

/**
 * A question's words as learners see them: drawn on the server (HTML with MathML, `html: true`)
 * when the version was, else its plain words; its passage as the direction shown above it (a
 * version written before passages carries its direction in its own words).
 */
export function shownWords(
  translations: TranslationsJson<QuestionTranslationJson>,
  rendered: TranslationsJson<RenderedWordsJson> | null,
  passage: PassageWords | null,
): TranslationsJson<QuestionTranslationJson> {
  const source = rendered ?? translations;
  return Object.fromEntries(
    Object.entries(source).map(([lang, words]): [string, QuestionTranslationJson] => {
      const shown: QuestionTranslationJson = {
        ...(rendered === null ? {} : { html: true as const }),
        text: words.text,
        ...(words.options === undefined ? {} : { options: words.options }),
        explanation: words.explanation,
      };
      const plainDirection = translations[lang]?.direction;
      if (passage === null) return [lang, plainDirection === undefined ? shown : { ...shown, direction: rendered === null ? plainDirection : plainAsHtml(plainDirection) }];
      const drawn = passage.rendered?.[lang]?.text ?? passage.rendered?.en?.text;
      const plain = passage.translations[lang]?.text ?? passage.translations.en?.text;
      const direction = rendered !== null ? (drawn ?? (plain === undefined ? undefined : plainAsHtml(plain))) : plain;
      return [lang, direction === undefined ? shown : { ...shown, direction }];
    }),
  );
}

async function loadFromDatabase(db: Database, paperId: number): Promise<LoadedPaper | null> {
  const [paper] = await db.select().from(papers).where(eq(papers.id, paperId));
  if (paper === undefined) return null;
  const ids = paper.sections.flatMap((section) => section.questionIds);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            question: questions,
            topic: { slug: topics.slug, translations: topics.translations },
            passage: { translations: passages.translations, rendered: passages.rendered },
          })
          .from(questions)
          .innerJoin(topics, eq(topics.id, questions.topicId))
          .leftJoin(passages, eq(passages.id, questions.passageId))
          .where(inArray(questions.id, ids));
  const rowsById = new Map(rows.map((row) => [row.question.id, row]));
  const questionById = new Map<number, PaperQuestion>();
  let number = 0;
  const sections = paper.sections.map((section): PaperSection => {
    const sectionQuestions = section.questionIds.flatMap((id): PaperQuestion[] => {
      const found = rowsById.get(id);
      const row = found?.question;
      if (found === undefined || row === undefined || !isQuestionType(row.type)) return [];
      number += 1;
      const question: PaperQuestion = {
        id,
        number,
        type: row.type,
        answer: row.answer,
        tolerance: row.tolerance,
        optionCount: (row.translations.en ?? Object.values(row.translations)[0])?.options?.length ?? 0,
        partialMarks: section.partialMarks === true,
        translations: shownWords(row.translations, row.rendered, found.passage?.translations === undefined ? null : found.passage),
        topic: found.topic,
      };
      questionById.set(id, question);
      return [question];
    });
    return {
      slug: section.slug,
      marksCorrect: section.marksCorrect,
      marksWrong: section.marksWrong,
      partialMarks: section.partialMarks === true,
      minutes: section.minutes,
      leaveEarly: section.leaveEarly === true,
      translations: section.translations,
      questions: sectionQuestions,
    };
  });
  const totalMarks = roundMarks(sections.reduce((sum, section) => sum + section.marksCorrect * section.questions.length, 0));
  return {
    id: paper.id,
    examId: paper.examId,
    pattern: paperPatternOf(paper.pattern),
    minutes: paper.minutes,
    totalMarks,
    challengeDays: paper.challengeDays,
    translations: paper.translations,
    sections,
    questionById,
  };
}

export type PaperCache = {
  /** `via`: the transaction the caller is in (PGlite has one connection: a query beside it would wait forever). */
  get(paperId: number, via?: Database): Promise<LoadedPaper | null>;
};

/**
 * Papers read once and kept: every save checks its question ids against the paper. A paper is
 * only read for an attempt of it, and a paper with attempts never changes (seeding leaves it), so
 * a cached copy stays true; entries expire after a few minutes to pick up question texts and
 * answer keys corrected by another instance's seeding.
 */
export function createPaperCache(db: Database, { ttlMs = 10 * 60_000 }: { ttlMs?: number } = {}): PaperCache {
  const cache = new LRUCache<number, LoadedPaper>({ max: 500, ttl: ttlMs });
  return {
    async get(paperId, via = db) {
      const cached = cache.get(paperId);
      if (cached !== undefined) return cached;
      const loaded = await loadFromDatabase(via, paperId);
      if (loaded !== null) cache.set(paperId, loaded);
      return loaded;
    },
  };
}
