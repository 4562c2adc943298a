import { en, type CatalogueKey, type MessageKey, type PluralCategory, type PluralKey } from './en';
import type { FailureText } from './failureText';

export const interfaceLanguages = ['en', 'hi'] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];

// A failure text is its own English (see failureText.ts): other languages list it, English never does.
type Messages = Partial<Record<CatalogueKey | FailureText, string>>;
type Values = Record<string, string | number>;

/**
 * `t(key, values)`: a string in the reader's language with its slots filled. A plural key takes
 * its `count`: `t('result.rank.ofCandidates', { count, candidates })`.
 */
export interface Translator {
  (key: MessageKey | FailureText, values?: Values): string;
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
 * (`contentMessages.ts`, `dashboardMessages.ts`, `testMessages.ts`…); every other language is
 * fetched only by those who read it, so an English reader on slow data never downloads the
 * Hindi strings.
 */
const loaders: Record<Exclude<InterfaceLanguage, 'en'>, () => Promise<Messages>> = {
  hi: async () => (await import('./hindi')).hindi,
};
const messages: Record<InterfaceLanguage, Messages> = { en: { ...en }, hi: {} };
const loaded = new Set<InterfaceLanguage>(['en']);
type OtherLanguage = Exclude<InterfaceLanguage, 'en'>;
/** An area's strings in another language, fetched by that language's readers only (addAreaMessages). */
const areaLoaders: Record<OtherLanguage, Array<() => Promise<Messages>>> = { hi: [] };
const loading: Partial<Record<OtherLanguage, Promise<void>>> = {};

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

/**
 * Fetches a language's strings once, with those of every area registered so far; resolves at once
 * for English and languages without strings.
 */
export async function loadCatalogue(language: string): Promise<void> {
  if (!isInterfaceLanguage(language) || language === 'en' || loaded.has(language)) return;
  loading[language] ??= (async () => {
    const [catalogue, ...areas] = await Promise.all([loaders[language](), ...areaLoaders[language].map((load) => load())]);
    for (const strings of [catalogue, ...areas]) addMessages(language, strings);
    loaded.add(language);
  })().finally(() => delete loading[language]);
  await loading[language];
}

/**
 * An area's strings in another language (a result page's Hindi), kept out of that language's
 * catalogue so its readers fetch them with the area's pages, not with every page. Fetched with
 * the catalogue when it loads, or at once when it is loaded already: awaited at the top of the
 * area's messages module, the strings are there before its pages render. A failed fetch leaves
 * the area in English.
 */
export async function addAreaMessages(language: OtherLanguage, load: () => Promise<Messages>): Promise<void> {
  areaLoaders[language].push(load);
  await loading[language]?.catch(() => undefined);
  if (!loaded.has(language)) return;
  try {
    addMessages(language, await load());
  } catch {
    // Offline: the area reads English until the next visit.
  }
}

/** The `Intl` locale for a language code: rupees, numbers and dates read the Indian way. */
export function localeFor(language: string): string {
  return language === 'hi' ? 'hi-IN' : 'en-IN';
}

// One of each per locale: making them costs far more than using them.
const pluralRules: Record<string, Intl.PluralRules> = {};
const numberFormats: Record<string, Intl.NumberFormat> = {};

/**
 * The template of a plural key for `count`: the form the reader's language's CLDR rule picks
 * (Hindi's `one` is 0 and 1), or, where the language has no forms of the key, English's by
 * English's rule; `other` when the catalogue has no form for the category.
 */
function pluralTemplate(language: string, key: PluralKey, count: number): string | undefined {
  const writtenIn = isInterfaceLanguage(language) && messages[language][`${key}.other`] !== undefined ? language : 'en';
  const locale = localeFor(writtenIn);
  const category = (pluralRules[locale] ??= new Intl.PluralRules(locale)).select(count);
  const forms = messages[writtenIn];
  return forms[`${key}.${category}` as CatalogueKey] ?? forms[`${key}.other`];
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
export function translate(language: string, key: MessageKey | FailureText, values?: Values): string;
export function translate(language: string, key: PluralKey, values: Values & { count: number }): string;
export function translate(language: string, key: MessageKey | FailureText | PluralKey, values?: Values): string {
  const count = values?.count;
  if (typeof count === 'number') {
    const plural = pluralTemplate(language, key as PluralKey, count);
    const locale = localeFor(language);
    if (plural !== undefined) return fill(plural, { ...values, count: (numberFormats[locale] ??= new Intl.NumberFormat(locale)).format(count) });
  }
  const own = isInterfaceLanguage(language) ? messages[language][key as MessageKey | FailureText] : undefined;
  return fill(own ?? messages.en[key as MessageKey | FailureText] ?? key, values);
}

/** `t` for one language: what the pages and the server's renderer use. */
export function translatorFor(language: string): Translator {
  return (key: MessageKey | FailureText | PluralKey, values?: Values) => translate(language, key as MessageKey, values);
}
