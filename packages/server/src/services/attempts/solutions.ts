import type { AnswerChallenge, AttemptSolutions, QuestionReport, QuestionSolution, ResponseAnswer } from '@pariksha/contract/attempts';
import type { OptionOrdersJson } from '../../db/attempts-schema.js';
import { challengesOf, challengeUntil } from './answer-challenges.js';
import { type KeyCorrectionRow, keyedPaper } from './answer-keys.js';
import { pickTranslation, translationList } from '../content/translations.js';
import { type FinalResponse, outcomeOf } from './analysis.js';
import { answerShown, orderOf, type ShownOrder } from './option-orders.js';
import type { Lifecycle } from './lifecycle.js';
import type { LoadedPaper, PaperCache, PaperQuestion } from './papers.js';
import { reportsOf } from './question-reports.js';
import { type Queryable, readResponses } from './store.js';
import { answerOut, questionWords } from './views.js';

// A submitted attempt's solutions: every question with the learner's answer, the key and the
// explanation. The only answer that carries keys, so it refuses an attempt still open.

export type SolutionsResult = { ok: true; solutions: AttemptSolutions } | { ok: false; reason: 'not_found' | 'in_progress' };

/** The answer key in the shape answers are sent in. */
export function correctAnswer(question: Pick<PaperQuestion, 'type' | 'answer'>): ResponseAnswer {
  const key = question.answer;
  switch (question.type) {
    case 'single':
      return { choice: Array.isArray(key) ? (key[0] ?? -1) : key };
    case 'multiple':
      return { choices: (Array.isArray(key) ? [...key] : [key]).sort((a, b) => a - b) };
    case 'numeric':
      return { value: String(Array.isArray(key) ? (key[0] ?? '') : key) };
  }
}

/** What the learner did about the keys: their reports and challenges, the corrections, the window. */
export type SolutionExtras = {
  reports?: ReadonlyMap<number, QuestionReport>;
  challenges?: ReadonlyMap<number, AnswerChallenge>;
  corrections?: ReadonlyMap<number, KeyCorrectionRow>;
  challengeUntil?: Date | null;
  /** The attempt's shown option orders: every option named goes out as the learner saw it. */
  orders?: OptionOrdersJson | null;
};

/** Every question in paper order (keys as corrected), its words in every language with the explanation. */
export function attemptSolutions(
  attemptId: string,
  paper: LoadedPaper,
  responses: readonly FinalResponse[],
  lang: string,
  { reports = new Map(), challenges = new Map(), corrections = new Map(), challengeUntil = null, orders = null }: SolutionExtras = {},
): AttemptSolutions {
  const byQuestion = new Map(responses.map((response) => [response.questionId, response]));
  return {
    attempt_id: attemptId,
    title: pickTranslation(paper.translations, lang).title,
    sections: paper.sections.map((section, index) => ({
      id: index + 1,
      name: pickTranslation(section.translations, lang).name,
      translations: translationList(section.translations).map(({ language_code, name }) => ({ language_code, name })),
    })),
    questions: paper.sections.flatMap((section, index) =>
      section.questions.map((question): QuestionSolution => {
        const response = byQuestion.get(question.id);
        const order = orderOf(orders, question);
        const challenge = challenges.get(question.id) ?? null;
        return {
          question_id: question.id,
          number: question.number,
          section: index + 1,
          type: question.type,
          translations: questionWords(question, order).map((words) => ({
            ...words,
            explanation: question.translations[words.language_code]?.explanation ?? '',
          })),
          correct_answer: answerShown(correctAnswer(question), order),
          tolerance: question.tolerance,
          answer: answerOut(answerShown(response?.answer ?? null, order)),
          outcome: outcomeOf(question, response?.answer),
          marked: response?.marked ?? false,
          time_spent_ms: response?.timeSpentMs ?? 0,
          report: reports.get(question.id) ?? null,
          challenge: challenge === null ? null : { ...challenge, answer: answerShown(challenge.answer, order) },
          key_correction: keyCorrectionOf(question, corrections.get(question.id), order),
        };
      }),
    ),
    challenge_until: challengeUntil?.toISOString() ?? null,
  };
}

function keyCorrectionOf(question: PaperQuestion, correction: KeyCorrectionRow | undefined, order: ShownOrder): QuestionSolution['key_correction'] {
  if (correction === undefined) return null;
  return {
    previous_answer: answerShown(correctAnswer({ type: question.type, answer: correction.previousAnswer }), order),
    corrected_at: correction.correctedAt.toISOString(),
    note: correction.note,
  };
}

export function createSolutions(db: Queryable, papers: PaperCache, current: Lifecycle['current']) {
  return async function solutions(userId: number, attemptId: string, lang: string): Promise<SolutionsResult> {
    // Submitted first when due, as the result is: a due attempt's solutions are there at once.
    const found = await current(attemptId, userId);
    if (found === null) return { ok: false, reason: 'not_found' };
    const { attempt } = found;
    if (attempt.status !== 'submitted') return { ok: false, reason: 'in_progress' };
    const loaded = await papers.get(attempt.paperId);
    if (loaded === null) throw new Error(`Attempt ${attempt.id}: paper ${attempt.paperId} is missing.`);
    const ids = [...loaded.questionById.keys()];
    const [{ paper, corrections }, responses, reports, challenges] = await Promise.all([
      keyedPaper(db, loaded),
      readResponses(db, [attempt.id]),
      reportsOf(db, userId, ids),
      challengesOf(db, userId, ids),
    ]);
    // The window is offered while open (by the database's clock, the one the challenge is checked by).
    const until = challengeUntil(attempt, loaded);
    const open = until !== null && found.now.getTime() <= until.getTime() ? until : null;
    return { ok: true, solutions: attemptSolutions(attempt.id, paper, responses, lang, { reports, challenges, corrections, challengeUntil: open, orders: attempt.optionOrders }) };
  };
}
