import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { atomWithQuery } from 'jotai-tanstack-query';
import { api } from '../../api/instance';
import type { MessageKey } from '../../i18n/en';
import { localeFor, translate } from '../../i18n/translate';
import { plainLocalStorage } from '../storage';
import { fetchLanguages } from './fetchLanguages';

/** The spec's default language. */
export const defaultLanguage = 'en';

/** The one selected language (a short_name such as `en` or `hi`), kept across visits. */
export const storedLanguageAtom = atomWithStorage<string | null>('lang', defaultLanguage, plainLocalStorage, {
  getOnInit: true,
});

export const selectedLanguageAtom = atom(
  (get) => get(storedLanguageAtom) ?? defaultLanguage,
  (_get, set, language: string) => set(storedLanguageAtom, language),
);

/** `t(key, values)` in the selected language. */
export const translatorAtom = atom((get) => {
  const language = get(selectedLanguageAtom);
  return (key: MessageKey, values?: Record<string, string | number>) => translate(language, key, values);
});

export const localeAtom = atom((get) => localeFor(get(selectedLanguageAtom)));

/**
 * The languages the provider offers. Not keyed by the selected language: names are shown in
 * their own script, so switching language need not fetch them again.
 */
export const languagesAtom = atomWithQuery(() => ({
  queryKey: ['languages'] as const,
  queryFn: ({ signal }) => fetchLanguages(api, signal),
}));
