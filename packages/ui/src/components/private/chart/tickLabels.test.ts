import { describe, expect, it } from 'vitest';
import { labelledTicks } from './tickLabels';

describe('labelledTicks', () => {
  it('labels every tick when they fit', () => {
    expect([...labelledTicks(3, 4)].sort((a, b) => a - b)).toEqual([0, 1, 2]);
  });

  it('thins 30 ticks to at most the maximum, evenly, keeping the last', () => {
    for (const max of [4, 7, 12]) {
      const labelled = [...labelledTicks(30, max)].sort((a, b) => a - b);
      expect(labelled.length).toBeLessThanOrEqual(max);
      expect(labelled.at(-1)).toBe(29);
      const gaps = new Set(labelled.slice(1).map((index, at) => index - (labelled[at] ?? 0)));
      expect(gaps.size).toBe(1);
    }
  });

  it('labels nothing when there are no ticks, and the one tick there is', () => {
    expect(labelledTicks(0, 4).size).toBe(0);
    expect([...labelledTicks(1, 4)]).toEqual([0]);
  });
});
