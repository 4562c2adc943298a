import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { usePagedGrid } from './usePagedGrid';

const items = (count: number, from = 1) => Array.from({ length: count }, (_, place) => `q${from + place}`);

/** A keydown as React hands it to a button, enough for the hook. */
const keyDown = (key: string) => {
  let prevented = false;
  const event = {
    key,
    ctrlKey: false,
    metaKey: false,
    preventDefault: () => {
      prevented = true;
    },
  } as unknown as KeyboardEvent<HTMLElement>;
  return { event, prevented: () => prevented };
};

interface Props {
  list: readonly string[];
  current: number;
  follow: readonly unknown[];
}

const render = (initial: Props) =>
  renderHook(({ list, current, follow }: Props) => usePagedGrid(list, current, follow), { initialProps: initial });

describe('usePagedGrid', () => {
  it("shows the current item's page in rows of five", () => {
    const list = items(45);
    const { result } = render({ list, current: 23, follow: ['q24'] });
    expect(result.current.pageStart).toBe(20);
    expect(result.current.pageLength).toBe(20);
    expect(result.current.rows.map((row) => row.length)).toEqual([5, 5, 5, 5]);
    expect(result.current.rows[0]?.[0]).toBe('q21');
    expect(result.current.rowCount).toBe(9);
    expect(result.current.firstRow).toBe(4);
    expect(result.current.tabStop).toBe(23);
    expect([result.current.hasPrevious, result.current.hasNext]).toEqual([true, true]);
  });

  it('turns pages only where there is one', () => {
    const list = items(25);
    const { result } = render({ list, current: 0, follow: ['q1'] });
    act(() => result.current.turnPage(-1));
    expect(result.current.pageStart).toBe(0);
    act(() => result.current.turnPage(1));
    expect(result.current.pageStart).toBe(20);
    expect(result.current.pageLength).toBe(5);
    // The current item is not on this page: Tab reaches the page's first button.
    expect(result.current.tabStop).toBe(20);
    act(() => result.current.turnPage(1));
    expect(result.current.pageStart).toBe(20);
  });

  it('keeps a page the learner turned to until what it follows changes', () => {
    const list = items(45);
    const { result, rerender } = render({ list, current: 0, follow: ['q1'] });
    act(() => result.current.turnPage(1));
    // A new list with the same current item (a question answered elsewhere): the page stays.
    rerender({ list: [...list], current: 0, follow: ['q1'] });
    expect(result.current.pageStart).toBe(20);
    // The current item moves on: the grid turns to its page.
    rerender({ list, current: 41, follow: ['q42'] });
    expect(result.current.pageStart).toBe(40);
    expect(result.current.tabStop).toBe(41);
  });

  it('turns back to the current item when a followed list changes', () => {
    const list = items(45);
    const { result, rerender } = render({ list, current: 2, follow: ['q3', list] });
    act(() => result.current.turnPage(1));
    const filtered = list.slice(0, 30);
    rerender({ list: filtered, current: 2, follow: ['q3', filtered] });
    expect(result.current.pageStart).toBe(0);
  });

  it('owns the grid keys and carries the arrows across pages', () => {
    const list = items(45);
    const { result } = render({ list, current: 19, follow: ['q20'] });
    const right = keyDown('ArrowRight');
    act(() => result.current.onKeyDown(right.event, 19));
    expect(right.prevented()).toBe(true);
    expect(result.current.pageStart).toBe(20);
    expect(result.current.tabStop).toBe(20);
    // A key the grid does not own is left alone (Tab, or the review's own keys with a modifier).
    const tab = keyDown('Tab');
    act(() => result.current.onKeyDown(tab.event, 20));
    expect(tab.prevented()).toBe(false);
  });

  it('keeps its button map and focus function from render to render', () => {
    const list = items(45);
    const { result, rerender } = render({ list, current: 0, follow: ['q1'] });
    const { buttons, focusIndex } = result.current;
    rerender({ list, current: 1, follow: ['q2'] });
    expect(result.current.buttons).toBe(buttons);
    expect(result.current.focusIndex).toBe(focusIndex);
  });
});
