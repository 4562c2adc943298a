import { describe, expect, it } from 'vitest';
import { pickTranslation } from './pickTranslation';

const banking = {
  name: 'Banking (plain)',
  translations: [
    { language_code: 'ta', name: 'வங்கி' },
    { language_code: 'en', name: 'Banking' },
    { language_code: 'hi', name: 'बैंकिंग' },
  ],
};

describe('pickTranslation', () => {
  it('prefers the selected language', () => {
    expect(pickTranslation(banking, 'name', 'hi')).toBe('बैंकिंग');
  });

  it('falls back to English when the selected language is missing', () => {
    expect(pickTranslation(banking, 'name', 'mr')).toBe('Banking');
  });

  it('falls back to the first translation when there is no English either', () => {
    const item = { name: 'plain', translations: [{ language_code: 'ta', name: 'வங்கி' }, { language_code: 'te', name: 'బ్యాంకింగ్' }] };
    expect(pickTranslation(item, 'name', 'hi')).toBe('வங்கி');
  });

  it('falls back to the plain field when there are no translations', () => {
    expect(pickTranslation({ name: 'Banking' }, 'name', 'hi')).toBe('Banking');
    expect(pickTranslation({ name: 'Banking', translations: null }, 'name', 'hi')).toBe('Banking');
  });

  it('skips a translation whose text is empty', () => {
    const item = { name: 'plain', translations: [{ language_code: 'hi', name: '  ' }, { language_code: 'en', name: 'Banking' }] };
    expect(pickTranslation(item, 'name', 'hi')).toBe('Banking');
  });

  it('reads entries that name their language as `language`, in any case', () => {
    const item = { translations: [{ language: 'EN', description: 'Bank PO and Clerk exams' }] };
    expect(pickTranslation(item, 'description', 'en')).toBe('Bank PO and Clerk exams');
  });

  it('gives an empty string when nothing is there', () => {
    expect(pickTranslation({}, 'title', 'en')).toBe('');
  });
});
