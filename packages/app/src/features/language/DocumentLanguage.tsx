import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { ensureCatalogueAtom, selectedLanguageAtom } from './atoms';

/**
 * Keeps `<html lang>` on the selected language, for screen readers and Devanagari font choice,
 * and its interface strings loaded however it was chosen.
 */
export function DocumentLanguage() {
  const language = useAtomValue(selectedLanguageAtom);
  const ensureCatalogue = useSetAtom(ensureCatalogueAtom);
  useEffect(() => {
    document.documentElement.lang = language;
    void ensureCatalogue();
  }, [language, ensureCatalogue]);
  return null;
}
