import type { ColorToken } from '../../themes/tokens';

/**
 * A question's state in a computer-based test, in the order the national CBT legend lists them.
 * 'answeredAndMarked' is scored; 'markedForReview' (marked, no answer) is not.
 */
export const questionStates = [
  'notVisited',
  'notAnswered',
  'answered',
  'markedForReview',
  'answeredAndMarked',
] as const;
export type QuestionState = (typeof questionStates)[number];

/** One button of the palette. */
export interface PaletteQuestion {
  id: string;
  /** The number shown on the button and read in its name, counting from 1 across the test. */
  number: number;
  state: QuestionState;
}

/** Each state's words, shared by the palette (in each button's name) and the legend. */
export type QuestionStateLabels = Readonly<Record<QuestionState, string>>;

export const defaultQuestionStateLabels: QuestionStateLabels = {
  notVisited: 'Not visited',
  notAnswered: 'Not answered',
  answered: 'Answered',
  markedForReview: 'Marked for review',
  answeredAndMarked: 'Answered and marked for review',
};

/**
 * The colours of each state's shape: its fill, its edge and its number. `tokens.test`-style
 * checks in `questionStates.test.ts` hold every pair to WCAG AA.
 */
export const stateColours = {
  notVisited: { fill: 'neutralSoft', edge: 'borderStrong', number: 'text' },
  notAnswered: { fill: 'critical', edge: 'critical', number: 'onBrand' },
  answered: { fill: 'success', edge: 'success', number: 'onBrand' },
  markedForReview: { fill: 'review', edge: 'review', number: 'onBrand' },
  answeredAndMarked: { fill: 'review', edge: 'review', number: 'onBrand' },
} as const satisfies Record<QuestionState, { fill: ColorToken; edge: ColorToken; number: ColorToken }>;

/** How many questions are in each state: the legend's counts. */
export function countQuestionStates(
  questions: readonly Pick<PaletteQuestion, 'state'>[],
): Record<QuestionState, number> {
  const counts: Record<QuestionState, number> = {
    notVisited: 0,
    notAnswered: 0,
    answered: 0,
    markedForReview: 0,
    answeredAndMarked: 0,
  };
  for (const question of questions) counts[question.state] += 1;
  return counts;
}
