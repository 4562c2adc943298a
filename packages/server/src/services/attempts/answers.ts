import type { AnswerInput } from '@pariksha/contract/attempts';
import type { PaperQuestion } from './papers.js';

/**
 * Why an answer does not fit its question, or null when it does: the shape must match the type
 * (a choice for single-correct, choices for multiple-correct, a value for numeric) and every
 * option index must exist. The request schema has already checked the shapes themselves.
 */
export function answerProblem(question: PaperQuestion, answer: AnswerInput): string | null {
  if (answer === null) return null;
  switch (question.type) {
    case 'single':
      if (!('choice' in answer)) return 'This question takes one option: send { choice }.';
      return answer.choice < question.optionCount ? null : 'This question has no such option.';
    case 'multiple':
      if (!('choices' in answer)) return 'This question takes several options: send { choices }.';
      return answer.choices.every((choice) => choice < question.optionCount) ? null : 'This question has no such option.';
    case 'numeric':
      return 'value' in answer ? null : 'This question takes a typed number: send { value }.';
  }
}
