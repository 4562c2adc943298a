import type { TranslationsJson } from '../../db/content-schema.js';

export const defaultLanguage = 'en';

/** The spec's rule: the requested language, else English, else the first one stored. */
export function pickTranslation<T>(translations: TranslationsJson<T>, code: string): T {
  const picked = translations[code] ?? translations[defaultLanguage] ?? Object.values(translations)[0];
  if (picked === undefined) throw new Error('Content item without translations.');
  return picked;
}

/** `{ en: {...}, hi: {...} }` → `[{ language_code: 'en', ... }, { language_code: 'hi', ... }]`. */
export function translationList<T extends object>(translations: TranslationsJson<T>): (T & { language_code: string })[] {
  return Object.entries(translations).map(([code, value]) => ({ language_code: code, ...value }));
}

/**
 * The stored language a request's `lang` names: `hi-IN` → `hi`; an unknown code → English. The
 * result is always a stored code (or English), so caches keyed by it cannot grow with requests.
 */
export function resolveLanguage(storedCodes: readonly string[], lang: string): string {
  const primary = lang.split('-', 1)[0] ?? lang;
  return storedCodes.find((code) => code === lang) ?? storedCodes.find((code) => code === primary) ?? defaultLanguage;
}
