import { describe, expect, it } from 'vitest';
import { en } from './en';
import { hi } from './hi';
import { localeFor, translate } from './translate';

describe('translate', () => {
  it('reads the selected language and fills slots', () => {
    expect(translate('en', 'plans.error', { message: 'Network error' })).toBe('Error: Network error');
    expect(translate('hi', 'plans.error', { message: 'नेटवर्क' })).toBe('त्रुटि: नेटवर्क');
  });

  it('falls back to English for a language without interface strings', () => {
    expect(translate('ta', 'plans.title')).toBe('Subscription Plans');
  });

  it('leaves an unknown slot visible rather than inventing text', () => {
    expect(translate('en', 'plans.error')).toBe('Error: {message}');
  });

  it('has a Hindi string, in Devanagari, for every English key', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    const untranslated = Object.entries(hi).filter(
      ([key, text]) => !/[\u0900-\u097F]/.test(text) && text === (en as Record<string, string>)[key],
    );
    expect(untranslated).toEqual([]);
  });

  it('maps languages to Indian locales', () => {
    expect(localeFor('hi')).toBe('hi-IN');
    expect(localeFor('en')).toBe('en-IN');
  });
});
