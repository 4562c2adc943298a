import type { AttemptSolutions, QuestionSolution } from '@pariksha/server/contract/responses';

type Language = 'en' | 'hi';
const isLanguage = (code: string): code is Language => code === 'en' || code === 'hi';

/** One question as SolutionReview shows it. */
export type ReviewQuestion = {
  id: string;
  number: number;
  sectionName: string;
  type: QuestionSolution['type'];
  texts: Partial<Record<Language, { direction?: string; text: string; options?: string[]; explanation: string }>>;
  yourAnswer: QuestionSolution['answer'];
  correctAnswer: QuestionSolution['correct_answer'];
  tolerance: number;
  outcome: QuestionSolution['outcome'];
  marked: boolean;
  timeSpentMs: number;
};

/** The api's solutions as the review screen takes them: words by language, section names in the page's language. */
export function reviewQuestions(solutions: AttemptSolutions): ReviewQuestion[] {
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
