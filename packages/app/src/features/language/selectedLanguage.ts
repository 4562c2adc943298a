/*
 * The selected language and what follows from it (interface strings, locale). No query here:
 * the api client and the queries read these, so this module imports neither.
 */

import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { isCatalogueLoaded, loadCatalogue, localeFor, translatorFor } from '../../i18n/translate';
import { plainLocalStorage } from '../storage';

/** The spec's default language. */
export const defaultLanguage = 'en';

/** The one selected language (a short_name such as `en` or `hi`), kept across visits. */
export const storedLanguageAtom = atomWithStorage<string | null>('lang', defaultLanguage, plainLocalStorage, {
  getOnInit: true,
});

/** Bumped when a language's interface strings arrive, so every translated text renders again. */
const cataloguesLoadedAtom = atom(0);

/**
 * Choosing a language fetches its interface strings first, then switches: the page changes
 * language in one step instead of showing English in between.
 */
export const selectedLanguageAtom = atom(
  (get) => get(storedLanguageAtom) ?? defaultLanguage,
  async (_get, set, language: string) => {
    await loadCatalogue(language).catch(() => undefined); // offline: English strings, Hindi content
    set(cataloguesLoadedAtom, (count) => count + 1);
    set(storedLanguageAtom, language);
  },
);

/**
 * Loads the strings of a language chosen elsewhere (another tab, the profile at login) and
 * re-renders once they are here.
 */
export const ensureCatalogueAtom = atom(null, async (get, set) => {
  const language = get(selectedLanguageAtom);
  if (isCatalogueLoaded(language)) return;
  await loadCatalogue(language).catch(() => undefined);
  set(cataloguesLoadedAtom, (count) => count + 1);
});

/** `t(key, values)` in the selected language. */
export const translatorAtom = atom((get) => {
  get(cataloguesLoadedAtom);
  const language = get(selectedLanguageAtom);
  return translatorFor(language);
});

export const localeAtom = atom((get) => localeFor(get(selectedLanguageAtom)));

