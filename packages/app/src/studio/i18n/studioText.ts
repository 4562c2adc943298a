import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { selectedLanguageAtom } from '../../features/language/atoms';
import { studioEn, type StudioKey } from './studio.en';
import { studioHi } from './studio.hi';

// The studio's words travel with the studio's code, in both languages: no learner downloads them
// (the learners' catalogues, i18n/hindi.ts, hold none of them).

type Values = Record<string, string | number>;
export type StudioText = (key: StudioKey, values?: Values) => string;

const catalogues: Record<string, Record<StudioKey, string>> = { en: studioEn, hi: studioHi };

/** A studio string in `language` (English when the studio has no words in it), slots filled. */
export function studioText(language: string): StudioText {
  const words = catalogues[language] ?? studioEn;
  return (key, values) => {
    const template = words[key];
    if (!values) return template;
    return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
  };
}

/** The studio's `t` in the reader's language. */
export function useStudioText(): StudioText {
  const language = useAtomValue(selectedLanguageAtom);
  return useMemo(() => studioText(language), [language]);
}
