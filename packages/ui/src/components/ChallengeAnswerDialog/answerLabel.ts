import type { ChallengedAnswer } from './challengeAnswerProblems';

/** An option's letter as the paper prints it: A, B, C… (a paper has at most 26 options). */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

// Building an Intl.ListFormat is slow next to using one: one per locale, kept.
const lists = new Map<string, Intl.ListFormat>();

/**
 * An answer in a few characters, as the learner reads it beside the options: 'B', 'A and C'
 * ('A, B और D' in Hindi: the locale's own list words), or the number as typed, '56'.
 */
export function challengedAnswerLabel(
  answer: ChallengedAnswer,
  locale: string,
  optionName: (index: number) => string = optionLetter,
): string {
  if ('value' in answer) return answer.value;
  if ('choice' in answer) return optionName(answer.choice);
  let list = lists.get(locale);
  if (!list) {
    list = new Intl.ListFormat(locale, { type: 'conjunction' });
    lists.set(locale, list);
  }
  return list.format([...answer.choices].sort((a, b) => a - b).map(optionName));
}
