import { describe, expect, it } from 'vitest';
import { countSolutions, currentIn, filterSolutions, shownFilters, solutionFilters, stepFrom } from './solutionFilters';

const questions = [
  { id: 'a', outcome: 'correct', marked: false },
  { id: 'b', outcome: 'wrong', marked: true },
  { id: 'c', outcome: 'unanswered', marked: true },
  { id: 'd', outcome: 'wrong', marked: false },
  { id: 'e', outcome: 'partial', marked: true },
] as const;

describe('filterSolutions and countSolutions', () => {
  it('count every filter, a marked question in its outcome’s count too', () => {
    expect(countSolutions(questions)).toEqual({ all: 5, correct: 1, partial: 1, wrong: 2, unanswered: 1, marked: 3 });
    expect(countSolutions([])).toEqual({ all: 0, correct: 0, partial: 0, wrong: 0, unanswered: 0, marked: 0 });
  });

  it('keep test order', () => {
    expect(filterSolutions(questions, 'wrong').map((q) => q.id)).toEqual(['b', 'd']);
    expect(filterSolutions(questions, 'marked').map((q) => q.id)).toEqual(['b', 'c', 'e']);
    expect(filterSolutions(questions, 'partial').map((q) => q.id)).toEqual(['e']);
    expect(filterSolutions(questions, 'all').map((q) => q.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('shownFilters', () => {
  it('offers Partly right only when some answer is partly right, every other filter always', () => {
    expect(shownFilters(countSolutions(questions), 'all')).toEqual(solutionFilters);
    const noPartial = countSolutions(questions.filter((q) => q.outcome !== 'partial'));
    expect(shownFilters(noPartial, 'all')).toEqual(['all', 'correct', 'wrong', 'unanswered', 'marked']);
    expect(shownFilters(countSolutions([]), 'wrong')).toEqual(['all', 'correct', 'wrong', 'unanswered', 'marked']);
  });

  it('keeps Partly right when it is the filter chosen, even with none', () => {
    expect(shownFilters(countSolutions([]), 'partial')).toEqual(solutionFilters);
  });
});

describe('currentIn and stepFrom', () => {
  it('keeps the question on screen when the filter still shows it, else shows the first', () => {
    const wrong = filterSolutions(questions, 'wrong');
    expect(currentIn(wrong, 'd')?.id).toBe('d');
    expect(currentIn(wrong, 'a')?.id).toBe('b');
    expect(currentIn(wrong, undefined)?.id).toBe('b');
    expect(currentIn([], 'a')).toBeUndefined();
  });

  it('steps within the filtered list and stops at its ends', () => {
    const wrong = filterSolutions(questions, 'wrong');
    expect(stepFrom(wrong, 'b', 1)).toBe('d');
    expect(stepFrom(wrong, 'd', 1)).toBeNull();
    expect(stepFrom(wrong, 'b', -1)).toBeNull();
    expect(stepFrom(wrong, 'a', 1)).toBeNull();
  });
});
