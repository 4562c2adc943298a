import type { AttemptSectionResultJson, ResponseAnswerJson } from '../../db/attempts-schema.js';
import { type LoadedPaper, type PaperQuestion, roundMarks } from './papers.js';

/** A question's saved state as scoring sees it. */
export type SavedResponse = { questionId: number; answer: ResponseAnswerJson | null; timeSpentMs: number };

/** Numeric answers compare within the question's tolerance, plus a float's rounding error. */
const numericSlack = 1e-9;

/** Whether an answer is right. Only a well-formed answer of the question's type can be. */
export function isCorrect(question: Pick<PaperQuestion, 'type' | 'answer' | 'tolerance'>, answer: ResponseAnswerJson): boolean {
  switch (question.type) {
    case 'single':
      return 'choice' in answer && answer.choice === question.answer;
    case 'multiple': {
      if (!('choices' in answer) || !Array.isArray(question.answer)) return false;
      const key = [...question.answer].sort((a, b) => a - b);
      const chosen = [...new Set(answer.choices)].sort((a, b) => a - b);
      return chosen.length === key.length && chosen.every((choice, index) => choice === key[index]);
    }
    case 'numeric': {
      if (!('value' in answer) || typeof question.answer !== 'number') return false;
      const value = Number(answer.value);
      return answer.value.trim() !== '' && Number.isFinite(value) && Math.abs(value - question.answer) <= question.tolerance + numericSlack;
    }
  }
}

/**
 * Partial marks, as JEE Advanced gives them in a section that has them: a multiple-correct answer
 * with some of the right options and no wrong one earns 1 mark per right option chosen. The
 * number of right options chosen, or 0 when the answer earns no partial marks (all right options
 * chosen is correct, not partial).
 */
export function partialCredit(question: Pick<PaperQuestion, 'type' | 'answer' | 'partialMarks'>, answer: ResponseAnswerJson): number {
  if (!question.partialMarks || question.type !== 'multiple' || !('choices' in answer) || !Array.isArray(question.answer)) return 0;
  const key = new Set(question.answer);
  const chosen = new Set(answer.choices);
  if (chosen.size === 0 || chosen.size >= key.size || [...chosen].some((choice) => !key.has(choice))) return 0;
  return chosen.size;
}

/** Marks a partly right answer earns per right option chosen. */
export const partialMarkPerOption = 1;

export type Score = { score: number; sections: AttemptSectionResultJson[] };

/**
 * The paper's marking applied to what was saved. A question counts when it has an answer, marked
 * for review or not; marked without an answer, or never answered, it scores nothing.
 */
export function scoreAttempt(paper: LoadedPaper, responses: readonly SavedResponse[]): Score {
  const byQuestion = new Map(responses.map((response) => [response.questionId, response]));
  const sections = paper.sections.map((section): AttemptSectionResultJson => {
    let attempted = 0;
    let correct = 0;
    let partial = 0;
    let partialMarks = 0;
    let timeSpentMs = 0;
    for (const question of section.questions) {
      const response = byQuestion.get(question.id);
      if (response === undefined) continue;
      timeSpentMs += response.timeSpentMs;
      if (response.answer === null) continue;
      attempted += 1;
      if (isCorrect(question, response.answer)) {
        correct += 1;
        continue;
      }
      const credit = partialCredit(question, response.answer);
      if (credit > 0) {
        partial += 1;
        partialMarks += credit * partialMarkPerOption;
      }
    }
    const wrong = attempted - correct - partial;
    return {
      questions: section.questions.length,
      attempted,
      correct,
      wrong,
      ...(section.partialMarks ? { partial } : {}),
      score: roundMarks(correct * section.marksCorrect + partialMarks - wrong * section.marksWrong),
      timeSpentMs,
    };
  });
  return { score: roundMarks(sections.reduce((sum, section) => sum + section.score, 0)), sections };
}
