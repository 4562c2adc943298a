import { describe, expect, it } from 'vitest';
import { answerOwn, answerShown, drawOptionOrders, optionsShown, orderOf, shuffledOrder } from './option-orders.js';

describe('shuffled option orders', () => {
  it('puts every option in every position about equally often', () => {
    const draws = 2400;
    // counts[position][option]
    const counts = Array.from({ length: 4 }, () => [0, 0, 0, 0]);
    for (let draw = 0; draw < draws; draw += 1) {
      const order = shuffledOrder(4);
      expect([...order].sort()).toEqual([0, 1, 2, 3]);
      order.forEach((option, position) => {
        const row = counts[position];
        if (row !== undefined) row[option] = (row[option] ?? 0) + 1;
      });
    }
    // 600 expected in each cell (sd ≈ 21): a biased shuffle (the naive sort, an off-by-one) leaves this band.
    for (const count of counts.flat()) {
      expect(count).toBeGreaterThan(480);
      expect(count).toBeLessThan(720);
    }
  });

  it('draws an order for choice questions only', () => {
    const orders = drawOptionOrders([
      { id: 11, type: 'single', optionCount: 4 },
      { id: 12, type: 'multiple', optionCount: 5 },
      { id: 13, type: 'numeric', optionCount: 0 },
      { id: 14, type: 'single', optionCount: 1 },
    ]);
    expect(Object.keys(orders).sort()).toEqual(['11', '12']);
    expect([...(orders['12'] ?? [])].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('ignores a kept order that is not an order of the question’s options', () => {
    const question = { id: 7, optionCount: 4 };
    expect(orderOf(null, question)).toBeNull();
    expect(orderOf({ 7: [2, 0, 3, 1] }, question)).toEqual([2, 0, 3, 1]);
    expect(orderOf({ 7: [2, 0, 1] }, question)).toBeNull();
    expect(orderOf({ 7: [2, 2, 3, 1] }, question)).toBeNull();
    expect(orderOf({ 7: [2, 0, 3, 4] }, question)).toBeNull();
    expect(orderOf({ 8: [2, 0, 3, 1] }, question)).toBeNull();
  });

  // Shown position i holds the question's option order[i]: position 0 shows option 2 (C), and so on.
  const order = [2, 0, 3, 1];

  it('shows the options in the order and turns answers both ways', () => {
    expect(optionsShown(['A', 'B', 'C', 'D'], order)).toEqual(['C', 'A', 'D', 'B']);
    expect(optionsShown(['A', 'B'], null)).toEqual(['A', 'B']);
    // The learner taps the first option shown: the question's option 2.
    expect(answerOwn({ choice: 0 }, order)).toEqual({ choice: 2 });
    expect(answerShown({ choice: 2 }, order)).toEqual({ choice: 0 });
    expect(answerOwn({ choices: [3, 0] }, order)).toEqual({ choices: [1, 2] });
    expect(answerShown({ choices: [1, 2] }, order)).toEqual({ choices: [0, 3] });
    expect(answerOwn({ value: '12.5' }, order)).toEqual({ value: '12.5' });
    expect(answerOwn(null, order)).toBeNull();
    for (let choice = 0; choice < 4; choice += 1) expect(answerShown(answerOwn({ choice }, order), order)).toEqual({ choice });
  });
});
