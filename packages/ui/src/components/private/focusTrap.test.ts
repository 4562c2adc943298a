import { afterEach, describe, expect, it } from 'vitest';
import { tabbableElements, trapTabKey } from './focusTrap';

function render(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

function pressTab(container: HTMLElement, shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true, bubbles: true });
  trapTabKey(container, event);
  return event;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('tabbableElements', () => {
  it('lists what Tab stops on, in document order', () => {
    const container = render(`
      <button id="a">A</button>
      <button id="disabled" disabled>B</button>
      <a id="no-href">not a link</a>
      <a id="link" href="/exam/ssc-cgl">SSC CGL</a>
      <input id="hidden-input" type="hidden" />
      <input id="text" />
      <div id="minus" tabindex="-1">skipped</div>
      <div id="zero" tabindex="0">focusable</div>
      <div hidden><button id="in-hidden">hidden</button></div>
      <div inert><button id="in-inert">inert</button></div>
      <select id="select"><option>1</option></select>
      <textarea id="area"></textarea>
    `);
    expect(tabbableElements(container).map((element) => element.id)).toEqual([
      'a',
      'link',
      'text',
      'zero',
      'select',
      'area',
    ]);
  });
});

describe('trapTabKey', () => {
  it('wraps Tab from the last element to the first, and Shift+Tab from the first to the last', () => {
    const container = render('<button id="first">1</button><button id="middle">2</button><button id="last">3</button>');
    const [first, , last] = tabbableElements(container);

    last?.focus();
    expect(pressTab(container).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(first);

    expect(pressTab(container, true).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(last);
  });

  it('lets the browser move focus between elements in the middle', () => {
    const container = render('<button id="first">1</button><button id="middle">2</button><button id="last">3</button>');
    document.getElementById('middle')?.focus();
    expect(pressTab(container).defaultPrevented).toBe(false);
    expect(pressTab(container, true).defaultPrevented).toBe(false);
    expect(document.activeElement?.id).toBe('middle');
  });

  it('brings focus back inside from outside or from the container itself', () => {
    const outside = render('<button id="outside">outside</button>');
    const container = render('<button id="first">1</button><button id="last">2</button>');
    container.tabIndex = -1;

    document.getElementById('outside')?.focus();
    pressTab(container);
    expect(document.activeElement?.id).toBe('first');

    container.focus();
    pressTab(container, true);
    expect(document.activeElement?.id).toBe('last');
    expect(outside.isConnected).toBe(true);
  });

  it('keeps focus where it is when nothing inside can take it', () => {
    const container = render('<p>Only text</p>');
    expect(pressTab(container).defaultPrevented).toBe(true);
  });

  it('ignores other keys and events already handled', () => {
    const container = render('<button id="first">1</button><button id="last">2</button>');
    document.getElementById('last')?.focus();
    const escape = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
    trapTabKey(container, escape);
    expect(escape.defaultPrevented).toBe(false);

    const handled = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true });
    handled.preventDefault();
    trapTabKey(container, handled);
    expect(document.activeElement?.id).toBe('last');
  });
});
