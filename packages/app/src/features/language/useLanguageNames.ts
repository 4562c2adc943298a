import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { localeAtom } from './atoms';

/**
 * Language codes as the reader says them: ['hi', 'en'] reads 'Hindi', 'English' in English and
 * 'हिन्दी', 'अंग्रेज़ी' in Hindi (Intl knows every language's name in every language).
 */
export function useLanguageNames(): (codes: readonly string[]) => string[] {
  const locale = useAtomValue(localeAtom);
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'language' });
    return (codes) => codes.map((code) => names.of(code) ?? code);
  }, [locale]);
}
