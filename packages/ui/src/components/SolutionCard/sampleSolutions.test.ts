import { describe, expect, it } from 'vitest';
import { chosenOptions, optionMarks, typedValue, type SolutionOutcome, type SolutionQuestion } from './solution';
import {
  discountSolution,
  fallSolution,
  interestSolution,
  passageSolution,
  percentQuestion,
  percentSolutions,
  primesSolution,
  rootsSolution,
  sampleSolutions,
  throwSolution,
  trainSolution,
  workSolution,
} from './sampleSolutions';

/** The key's option text in English. */
const keyText = (question: SolutionQuestion) =>
  chosenOptions(question.correctAnswer).map((index) => question.texts.en?.options?.[index]);

const isPrime = (n: number) => {
  for (let d = 2; d * d <= n; d += 1) if (n % d === 0) return false;
  return n > 1;
};

/**
 * What an answer scores, by the rule the server scores by: the key exactly is correct; some of a
 * multiple-correct key and nothing else is partly right (the samples' JEE Advanced questions give
 * partial marks); anything else is wrong.
 */
function scores(question: SolutionQuestion): SolutionOutcome {
  if (question.yourAnswer === null) return 'unanswered';
  const typed = typedValue(question.yourAnswer);
  if (typed !== null) {
    const key = Number(typedValue(question.correctAnswer));
    const [from, to] = question.acceptedRange ?? [key, key];
    return Number(typed) >= from && Number(typed) <= to ? 'correct' : 'wrong';
  }
  const yours = new Set(chosenOptions(question.yourAnswer));
  const key = new Set(chosenOptions(question.correctAnswer));
  const allRight = [...yours].every((choice) => key.has(choice));
  if (allRight && yours.size === key.size) return 'correct';
  return allRight && yours.size > 0 && question.type === 'multiple' ? 'partial' : 'wrong';
}

describe('the sample solutions teach nothing false', () => {
  it('works every key out again, by another route', () => {
    expect(keyText(discountSolution)).toEqual([`₹${800 - (800 * 15) / 100}`]);
    expect(keyText(workSolution)).toEqual([`${Number((1 / (1 / 12 + 1 / 18)).toFixed(2))} days`]);
    const primes = (primesSolution.texts.en?.options ?? []).filter((option) => isPrime(Number(option)));
    expect(keyText(primesSolution)).toEqual(primes);
    expect(keyText(trainSolution)).toEqual([`${(150 / 10) * 3.6} km/h`]);
    expect(keyText(interestSolution)).toEqual([`₹${((5000 * 8 * 3) / 100).toLocaleString('en-IN')}`]);
    const jee = 600 - 600 * 0.3 - (600 * 0.3 * 2) / 3 - 150;
    expect(keyText(passageSolution)).toEqual([String(jee * 0.6)]);
    // x² − 7x + 12 = 0 has the roots 3 and 4, one apart.
    const k = Number(typedValue(rootsSolution.correctAnswer));
    const discriminant = Math.sqrt(49 - 4 * k);
    expect(discriminant).toBe(1);
    const seconds = Math.sqrt((2 * 20) / 9.8);
    expect(seconds).toBeGreaterThanOrEqual(fallSolution.acceptedRange?.[0] ?? Infinity);
    expect(seconds).toBeLessThanOrEqual(fallSolution.acceptedRange?.[1] ?? -Infinity);
    expect(seconds.toFixed(2)).toBe(typedValue(fallSolution.correctAnswer));
    // Thrown up at 20 m/s with g = 10: at the top after 20/10 s, 20²/(2 × 10) m up, back after twice that.
    const [u, g] = [20, 10];
    const statements = throwSolution.texts.en?.options ?? [];
    const truths = [
      statements[0]?.includes(`${(u * u) / (2 * g)} m`),
      statements[1]?.includes(`${u / g} s`),
      false, // The acceleration is g at the top too.
      statements[3]?.includes(`${(2 * u) / g} s`),
    ];
    expect(keyText(throwSolution)).toEqual(statements.filter((_, index) => truths[index]));
    expect(throwSolution.outcome).toBe('partial');
  });

  it.each(sampleSolutions.map((question) => [question.number, question] as const))(
    'question %i: its outcome is what its answer scores, its key is one of its options, both languages agree',
    (_number, question) => {
      expect(question.outcome).toBe(scores(question));
      const texts = Object.values(question.texts);
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) {
        if (question.type === 'numeric') {
          expect(text.options).toBeUndefined();
        } else {
          const count = text.options?.length ?? 0;
          expect(optionMarks(question, count).filter((mark) => mark.correct)).toHaveLength(
            chosenOptions(question.correctAnswer).length,
          );
          // The Hindi options are the English ones, in the same order.
          expect(count).toBe(Object.values(question.texts)[0]?.options?.length);
        }
      }
    },
  );

  it('the long paper’s keys are the percentages they ask for, and its outcomes are what its answers score', () => {
    const questions = percentSolutions(150);
    expect(new Set(questions.map((question) => question.id)).size).toBe(150);
    for (const [index, question] of questions.entries()) {
      const { percent, of } = percentQuestion(index);
      expect(question.texts.en?.text).toBe(`What is ${percent}% of ${of}?`);
      expect(keyText(question)).toEqual([String(Number(((percent / 100) * of).toFixed(2)))]);
      const options = question.texts.en?.options ?? [];
      expect(new Set(options).size).toBe(4);
      expect(options.every((option) => Number(option) > 0)).toBe(true);
      expect(question.outcome).toBe(scores(question));
    }
  });
});
