import { desc, inArray } from 'drizzle-orm';
import { answerKeyCorrections, type AnswerKeyCorrectionRow } from '../../db/answer-keys-schema.js';
import type { LoadedPaper, PaperQuestion } from './papers.js';
import type { Queryable } from './store.js';

// The keys a paper is scored by: each question version's own key, or its latest correction
// (answer-keys-schema.ts). Read from the database on every score, result and solution rather than
// kept with the cached paper, so a correction made on another server counts at once.

export type KeyCorrectionRow = Pick<AnswerKeyCorrectionRow, 'id' | 'questionId' | 'previousAnswer' | 'answer' | 'tolerance' | 'note' | 'correctedAt'>;

/** The latest correction of each of these versions, by version id. */
export async function latestCorrections(db: Queryable, questionIds: readonly number[]): Promise<Map<number, KeyCorrectionRow>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: answerKeyCorrections.id,
      questionId: answerKeyCorrections.questionId,
      previousAnswer: answerKeyCorrections.previousAnswer,
      answer: answerKeyCorrections.answer,
      tolerance: answerKeyCorrections.tolerance,
      note: answerKeyCorrections.note,
      correctedAt: answerKeyCorrections.correctedAt,
    })
    .from(answerKeyCorrections)
    .where(inArray(answerKeyCorrections.questionId, [...questionIds]))
    .orderBy(desc(answerKeyCorrections.id));
  const latest = new Map<number, KeyCorrectionRow>();
  for (const row of rows) if (!latest.has(row.questionId)) latest.set(row.questionId, row);
  return latest;
}

/** A paper with its corrections applied, and the latest correction it includes (0: none). */
export type KeyedPaper = { paper: LoadedPaper; keyVersion: number; corrections: ReadonlyMap<number, KeyCorrectionRow> };

/** The paper as corrected keys score it; the paper itself (the cached object) when nothing was corrected. */
export function withCorrections(paper: LoadedPaper, corrections: ReadonlyMap<number, KeyCorrectionRow>): KeyedPaper {
  if (![...paper.questionById.keys()].some((id) => corrections.has(id))) return { paper, keyVersion: 0, corrections: new Map() };
  let keyVersion = 0;
  const questionById = new Map<number, PaperQuestion>();
  const sections = paper.sections.map((section) => ({
    ...section,
    questions: section.questions.map((question) => {
      const correction = corrections.get(question.id);
      const keyed = correction === undefined ? question : { ...question, answer: correction.answer, tolerance: correction.tolerance };
      if (correction !== undefined) keyVersion = Math.max(keyVersion, correction.id);
      questionById.set(keyed.id, keyed);
      return keyed;
    }),
  }));
  const own = new Map([...corrections].filter(([questionId]) => paper.questionById.has(questionId)));
  return { paper: { ...paper, sections, questionById }, keyVersion, corrections: own };
}

/** Several papers with the keys in force now, by paper id: one read of the corrections for all of them. */
export async function keyedPapers(db: Queryable, papers: readonly LoadedPaper[]): Promise<Map<number, KeyedPaper>> {
  const corrections = await latestCorrections(db, [...new Set(papers.flatMap((paper) => [...paper.questionById.keys()]))]);
  return new Map(papers.map((paper) => [paper.id, withCorrections(paper, corrections)]));
}

/** The paper with the keys in force now. */
export async function keyedPaper(db: Queryable, paper: LoadedPaper): Promise<KeyedPaper> {
  return withCorrections(paper, await latestCorrections(db, [...paper.questionById.keys()]));
}
