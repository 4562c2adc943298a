import { afterEach, describe, expect, it } from 'vitest';
import { lockBodyScroll } from './scrollLock';

afterEach(() => {
  document.body.style.overflow = '';
});

describe('lockBodyScroll', () => {
  it('stops the page scrolling until released, then restores what was there', () => {
    document.body.style.overflow = 'auto';
    const release = lockBodyScroll();
    expect(document.body.style.overflow).toBe('hidden');
    release();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('keeps the page still until the last of several dialogs closes', () => {
    const releaseFirst = lockBodyScroll();
    const releaseSecond = lockBodyScroll();
    releaseFirst();
    expect(document.body.style.overflow).toBe('hidden');
    releaseSecond();
    expect(document.body.style.overflow).toBe('');
  });

  it('counts a release called twice once', () => {
    const releaseFirst = lockBodyScroll();
    const releaseSecond = lockBodyScroll();
    releaseSecond();
    releaseSecond();
    expect(document.body.style.overflow).toBe('hidden');
    releaseFirst();
    expect(document.body.style.overflow).toBe('');
  });
});
