import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageKey } from './en';
import type * as TranslateModule from './translate';

// Each test starts from a fresh copy of translate.ts: which languages are loaded is module state.
type Translate = typeof TranslateModule;
let i18n: Translate;
beforeEach(async () => {
  vi.resetModules();
  i18n = await import('./translate');
});

const key: MessageKey = 'result.timeTitle';
const area = { [key]: 'आपका समय कहाँ गया' };

describe("an area's strings in another language (addAreaMessages)", () => {
  it('are fetched with the catalogue when the area registers first, and never for English readers', async () => {
    const load = vi.fn(async () => area);
    await i18n.addAreaMessages('hi', load);
    expect(load).not.toHaveBeenCalled();
    await i18n.loadCatalogue('en');
    expect(load).not.toHaveBeenCalled();
    await i18n.loadCatalogue('hi');
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.translate('hi', key)).toBe('आपका समय कहाँ गया');
  });

  it('are fetched at once, before the area renders, when the catalogue is loaded already', async () => {
    await i18n.loadCatalogue('hi');
    const load = vi.fn(async () => area);
    await i18n.addAreaMessages('hi', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.translate('hi', key)).toBe('आपका समय कहाँ गया');
  });

  it('are fetched when the area registers while the catalogue is on its way', async () => {
    const loadingHindi = i18n.loadCatalogue('hi');
    const load = vi.fn(async () => area);
    await i18n.addAreaMessages('hi', load);
    await loadingHindi;
    expect(i18n.translate('hi', key)).toBe('आपका समय कहाँ गया');
  });

  it('leave the area in English when their fetch fails, without failing the page', async () => {
    i18n.addMessages('en', { [key]: 'Where your time went' });
    await i18n.loadCatalogue('hi');
    await expect(i18n.addAreaMessages('hi', () => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
    expect(i18n.translate('hi', key)).toBe('Where your time went');
  });
});
