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
import { dashboardEn } from './dashboard.en';
import { dashboardHi } from './dashboard.hi';
import { resultEn } from './result.en';
import { resultHi } from './result.hi';
import { testEn } from './test.en';
import { testHi } from './test.hi';
import { ordinal } from './ordinal';
import { isCatalogueLoaded, loadCatalogue, localeFor, translate, translatorFor } from './translate';

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
    expect(Object.keys(dashboardHi).sort()).toEqual(Object.keys(dashboardEn).sort());
    expect(Object.keys(accountHi).sort()).toEqual(Object.keys(accountEn).sort());
    expect(Object.keys(testHi).sort()).toEqual(Object.keys(testEn).sort());
    expect(Object.keys(resultHi).sort()).toEqual(Object.keys(resultEn).sort());
    expect(Object.keys(commerceHi).sort()).toEqual(Object.keys(commerceEn).sort());
    expect(Object.keys(communityHi).sort()).toEqual(Object.keys(communityEn).sort());
    const english: Record<string, string> = { ...en, ...contentEn, ...dashboardEn, ...accountEn, ...testEn, ...resultEn, ...commerceEn, ...communityEn };
    const untranslated = Object.entries({ ...hi, ...contentHi, ...dashboardHi, ...accountHi, ...testHi, ...resultHi, ...commerceHi, ...communityHi }).filter(
      ([key, text]) => !/[\u0900-\u097F]/.test(text) && text === english[key],
    );
    expect(untranslated).toEqual([]);
  });

  it('names each key in one catalogue only (a second would silently replace the first)', () => {
    const keys = [en, contentEn, dashboardEn, accountEn, testEn, resultEn, commerceEn, communityEn].flatMap((catalogue) => Object.keys(catalogue));
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('maps languages to Indian locales', () => {
    expect(localeFor('hi')).toBe('hi-IN');
    expect(localeFor('en')).toBe('en-IN');
  });
});

describe('plurals', () => {
  it('picks English’s form by its CLDR rule: only 1 is singular', async () => {
    await import('./testMessages');
    await import('./resultMessages');
    const t = translatorFor('en');
    expect([0, 1, 2, 5].map((count) => t('testsPage.categoryCount', { count }))).toEqual([
      '0 categories',
      '1 category',
      '2 categories',
      '5 categories',
    ]);
    expect(t('result.rank.ofCandidates', { count: 1, candidates: '1' })).toBe('of 1 candidate');
    expect(t('result.rank.ofCandidates', { count: 348, candidates: '348' })).toBe('of 348 candidates');
  });

  it('picks Hindi’s form by Hindi’s rule: 0 and 1 are singular', async () => {
    await loadCatalogue('hi');
    const t = translatorFor('hi');
    expect([0, 1, 2, 5].map((count) => t('testsPage.categoryCount', { count }))).toEqual([
      '0 श्रेणी',
      '1 श्रेणी',
      '2 श्रेणियाँ',
      '5 श्रेणियाँ',
    ]);
    expect(t('refer.friends', { count: 1 })).toBe('1 दोस्त जुड़ा');
    expect(t('refer.friends', { count: 4 })).toBe('4 दोस्त जुड़े');
  });

  it('writes the count as the reader’s locale does, in lakh and crore', async () => {
    await loadCatalogue('hi');
    expect(translate('en', 'search.resultCount', { count: 1250 })).toBe('1,250 results');
    expect(translate('en', 'search.resultCount', { count: 125000 })).toBe('1,25,000 results');
    expect(translate('hi', 'search.resultCount', { count: 12500000 })).toBe('1,25,00,000 परिणाम');
  });

  it('reads English’s forms by English’s rule where a language has none of its own', () => {
    expect(translate('ta', 'search.resultCount', { count: 0 })).toBe('0 results');
    expect(translate('ta', 'search.resultCount', { count: 1 })).toBe('1 result');
  });

  it('takes a plural key only with its count, and never one of its forms by name', () => {
    const t = translatorFor('en');
    // @ts-expect-error a plural key needs its count
    t('search.resultCount');
    // @ts-expect-error the count picks the form: a form is not a key of its own
    t('search.resultCount.one');
    expect(t('search.resultCount', { count: 3 })).toBe('3 results');
  });
});

describe('ordinal', () => {
  it('ends English ordinals by CLDR’s ordinal rule', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map((n) => ordinal('en', n))).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th',
    ]);
  });

  it('ends Hindi ordinals by Hindi’s (feminine, as the profile’s योग्यता)', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 21].map((n) => ordinal('hi', n))).toEqual(['1ली', '2री', '3री', '4थी', '5वीं', '6ठी', '7वीं', '21वीं']);
  });
});
