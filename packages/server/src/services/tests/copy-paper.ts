import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TestDefinition } from '@pariksha/contract/responses/studio-tests';
import { papers, questionItems, questions, type PaperRow, type QuestionRow } from '../../db/attempts-schema.js';
import { exams } from '../../db/content-schema.js';
import type { Database } from '../../db/open.js';

// An exam's paper from the content files, brought into the builder: a draft holding the same
// questions (fixed, by key) in the same sections with the same marking and time, to adjust and
// publish. Learners keep the seeded paper until such a test is published.

/** Reads only: the database or a transaction. */
type Reading = Pick<Database, 'select'>;

/** The seeded papers of these exams (every exam's when none are named), with their exams' slugs. */
export function seededPapers(db: Reading, examSlugs?: readonly string[]) {
  return db
    .select({ slug: exams.slug, paper: papers })
    .from(papers)
    .innerJoin(exams, eq(exams.id, papers.examId))
    .where(and(examSlugs === undefined ? undefined : inArray(exams.slug, [...examSlugs]), isNull(papers.testVersionId), isNull(papers.ownerUserId)));
}

/** Each question version's key and words, for the drafts of these papers. */
export async function questionsOfPapers(db: Reading, paperRows: ReadonlyArray<Pick<PaperRow, 'sections'>>): Promise<PaperQuestionKey[]> {
  const ids = paperRows.flatMap((paper) => paper.sections.flatMap((section) => section.questionIds));
  if (ids.length === 0) return [];
  return db
    .select({ id: questions.id, key: questionItems.key, translations: questions.translations })
    .from(questions)
    .innerJoin(questionItems, eq(questionItems.id, questions.itemId))
    .where(inArray(questions.id, [...new Set(ids)]));
}

export type PaperQuestionKey = { id: number; key: string; translations: QuestionRow['translations'] };

/** The draft, or null when the exam has no seeded paper. */
export async function draftOfExamPaper(db: Reading, examSlug: string): Promise<TestDefinition | null> {
  const [row] = await seededPapers(db, [examSlug]);
  if (row === undefined) return null;
  return draftOfPaper(examSlug, row.paper, await questionsOfPapers(db, [row.paper]));
}

/** A seeded paper as a draft holding its questions by key (`known`: at least its questions). */
export function draftOfPaper(examSlug: string, paper: PaperRow, known: readonly PaperQuestionKey[]): TestDefinition {
  const inPaper = new Set(paper.sections.flatMap((section) => section.questionIds));
  const found = known.filter((question) => inPaper.has(question.id));
  const keyOf = new Map(found.map((question) => [question.id, question.key]));
  const title = paper.translations.en?.title ?? paper.translations.hi?.title ?? examSlug;
  return {
    exam: examSlug,
    title: { en: title, hi: paper.translations.hi?.title ?? title },
    minutes: paper.minutes,
    draw: 'same',
    // Options as the seeded paper shows them.
    shuffle_options: false,
    // Whoever the exam is open to, as the seeded paper is.
    access: 'exam',
    // Hindi is offered when every question is written in it, as the seeded paper offers it.
    languages: found.every((question) => question.translations.hi !== undefined) ? ['en', 'hi'] : ['en'],
    opens_at: null,
    closes_at: null,
    attempts_allowed: null,
    challenge_days: paper.challengeDays,
    sections: paper.sections.map((section) => {
      const name = section.translations.en?.name ?? section.translations.hi?.name ?? section.slug;
      return {
        name: { en: name, hi: section.translations.hi?.name ?? name },
        marks_correct: section.marksCorrect,
        marks_wrong: section.marksWrong,
        partial_marks: section.partialMarks === true,
        minutes: section.minutes,
        leave_early: section.leaveEarly === true,
        questions: section.questionIds.flatMap((id) => {
          const key = keyOf.get(id);
          return key === undefined ? [] : [key];
        }),
        pools: [],
      };
    }),
  };
}
