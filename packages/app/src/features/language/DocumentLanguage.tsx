import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { selectedLanguageAtom } from './atoms';

/** Keeps `<html lang>` on the selected language, for screen readers and Devanagari font choice. */
export function DocumentLanguage() {
  const language = useAtomValue(selectedLanguageAtom);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return null;
}
