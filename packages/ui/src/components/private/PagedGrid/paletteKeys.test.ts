import { describe, expect, it } from 'vitest';
import { nextPaletteIndex, pageOf } from './paletteKeys';

const press = (key: string, index: number, count: number, ctrlKey = false) =>
  nextPaletteIndex({ key, ctrlKey }, index, count);

describe('nextPaletteIndex', () => {
  it('steps by one with the side arrows, on to the next and previous page, never wrapping', () => {
    expect(press('ArrowRight', 0, 25)).toBe(1);
    expect(press('ArrowRight', 19, 25)).toBe(20);
    expect(press('ArrowLeft', 20, 25)).toBe(19);
    expect(press('ArrowLeft', 0, 25)).toBeNull();
    expect(press('ArrowRight', 24, 25)).toBeNull();
  });

  it('steps by a row of five with up and down, staying put where there is no row', () => {
    expect(press('ArrowDown', 2, 25)).toBe(7);
    expect(press('ArrowDown', 17, 25)).toBe(22);
    expect(press('ArrowUp', 22, 25)).toBe(17);
    expect(press('ArrowUp', 3, 25)).toBeNull();
    expect(press('ArrowDown', 22, 25)).toBeNull();
  });

  it('reaches the ends of the page with Home and End, of the test with Ctrl', () => {
    expect(press('Home', 27, 200)).toBe(20);
    expect(press('End', 27, 200)).toBe(39);
    expect(press('End', 21, 25)).toBe(24);
    expect(press('Home', 27, 200, true)).toBe(0);
    expect(press('End', 27, 200, true)).toBe(199);
  });

  it('turns the page with Page Up and Page Down, keeping the place on it', () => {
    expect(press('PageDown', 3, 200)).toBe(23);
    expect(press('PageUp', 23, 200)).toBe(3);
    expect(press('PageDown', 18, 25)).toBe(24);
    expect(press('PageDown', 21, 25)).toBeNull();
    expect(press('PageUp', 3, 200)).toBeNull();
  });

  it('ignores other keys and an empty palette', () => {
    expect(press('Enter', 3, 20)).toBeNull();
    expect(press('a', 3, 20)).toBeNull();
    expect(press('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('pageOf', () => {
  it('puts twenty questions on a page', () => {
    expect([0, 19, 20, 199].map(pageOf)).toEqual([0, 0, 1, 9]);
  });
});
