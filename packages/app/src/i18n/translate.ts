import { en, type MessageKey } from './en';

export const interfaceLanguages = ['en', 'hi'] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];

type Messages = Partial<Record<MessageKey, string>>;

/** `t(key, values)`: a string in the reader's language with its slots filled. */
export type Translator = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * English shell strings ship with the app; the pages' English strings arrive with the pages
 * (`contentMessages.ts`, `accountMessages.ts`); every other language is fetched only by those who read it, so an
 * English reader on slow data never downloads the Hindi strings.
 */
const loaders: Record<Exclude<InterfaceLanguage, 'en'>, () => Promise<Messages>> = {
  hi: async () => {
    const [core, content, account, commerce, community] = await Promise.all([
      import('./hi'),
      import('./content.hi'),
      import('./account.hi'),
      import('./commerce.hi'),
      import('./community.hi'),
    ]);
    return { ...core.hi, ...content.contentHi, ...account.accountHi, ...commerce.commerceHi, ...community.communityHi };
  },
};
const messages: Record<InterfaceLanguage, Messages> = { en: { ...en }, hi: {} };
const loaded = new Set<InterfaceLanguage>(['en']);

function isInterfaceLanguage(language: string): language is InterfaceLanguage {
  return (interfaceLanguages as readonly string[]).includes(language);
}

/** Adds strings to a language's catalogue (the pages' English strings). */
export function addMessages(language: InterfaceLanguage, catalogue: Messages): void {
  Object.assign(messages[language], catalogue);
}

/** True when `language`'s strings are ready (or it has none of its own and reads English). */
export function isCatalogueLoaded(language: string): boolean {
  return !isInterfaceLanguage(language) || loaded.has(language);
}

/** Fetches a language's strings once; resolves at once for English and languages without strings. */
export async function loadCatalogue(language: string): Promise<void> {
  if (!isInterfaceLanguage(language) || language === 'en' || loaded.has(language)) return;
  addMessages(language, await loaders[language]());
  loaded.add(language);
}

/**
 * Looks up a string and fills `{name}` slots: the language's own string, else English, else the
 * key itself (a string whose page has not registered it yet shows its key, never nothing).
 */
export function translate(language: string, key: MessageKey, values?: Record<string, string | number>): string {
  const own = isInterfaceLanguage(language) ? messages[language][key] : undefined;
  const template = own ?? messages.en[key] ?? key;
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

/** The `Intl` locale for a language code: rupees, numbers and dates read the Indian way. */
export function localeFor(language: string): string {
  return language === 'hi' ? 'hi-IN' : 'en-IN';
}
