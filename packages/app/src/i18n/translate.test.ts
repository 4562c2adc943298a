import { describe, expect, it } from 'vitest';
import { en } from './en';
import { hi } from './hi';
import { accountEn } from './account.en';
import { accountHi } from './account.hi';
import { commerceEn } from './commerce.en';
import { commerceHi } from './commerce.hi';
import { communityEn } from './community.en';
import { communityHi } from './community.hi';
import { contentEn } from './content.en';
import { contentHi } from './content.hi';
import { isCatalogueLoaded, loadCatalogue, localeFor, translate } from './translate';

describe('translate', () => {
  it('reads English until another language’s strings have loaded, then both its shell and page strings', async () => {
    expect(isCatalogueLoaded('hi')).toBe(false);
    expect(translate('hi', 'nav.home')).toBe('Home');
    await loadCatalogue('hi');
    expect(isCatalogueLoaded('hi')).toBe(true);
    expect(translate('hi', 'nav.home')).toBe('होम');
    expect(translate('hi', 'plans.title')).toBe('सब्सक्रिप्शन प्लान');
  });

  it('shows a page string’s key until its page registers the English strings', async () => {
    expect(translate('en', 'plans.title')).toBe('plans.title');
    await import('./contentMessages');
    expect(translate('en', 'plans.title')).toBe('Subscription Plans');
  });

  it('reads the selected language and fills slots', async () => {
    await loadCatalogue('hi');
    expect(translate('en', 'list.error', { message: 'Network error' })).toBe('Error: Network error');
    expect(translate('hi', 'list.error', { message: 'नेटवर्क' })).toBe('त्रुटि: नेटवर्क');
  });

  it('falls back to English for a language without interface strings', () => {
    expect(translate('ta', 'nav.home')).toBe('Home');
  });

  it('leaves an unknown slot visible rather than inventing text', () => {
    expect(translate('en', 'list.error')).toBe('Error: {message}');
  });

  it('has a Hindi string, in Devanagari, for every English key', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(contentHi).sort()).toEqual(Object.keys(contentEn).sort());
    expect(Object.keys(accountHi).sort()).toEqual(Object.keys(accountEn).sort());
    expect(Object.keys(commerceHi).sort()).toEqual(Object.keys(commerceEn).sort());
    expect(Object.keys(communityHi).sort()).toEqual(Object.keys(communityEn).sort());
    const english: Record<string, string> = { ...en, ...contentEn, ...accountEn, ...commerceEn, ...communityEn };
    const untranslated = Object.entries({ ...hi, ...contentHi, ...accountHi, ...commerceHi, ...communityHi }).filter(
      ([key, text]) => !/[\u0900-\u097F]/.test(text) && text === english[key],
    );
    expect(untranslated).toEqual([]);
  });

  it('maps languages to Indian locales', () => {
    expect(localeFor('hi')).toBe('hi-IN');
    expect(localeFor('en')).toBe('en-IN');
  });
});
