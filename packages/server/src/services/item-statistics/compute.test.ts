import { describe, expect, it } from 'vitest';
import { correlation, flagMinimumCandidates, itemStats, type ItemResponse } from './compute.js';

const single = { type: 'single' as const, answer: 1, tolerance: 0, optionCount: 4 };
const candidate = (fraction: number, choice: number | null, timeSpentMs = 30_000): ItemResponse => ({
  fraction,
  answer: choice === null ? null : { choice },
  timeSpentMs,
});

describe('item statistics', () => {
  it('computes Pearson’s r as a statistics package does, and none without variation', () => {
    // Worked by hand: x = 0,0,1,1 and y = 1,2,3,4 → r = 2 / √(1 × 5) = 0.894427…
    expect(correlation([0, 0, 1, 1], [1, 2, 3, 4])).toBeCloseTo(0.894427, 6);
    expect(correlation([1, 1, 1], [1, 2, 3])).toBeNull();
    expect(correlation([1], [1])).toBeNull();
  });

  it('reads a good question: the strong get it right, the weak choose the distractors', () => {
    const responses = Array.from({ length: 60 }, (_, index) => {
      const fraction = index / 60;
      return candidate(fraction, fraction > 0.4 ? 1 : index % 3 === 0 ? null : index % 2 === 0 ? 0 : 2);
    });
    const stats = itemStats(single, responses, 4);
    expect(stats.candidates).toBe(60);
    expect(stats.correct).toBe(35);
    expect(stats.facility).toBeCloseTo(35 / 60, 4);
    expect(stats.discrimination).toBeGreaterThan(0.7);
    expect(stats.optionShares.top).toEqual([0, 1, 0, 0]);
    expect(stats.optionShares.bottom[1]).toBe(0);
    expect(stats.meanTimeMs).toBe(30_000);
    expect(stats.answerChanges).toBe(4);
    expect(stats.flags).toEqual([]);
  });

  it('flags a key the strong candidates reject: negative discrimination and a distractor beating the key', () => {
    const responses = Array.from({ length: 60 }, (_, index) => candidate(index / 60, index < 30 ? 1 : 3));
    expect(itemStats(single, responses, 0).flags).toEqual(['negative_discrimination', 'distractor_beats_key']);
  });

  it('flags too hard and too easy, but only over enough candidates', () => {
    const hard = Array.from({ length: flagMinimumCandidates }, (_, index) => candidate(index / 30, index === 0 ? 1 : 2));
    expect(itemStats(single, hard, 0).flags).toContain('too_hard');
    const easy = Array.from({ length: flagMinimumCandidates }, (_, index) => candidate(index / 30, 1));
    expect(itemStats(single, easy, 0).flags).toEqual(['too_easy']);
    expect(itemStats(single, easy.slice(1), 0).flags).toEqual([]);
  });

  it('scores multiple-correct and numeric answers by the question’s key and tolerance', () => {
    const multiple = { type: 'multiple' as const, answer: [0, 2], tolerance: 0, optionCount: 4 };
    const stats = itemStats(multiple, [{ fraction: 1, answer: { choices: [2, 0] }, timeSpentMs: 0 }, { fraction: 0, answer: { choices: [0] }, timeSpentMs: 0 }], 0);
    expect([stats.correct, stats.answered, stats.meanTimeMs]).toEqual([1, 2, 0]);
    expect(stats.optionShares.all).toEqual([1, 0, 0.5, 0]);
    const numeric = { type: 'numeric' as const, answer: 3.14, tolerance: 0.01, optionCount: 0 };
    const values = itemStats(numeric, [{ fraction: 1, answer: { value: '3.145' }, timeSpentMs: 0 }, { fraction: 0, answer: { value: '3.2' }, timeSpentMs: 0 }], 0);
    expect(values.correct).toBe(1);
    expect(values.optionShares).toEqual({ top: [], bottom: [], all: [] });
  });
});
