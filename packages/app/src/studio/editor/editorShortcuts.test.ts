import { describe, expect, it } from 'vitest';
import { shortcutOf } from './editorShortcuts';

const key = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('editor shortcuts', () => {
  it('saves with Ctrl+S or ⌘S and submits with Ctrl+Enter or ⌘Enter', () => {
    expect(shortcutOf(key('s', { ctrlKey: true }))).toBe('save');
    expect(shortcutOf(key('S', { metaKey: true }))).toBe('save');
    expect(shortcutOf(key('Enter', { ctrlKey: true }))).toBe('submit');
    expect(shortcutOf(key('Enter', { metaKey: true }))).toBe('submit');
  });

  it('leaves every other key to the page', () => {
    expect(shortcutOf(key('s'))).toBeNull();
    expect(shortcutOf(key('Enter'))).toBeNull();
    expect(shortcutOf(key('s', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(shortcutOf(key('s', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(shortcutOf(key('p', { ctrlKey: true }))).toBeNull();
  });
});
