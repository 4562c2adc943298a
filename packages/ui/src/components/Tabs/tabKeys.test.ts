import { describe, expect, it } from 'vitest';
import { nextTabIndex, tabIdFor } from './tabKeys';

describe('nextTabIndex', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 1, 2],
    ['ArrowRight', 2, 0],
    ['ArrowLeft', 2, 1],
    ['ArrowLeft', 0, 2],
    ['Home', 2, 0],
    ['End', 0, 2],
  ] as const)('%s from tab %i of three goes to tab %i', (key, current, next) => {
    expect(nextTabIndex(key, current, 3)).toBe(next);
  });

  it.each(['ArrowDown', 'ArrowUp', 'Enter', ' ', 'a', 'Tab'])('leaves %j to the browser', (key) => {
    expect(nextTabIndex(key, 1, 3)).toBeNull();
  });

  it('stays on a single tab and does nothing without tabs', () => {
    expect(nextTabIndex('ArrowRight', 0, 1)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 1)).toBe(0);
    expect(nextTabIndex('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('tabIdFor', () => {
  it('joins the panel id and the tab id', () => {
    expect(tabIdFor('course-list', 'popular')).toBe('course-list-tab-popular');
  });

  it('turns spaces into hyphens, which ids cannot hold', () => {
    expect(tabIdFor('p', 'free  courses')).toBe('p-tab-free-courses');
  });
});
