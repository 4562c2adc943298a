import { describe, expect, it } from 'vitest';
import { flattenGroups, isListKey, nextActiveIndex, splitMatch } from './searchOptions';

describe('flattenGroups', () => {
  const groups = [
    { id: 'exams', label: 'Exams', options: [{ id: 1 }, { id: 2 }] },
    { id: 'empty', label: 'Nothing', options: [] },
    { id: 'courses', label: 'Courses', options: [{ id: 1 }] },
  ];

  it('lists every option in order, skipping empty groups', () => {
    const items = flattenGroups(groups);
    expect(items.map((item) => [item.group.id, item.option.id])).toEqual([
      ['exams', 1],
      ['exams', 2],
      ['courses', 1],
    ]);
  });

  it('keys options uniquely even when two groups use the same option id', () => {
    const keys = flattenGroups(groups).map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('nextActiveIndex', () => {
  it.each([
    ['ArrowDown', -1, 0],
    ['ArrowDown', 0, 1],
    ['ArrowDown', 4, 0],
    ['ArrowUp', -1, 4],
    ['ArrowUp', 3, 2],
    ['ArrowUp', 0, 4],
    ['Home', 3, 0],
    ['End', 1, 4],
    ['ArrowDown', 9, 0],
    ['ArrowUp', 9, 4],
  ] as const)('%s from %i in a list of five goes to %i', (key, current, next) => {
    expect(nextActiveIndex(key, current, 5)).toBe(next);
  });

  it('has nothing to move to in an empty list', () => {
    expect(nextActiveIndex('ArrowDown', -1, 0)).toBe(-1);
  });

  it('knows which keys move through the list', () => {
    expect(['ArrowDown', 'ArrowUp', 'Home', 'End'].every(isListKey)).toBe(true);
    expect(['Enter', 'Escape', 'ArrowLeft', 'a'].some(isListKey)).toBe(false);
  });
});

describe('splitMatch', () => {
  it('marks the word holding the match, ignoring case', () => {
    expect(splitMatch('SSC CGL Complete Course', 'cg')).toEqual([
      { text: 'SSC ', match: false },
      { text: 'CGL', match: true },
      { text: ' Complete Course', match: false },
    ]);
  });

  it('marks every word a query of several words touches', () => {
    expect(splitMatch('IBPS PO Prelims Crash Course', ' po prel ')).toEqual([
      { text: 'IBPS ', match: false },
      { text: 'PO Prelims', match: true },
      { text: ' Crash Course', match: false },
    ]);
  });

  it('never cuts a Devanagari word, so vowel signs and conjuncts stay joined', () => {
    // 'परी' would end before the vowel sign ी and split क्ष: the whole word is marked instead.
    expect(splitMatch('परीक्षा की तैयारी', 'पर')).toEqual([
      { text: 'परीक्षा', match: true },
      { text: ' की तैयारी', match: false },
    ]);
    expect(splitMatch('एसएससी सीजीएल', 'सीजी')).toEqual([
      { text: 'एसएससी ', match: false },
      { text: 'सीजीएल', match: true },
    ]);
  });

  it('returns the whole text unmarked when nothing matches or nothing was typed', () => {
    expect(splitMatch('RRB NTPC', 'upsc')).toEqual([{ text: 'RRB NTPC', match: false }]);
    expect(splitMatch('RRB NTPC', '  ')).toEqual([{ text: 'RRB NTPC', match: false }]);
  });

  it('marks the whole text when the query is all of it', () => {
    expect(splitMatch('CTET', 'ctet')).toEqual([{ text: 'CTET', match: true }]);
  });
});
