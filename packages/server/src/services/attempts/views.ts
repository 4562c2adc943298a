import type { AttemptRanking, AttemptResponse, AttemptResult, AttemptView, MyAttempt, ResponseAnswer } from '@pariksha/contract/attempts';
import type { AttemptRow, AttemptSectionResultJson, ResponseAnswerJson } from '../../db/attempts-schema.js';
import { pickTranslation, translationList } from '../content/translations.js';
import { answerShown, optionsShown, orderOf, type ShownOrder } from './option-orders.js';
import { type LoadedPaper, type PaperQuestion, roundMarks } from './papers.js';
import type { AttemptReport } from './report.js';

export type ResponseRow = {
  questionId: number;
  answer: ResponseAnswerJson | null;
  marked: boolean;
  visited: boolean;
  timeSpentMs: number;
};

const iso = (date: Date): string => date.toISOString();

export function answerOut(answer: ResponseAnswerJson | null): ResponseAnswer | null {
  if (answer === null) return null;
  if ('choice' in answer) return { choice: answer.choice };
  if ('choices' in answer) return { choices: [...answer.choices] };
  return { value: answer.value };
}

/** A saved response as the learner's screen holds it (options in the order shown to them). */
export function responseView(row: ResponseRow, order: ShownOrder = null): AttemptResponse {
  return {
    question_id: row.questionId,
    answer: answerOut(answerShown(row.answer, order)),
    marked: row.marked,
    visited: row.visited,
    time_spent_ms: row.timeSpentMs,
  };
}

/**
 * A question's words in each language, picked field by field (the stored words also hold the
 * explanation, which only a submitted attempt's solutions show), options in the order shown.
 */
export function questionWords(
  question: PaperQuestion,
  order: ShownOrder = null,
): Array<{ language_code: string; html?: true; direction?: string; text: string; options?: string[] }> {
  return Object.entries(question.translations).map(([language_code, words]) => ({
    language_code,
    ...(words.html === true ? { html: true as const } : {}),
    ...(words.direction === undefined ? {} : { direction: words.direction }),
    text: words.text,
    ...(words.options === undefined ? {} : { options: optionsShown(words.options, order) }),
  }));
}

/**
 * The paper as the test screen shows it: words in every language, never answers or explanations;
 * options in the order this attempt shows them.
 */
export function paperView(paper: LoadedPaper, lang: string, orders: AttemptRow['optionOrders'] = null): AttemptView['paper'] {
  const words = pickTranslation(paper.translations, lang);
  return {
    title: words.title,
    minutes: paper.minutes,
    total_marks: paper.totalMarks,
    pattern: paper.pattern,
    notice: paper.pattern === 'general' || paper.pattern === 'preview' ? (words.notice ?? null) : null,
    sections: paper.sections.map((section, index) => ({
      id: index + 1,
      slug: section.slug,
      name: pickTranslation(section.translations, lang).name,
      translations: translationList(section.translations).map(({ language_code, name }) => ({ language_code, name })),
      marks_correct: section.marksCorrect,
      marks_wrong: section.marksWrong,
      partial_marks: section.partialMarks,
      minutes: section.minutes,
      leave_early: section.leaveEarly,
      questions: section.questions.map((question) => ({
        id: question.id,
        number: question.number,
        type: question.type,
        translations: questionWords(question, orderOf(orders, question)),
      })),
    })),
  };
}

export function attemptView(
  attempt: AttemptRow,
  paper: LoadedPaper,
  responses: readonly ResponseRow[],
  lastSeqByClient: Record<string, number>,
  serverTime: Date,
  lang: string,
): AttemptView {
  return {
    attempt_id: attempt.id,
    exam_id: attempt.examId,
    status: attempt.status === 'submitted' ? 'submitted' : 'in_progress',
    started_at: iso(attempt.startedAt),
    deadline_at: iso(attempt.deadlineAt),
    server_time: iso(serverTime),
    paper: paperView(paper, lang, attempt.optionOrders),
    sections_left_at: paper.sections.map((_, index) => attempt.sectionsLeftAt?.[index] ?? null),
    responses: responses.map((row) => {
      const question = paper.questionById.get(row.questionId);
      return responseView(row, question === undefined ? null : orderOf(attempt.optionOrders, question));
    }),
    last_seq_by_client: lastSeqByClient,
  };
}

/** A submitted attempt's result; null while it is in progress. */
export function attemptResult(
  attempt: AttemptRow,
  paper: LoadedPaper,
  report: AttemptReport,
  rescores: AttemptResult['rescores'],
  lang: string,
): AttemptResult | null {
  if (attempt.status !== 'submitted' || attempt.result === null || attempt.submittedAt === null) return null;
  const stored: readonly AttemptSectionResultJson[] = attempt.result;
  const sections = paper.sections.map((section, index) => {
    const result = stored[index];
    return {
      name: pickTranslation(section.translations, lang).name,
      questions: result?.questions ?? section.questions.length,
      attempted: result?.attempted ?? 0,
      correct: result?.correct ?? 0,
      wrong: result?.wrong ?? 0,
      partial: result?.partial ?? 0,
      score: result?.score ?? 0,
      total_marks: roundMarks(section.marksCorrect * section.questions.length),
      time_spent_ms: result?.timeSpentMs ?? 0,
    };
  });
  const sum = (pick: (section: (typeof sections)[number]) => number) => sections.reduce((total, section) => total + pick(section), 0);
  return {
    attempt_id: attempt.id,
    exam_id: attempt.examId,
    pattern: paper.pattern,
    attempt_number: attempt.attemptNumber,
    title: pickTranslation(paper.translations, lang).title,
    sections,
    totals: {
      questions: sum((section) => section.questions),
      attempted: sum((section) => section.attempted),
      correct: sum((section) => section.correct),
      wrong: sum((section) => section.wrong),
      score: roundMarks(attempt.score ?? 0),
      total_marks: paper.totalMarks,
      time_spent_ms: sum((section) => section.time_spent_ms),
    },
    started_at: iso(attempt.startedAt),
    submitted_at: iso(attempt.submittedAt),
    submitted_by: attempt.submittedBy === 'deadline' ? 'deadline' : 'learner',
    ...report,
    rescores,
  };
}

export function myAttempt(
  attempt: Pick<AttemptRow, 'id' | 'examId' | 'attemptNumber' | 'status' | 'startedAt' | 'deadlineAt' | 'score'>,
  exam: { slug: string; title: string } | null,
  paper: LoadedPaper | null,
  ranking: AttemptRanking | null,
  lang: string,
): MyAttempt {
  return {
    attempt_id: attempt.id,
    exam_id: attempt.examId,
    exam_slug: exam?.slug ?? null,
    exam_title: exam?.title ?? (paper === null ? '' : pickTranslation(paper.translations, lang).title),
    pattern: paper?.pattern ?? 'exam',
    attempt_number: attempt.attemptNumber,
    status: attempt.status === 'submitted' ? 'submitted' : 'in_progress',
    started_at: iso(attempt.startedAt),
    deadline_at: iso(attempt.deadlineAt),
    score: attempt.status === 'submitted' ? roundMarks(attempt.score ?? 0) : null,
    total_marks: paper?.totalMarks ?? 0,
    ranking,
  };
}
