import type { SolutionQuestion } from '../SolutionCard/solution';

/** What the review can show: every question, one outcome, or the ones marked for review. */
export const solutionFilters = ['all', 'correct', 'partial', 'wrong', 'unanswered', 'marked'] as const;
export type SolutionFilter = (typeof solutionFilters)[number];

type Filterable = Pick<SolutionQuestion, 'outcome' | 'marked'>;

export function matchesFilter(question: Filterable, filter: SolutionFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'marked') return question.marked;
  return question.outcome === filter;
}

/** The questions a filter shows, in test order. */
export function filterSolutions<Q extends Filterable>(questions: readonly Q[], filter: SolutionFilter): Q[] {
  return questions.filter((question) => matchesFilter(question, filter));
}

/** How many questions each filter shows: the counts beside the filters. */
export function countSolutions(questions: readonly Filterable[]): Record<SolutionFilter, number> {
  const counts: Record<SolutionFilter, number> = { all: 0, correct: 0, partial: 0, wrong: 0, unanswered: 0, marked: 0 };
  for (const question of questions) {
    for (const filter of solutionFilters) if (matchesFilter(question, filter)) counts[filter] += 1;
  }
  return counts;
}

/**
 * The filters to offer, in order. 'Partly right' only when some question is (or when it is the
 * filter chosen): most tests give no partial marks, and a chip that is always 0 would only puzzle.
 * Every other filter stays, at 0 too, so the row does not shift from test to test.
 */
export function shownFilters(counts: Readonly<Record<SolutionFilter, number>>, current: SolutionFilter): SolutionFilter[] {
  return solutionFilters.filter((filter) => filter !== 'partial' || counts.partial > 0 || current === 'partial');
}

/** The question to show from `list`: the one with `id` if the list has it, else its first (none for an empty list). */
export function currentIn<Q extends Pick<SolutionQuestion, 'id'>>(list: readonly Q[], id: string | undefined): Q | undefined {
  return list.find((question) => question.id === id) ?? list[0];
}

/** The id `step` places from `id` in `list` (−1 the previous, 1 the next), or null past either end. */
export function stepFrom(list: readonly Pick<SolutionQuestion, 'id'>[], id: string, step: -1 | 1): string | null {
  const index = list.findIndex((question) => question.id === id);
  if (index < 0) return null;
  return list[index + step]?.id ?? null;
}
