import type { ResponseAnswer } from '@pariksha/contract/responses';

// An answer as a learner or reviewer reads it: options by letter, as printed papers name them.

/** 0 → 'A', 1 → 'B'… */
export const optionLetter = (index: number): string => String.fromCharCode(65 + index);

/** `{ choice: 1 }` → 'B'; `{ choices: [0, 2] }` → 'A and C' (`and` in the reader's language); `{ value }` → the value. */
export function answerLabel(answer: ResponseAnswer, and: string): string {
  if ('choice' in answer) return optionLetter(answer.choice);
  if ('choices' in answer) {
    const letters = [...answer.choices].sort((a, b) => a - b).map(optionLetter);
    return letters.length <= 1 ? letters.join('') : `${letters.slice(0, -1).join(', ')} ${and} ${letters.at(-1) ?? ''}`;
  }
  return answer.value;
}
