import { describe, expect, it } from 'vitest';
import type { FrozenPoolJson } from '../../db/tests-schema.js';
import { drawTest, shortfalls, type Picker } from './draw.js';

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, at) => from + at);
const pool = (topic: string, difficulty: FrozenPoolJson['difficulty'], count: number, questionIds: number[]): FrozenPoolJson => ({ topic, difficulty, count, questionIds });
const section = (...pools: FrozenPoolJson[]) => ({ pools });

// Percentage: easy 1–9, medium 10–19; 'any' holds them all.
const easy = range(1, 10);
const medium = range(10, 20);
const test = {
  sections: [section(pool('percentage', 'easy', 3, easy), pool('percentage', 'any', 4, [...easy, ...medium])), section(pool('percentage', 'medium', 10, medium))],
};

describe('drawTest', () => {
  it('draws each pool’s count, never a question twice, the specific pools from their own members', () => {
    for (let run = 0; run < 200; run += 1) {
      const drawn = drawTest(test);
      expect(drawn).not.toBeNull();
      const [first, second] = drawn ?? [];
      expect(first?.questionIds).toHaveLength(7);
      expect(second?.questionIds).toHaveLength(10);
      const all = [...(first?.questionIds ?? []), ...(second?.questionIds ?? [])];
      expect(new Set(all).size).toBe(all.length);
      expect(first?.questionIds.slice(0, 3).every((id) => easy.includes(id))).toBe(true);
      expect(second?.questionIds.every((id) => medium.includes(id))).toBe(true);
      // Every medium question went to the medium pool, so 'any' took the easy ones left.
      expect(first?.questionIds.slice(3).every((id) => easy.includes(id))).toBe(true);
    }
  });

  it('keeps the sections in pool order with the picker’s choice within a pool', () => {
    const firstOnes: Picker = (from, count) => from.slice(0, count);
    expect(drawTest(test, firstOnes)).toEqual([{ questionIds: [1, 2, 3, 4, 5, 6, 7] }, { questionIds: medium }]);
  });

  it('gives two candidates different papers from a pool larger than its count', () => {
    const big = { sections: [section(pool('ratio', 'easy', 5, range(1, 60)))] };
    const papers = new Set(Array.from({ length: 20 }, () => JSON.stringify(drawTest(big)?.[0]?.questionIds.slice().sort())));
    expect(papers.size).toBeGreaterThan(1);
  });

  it('is null when a pool cannot be filled', () => {
    expect(drawTest({ sections: [section(pool('ratio', 'easy', 3, [1, 2]))] })).toBeNull();
  });
});

describe('shortfalls', () => {
  it('is empty when every draw succeeds', () => {
    expect(shortfalls(test)).toEqual([]);
  });

  it('counts what other pools of the topic ask before an “any” pool', () => {
    const tight = { sections: [section(pool('percentage', 'medium', 10, medium), pool('percentage', 'any', 10, [...easy, ...medium]))] };
    expect(shortfalls(tight)).toEqual([{ section: 0, pool: 1, asked: 10, available: 9 }]);
  });

  it('counts the same topic and difficulty across sections', () => {
    const twice = { sections: [section(pool('ratio', 'easy', 4, range(1, 7))), section(pool('ratio', 'easy', 4, range(1, 7)))] };
    expect(shortfalls(twice)).toEqual([{ section: 1, pool: 0, asked: 4, available: 2 }]);
  });
});

describe('fixed questions', () => {
  it('come first in their section, every time, and a pool never draws them again', () => {
    const withFixed = { sections: [{ questionIds: [4, 2], pools: [pool('ratio', 'easy', 3, range(1, 7))] }] };
    for (let run = 0; run < 50; run += 1) {
      const [only] = drawTest(withFixed) ?? [];
      expect(only?.questionIds.slice(0, 2)).toEqual([4, 2]);
      expect(new Set(only?.questionIds).size).toBe(5);
    }
  });
});
