import { afterEach, describe, expect, it } from 'vitest';
import { reviewStep, type ReviewKeyEvent } from './reviewKeys';

function press(key: string, target: EventTarget | null, extra: Partial<ReviewKeyEvent> = {}): ReviewKeyEvent {
  return { key, target, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, defaultPrevented: false, ...extra };
}

function setUp() {
  document.body.innerHTML = `
    <section id="review">
      <h3 id="heading" tabindex="-1">Question 3</h3>
      <button id="next">Next</button>
      <select id="language"><option>English</option></select>
      <fieldset role="radiogroup"><input id="radio" type="radio" /></fieldset>
      <div role="grid"><div role="row"><div role="gridcell"><button id="cell">1</button></div></div></div>
      <p id="editable" contenteditable="true">note</p>
    </section>
    <input id="search" />
    <button id="outside">Outside</button>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { root: byId('review'), byId };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('reviewStep', () => {
  it('moves back with ← and on with → from the card’s heading, a button, or nothing focused', () => {
    const { root, byId } = setUp();
    expect(reviewStep(press('ArrowLeft', byId('heading')), root)).toBe(-1);
    expect(reviewStep(press('ArrowRight', byId('next')), root)).toBe(1);
    expect(reviewStep(press('ArrowRight', document.body), root)).toBe(1);
  });

  it('leaves the arrows to fields and to widgets that own them', () => {
    const { root, byId } = setUp();
    for (const id of ['language', 'radio', 'cell', 'editable']) {
      expect(reviewStep(press('ArrowRight', byId(id)), root)).toBeNull();
    }
  });

  it('ignores keys pressed elsewhere on the page, with a modifier, or already handled', () => {
    const { root, byId } = setUp();
    expect(reviewStep(press('ArrowRight', byId('outside')), root)).toBeNull();
    expect(reviewStep(press('ArrowRight', byId('search')), root)).toBeNull();
    expect(reviewStep(press('ArrowRight', byId('heading'), { altKey: true }), root)).toBeNull();
    expect(reviewStep(press('ArrowLeft', byId('heading'), { shiftKey: true }), root)).toBeNull();
    expect(reviewStep(press('ArrowRight', byId('heading'), { defaultPrevented: true }), root)).toBeNull();
    expect(reviewStep(press('ArrowDown', byId('heading')), root)).toBeNull();
  });
});
