import type { AttemptSolutions } from '@pariksha/contract/responses';
import { type ContentLanguage, contentLanguages, type SolutionQuestion } from '@pariksha/ui';

const isLanguage = (code: string): code is ContentLanguage => (contentLanguages as readonly string[]).includes(code);

/** The api's solutions as SolutionReview takes them: words by language, section names in the page's language. */
export function reviewQuestions(solutions: AttemptSolutions): SolutionQuestion[] {
  const sectionNames = new Map(solutions.sections.map((section) => [section.id, section.name]));
  return solutions.questions.map((question) => ({
    id: String(question.question_id),
    number: question.number,
    sectionName: sectionNames.get(question.section) ?? '',
    type: question.type,
    texts: Object.fromEntries(
      question.translations.flatMap(({ language_code, direction, text, options, explanation }) =>
        isLanguage(language_code)
          ? [[language_code, { ...(direction === undefined ? {} : { direction }), text, ...(options === undefined ? {} : { options }), explanation }]]
          : [],
      ),
    ),
    yourAnswer: question.answer,
    correctAnswer: question.correct_answer,
    tolerance: question.tolerance,
    outcome: question.outcome,
    marked: question.marked,
    timeSpentMs: question.time_spent_ms,
  }));
}
