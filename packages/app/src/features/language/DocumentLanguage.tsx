import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { languageCookieName, manifestHref } from '@pariksha/contract/page-render';
import { ensureCatalogueAtom, selectedLanguageAtom } from './atoms';

/**
 * Keeps `<html lang>` and the language cookie on the selected language (screen readers, the
 * Devanagari font, the server's pages), and its interface strings loaded however it was chosen.
 */
export function DocumentLanguage() {
  const language = useAtomValue(selectedLanguageAtom);
  const ensureCatalogue = useSetAtom(ensureCatalogueAtom);
  useEffect(() => {
    document.documentElement.lang = language;
    // Installed from here, the app takes its name in this language.
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestHref(language));
    // The server draws the next page in this language too (a year; first-party, no secrets).
    document.cookie = `${languageCookieName}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
    void ensureCatalogue();
  }, [language, ensureCatalogue]);
  return null;
}
