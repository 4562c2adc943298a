import { en, type Catalogue, type MessageKey } from './en';
import { hi } from './hi';

export const interfaceLanguages = ['en', 'hi'] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];

const catalogues: Record<InterfaceLanguage, Catalogue> = { en, hi };

/** The catalogue for a language code; languages without interface strings read English. */
export function catalogueFor(language: string): Catalogue {
  return (interfaceLanguages as readonly string[]).includes(language)
    ? catalogues[language as InterfaceLanguage]
    : en;
}

/** Looks up a string and fills `{name}` slots. */
export function translate(language: string, key: MessageKey, values?: Record<string, string | number>): string {
  const template = catalogueFor(language)[key];
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

/** The `Intl` locale for a language code: rupees, numbers and dates read the Indian way. */
export function localeFor(language: string): string {
  return language === 'hi' ? 'hi-IN' : 'en-IN';
}
