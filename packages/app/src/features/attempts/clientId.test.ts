import { beforeEach, describe, expect, it } from 'vitest';
import { clientIdStorageKey, replaceTabClientId, tabClientId } from './clientId';

describe('the tab’s client id', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('stays the same across reloads of the tab (sessionStorage)', () => {
    const first = tabClientId(window.sessionStorage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(tabClientId(window.sessionStorage)).toBe(first);
    expect(window.sessionStorage.getItem(clientIdStorageKey)).toBe(first);
  });

  it('differs in another tab (another sessionStorage)', () => {
    const first = tabClientId(window.sessionStorage);
    window.sessionStorage.clear();
    expect(tabClientId(window.sessionStorage)).not.toBe(first);
  });

  it('takes a new id for the tab when another tab holds a copy (a duplicated tab), kept for its reloads', () => {
    const copied = tabClientId(window.sessionStorage);
    const replaced = replaceTabClientId(window.sessionStorage);
    expect(replaced).not.toBe(copied);
    expect(tabClientId(window.sessionStorage)).toBe(replaced);
  });
});
