import { localeFor } from './translate';

// The app's one place for ordinals: beside the translator rather than in it, since translate.ts
// is in every page's first download and only the profile writes ordinals.

/** The ending of an ordinal number for each CLDR ordinal category of the language. */
const endings: Record<'en' | 'hi', Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  en: { one: 'st', two: 'nd', few: 'rd', other: 'th' },
  // Feminine, as the profile's योग्यता needs (its only ordinals today).
  hi: { one: 'ली', two: 'री', few: 'थी', many: 'ठी', other: 'वीं' },
};
const rules: Record<string, Intl.PluralRules> = {};

/**
 * An ordinal number as the reader's language writes it, by CLDR's ordinal rule: 1st, 2nd, 3rd,
 * 11th, 21st; in Hindi 1ली, 2री, 4थी, 6ठी, 7वीं, 21वीं. Other languages read English's.
 */
export function ordinal(language: string, n: number): string {
  const writtenIn = language === 'hi' ? 'hi' : 'en';
  const locale = localeFor(writtenIn);
  const category = (rules[locale] ??= new Intl.PluralRules(locale, { type: 'ordinal' })).select(n);
  return `${n}${endings[writtenIn][category] ?? endings[writtenIn].other}`;
}
