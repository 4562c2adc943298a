import type { PaletteQuestion, QuestionState } from './questionStates';

/**
 * A test part-way through, for stories: the first `answeredUpTo` questions were seen and most
 * answered, with some marked, and the rest not yet visited — as a learner's palette looks.
 */
export function sampleQuestions(count: number, answeredUpTo = Math.min(count, 14)): PaletteQuestion[] {
  const seen: readonly QuestionState[] = [
    'answered',
    'answered',
    'notAnswered',
    'answered',
    'markedForReview',
    'answered',
    'answeredAndMarked',
  ];
  return Array.from({ length: count }, (_, index) => ({
    id: `q${index + 1}`,
    number: index + 1,
    state: index < answeredUpTo ? (seen[index % seen.length] ?? 'answered') : 'notVisited',
  }));
}
