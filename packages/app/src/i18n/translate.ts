import { en, type CatalogueKey, type MessageKey, type PluralCategory, type PluralKey } from './en';

export const interfaceLanguages = ['en', 'hi'] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];

type Messages = Partial<Record<CatalogueKey, string>>;
type Values = Record<string, string | number>;

/**
 * `t(key, values)`: a string in the reader's language with its slots filled. A plural key takes
 * its `count`: `t('result.rank.ofCandidates', { count, candidates })`.
 */
export interface Translator {
  (key: MessageKey, values?: Values): string;
  (key: PluralKey, values: Values & { count: number }): string;
}

// A plural key has every form: a `.one` without its `.other` (or the reverse) fails here, by name.
type Unpaired<Key> = Key extends `${infer Base}.${PluralCategory}`
  ? `${Base}.${PluralCategory}` extends CatalogueKey
    ? never
    : Key
  : never;
type Expect<Problem extends never> = Problem;
export type _EveryPluralKeyHasEveryForm = Expect<Unpaired<CatalogueKey>>;

/**
 * English shell strings ship with the app; the pages' English strings arrive with the pages
 * (`contentMessages.ts`, `accountMessages.ts`, `testMessages.ts`…); every other language is
 * fetched only by those who read it, so an English reader on slow data never downloads the
 * Hindi strings.
 */
const loaders: Record<Exclude<InterfaceLanguage, 'en'>, () => Promise<Messages>> = {
  hi: async () => {
    const [core, content, account, test, commerce, community] = await Promise.all([
      import('./hi'),
      import('./content.hi'),
      import('./account.hi'),
      import('./test.hi'),
      import('./commerce.hi'),
      import('./community.hi'),
    ]);
    return {
      ...core.hi,
      ...content.contentHi,
      ...account.accountHi,
      ...test.testHi,
      ...commerce.commerceHi,
      ...community.communityHi,
    };
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

/** True when `key` names a string registered now (in English, which every language falls back to). */
export function isMessageKey(key: string): key is MessageKey {
  return key in messages.en && !/\.(one|other)$/.test(key);
}

/** The `Intl` locale for a language code: rupees, numbers and dates read the Indian way. */
export function localeFor(language: string): string {
  return language === 'hi' ? 'hi-IN' : 'en-IN';
}

/** One per locale: making them is far slower than using them. */
function perLocale<Made>(make: (locale: string) => Made): (language: string) => Made {
  const made = new Map<string, Made>();
  return (language) => {
    const locale = localeFor(language);
    let item = made.get(locale);
    if (item === undefined) {
      item = make(locale);
      made.set(locale, item);
    }
    return item;
  };
}

const cardinalRules = perLocale((locale) => new Intl.PluralRules(locale));
const ordinalRules = perLocale((locale) => new Intl.PluralRules(locale, { type: 'ordinal' }));
const numbers = perLocale((locale) => new Intl.NumberFormat(locale));

/**
 * The template of a plural key for `count`: the form the reader's language's CLDR rule picks
 * (Hindi's `one` is 0 and 1), or, for a language without that key, English's form by English's
 * rule. A category the catalogue has no form for reads `other`.
 */
function pluralTemplate(language: string, key: PluralKey, count: number): string | undefined {
  const own = isInterfaceLanguage(language) ? messages[language] : undefined;
  const [catalogue, rulesOf] = own?.[`${key}.other`] !== undefined ? [own, language] : [messages.en, 'en'];
  const other = catalogue[`${key}.other`];
  if (other === undefined) return undefined;
  return catalogue[`${key}.${cardinalRules(rulesOf).select(count)}` as CatalogueKey] ?? other;
}

function fill(template: string, values: Values | undefined): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

/**
 * Looks up a string and fills `{name}` slots: the language's own string, else English, else the
 * key itself (a string whose page has not registered it yet shows its key, never nothing). A
 * plural key picks its form by `count`, whose slot shows the number as the reader's locale writes
 * it (1,250; 1,25,000).
 */
export function translate(language: string, key: MessageKey, values?: Values): string;
export function translate(language: string, key: PluralKey, values: Values & { count: number }): string;
export function translate(language: string, key: MessageKey | PluralKey, values?: Values): string {
  const count = values?.count;
  if (typeof count === 'number') {
    const plural = pluralTemplate(language, key as PluralKey, count);
    if (plural !== undefined) return fill(plural, { ...values, count: numbers(language).format(count) });
  }
  const own = isInterfaceLanguage(language) ? messages[language][key as MessageKey] : undefined;
  return fill(own ?? messages.en[key as MessageKey] ?? key, values);
}

/** `t` for one language: what the pages and the server's renderer use. */
export function translatorFor(language: string): Translator {
  return (key: MessageKey | PluralKey, values?: Values) => translate(language, key as MessageKey, values);
}

/**
 * The ending of an ordinal number for each CLDR ordinal category of the language. Hindi's are
 * feminine, as the profile's योग्यता needs (its only ordinals today).
 */
const ordinalEndings: Record<InterfaceLanguage, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  en: { one: 'st', two: 'nd', few: 'rd', other: 'th' },
  hi: { one: 'ली', two: 'री', few: 'थी', many: 'ठी', other: 'वीं' },
};

/**
 * An ordinal number as the reader's language writes it: 1st, 2nd, 3rd, 11th, 21st; in Hindi
 * 1ली, 2री, 4थी, 6ठी, 7वीं, 21वीं. Other languages read English's.
 */
export function ordinal(language: string, n: number): string {
  const writtenIn = isInterfaceLanguage(language) ? language : 'en';
  const endings = ordinalEndings[writtenIn];
  return `${n}${endings[ordinalRules(writtenIn).select(n)] ?? endings.other}`;
}
