import type { AttemptSolutions } from '@pariksha/contract/responses';
import { type ContentLanguage, contentLanguages, type SolutionQuestion } from '@pariksha/ui';
import { clockTime } from '../shared/clockTime';
import { drawnWords } from '../shared/drawnWords';

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
      question.translations.flatMap(({ language_code, html, direction, text, options, explanation }) =>
        isLanguage(language_code)
          ? [
              [
                language_code,
                {
                  ...(direction === undefined ? {} : { direction }),
                  text,
                  ...(options === undefined ? {} : { options }),
                  explanation,
                  ...(html === true ? { ...drawnWords({ direction, text, options }), explanationHtml: explanation } : {}),
                },
              ],
            ]
          : [],
      ),
    ),
    yourAnswer: question.answer,
    correctAnswer: question.correct_answer,
    ...acceptedIn('value' in question.correct_answer ? question.correct_answer.value : '', question.tolerance),
    outcome: question.outcome,
    marked: question.marked,
    timeSpentMs: question.time_spent_ms,
    timeSpent: clockTime(question.time_spent_ms),
  }));
}

/** `acceptedRange` when a numeric key has one, else nothing (an exact key, or a choice). */
function acceptedIn(value: string, tolerance: number): Pick<SolutionQuestion, 'acceptedRange'> {
  const range = acceptedRange(value, tolerance);
  return range === null ? {} : { acceptedRange: range };
}

/**
 * The accepted range of a numeric answer with a tolerance, e.g. 2.02 ± 0.01 → [2.01, 2.03],
 * rounded to the decimals the key and the tolerance use so 2.02 − 0.01 never reads 2.0099999.
 * `null` without a tolerance, or when the key is not a number.
 */
export function acceptedRange(value: string, tolerance: number | undefined): [number, number] | null {
  const centre = Number(value);
  if (!tolerance || tolerance <= 0 || value.trim() === '' || !Number.isFinite(centre)) return null;
  const decimals = Math.max(decimalsOf(value), decimalsOf(String(tolerance)));
  const round = (n: number) => Number(n.toFixed(decimals));
  return [round(centre - tolerance), round(centre + tolerance)];
}

function decimalsOf(number: string): number {
  // 1e-7 and the like: as many places as a tolerance ever needs.
  if (/e/i.test(number)) return 10;
  const point = number.indexOf('.');
  return point < 0 ? 0 : number.length - point - 1;
}
