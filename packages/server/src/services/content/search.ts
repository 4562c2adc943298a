import { searchForm, searchNeedles } from '@pariksha/contract/search-terms';
import type { TranslationsJson } from '../../db/content-schema.js';

/** An item with the text a search looks in: the searched fields in every stored language. */
export type Searchable<T> = { item: T; text: string };

/**
 * A learner types in whichever script is at hand, so 'बैंक' with English selected finds the
 * banking items, and 'bank' with Hindi selected finds them too.
 */
export function searchable<T, Tr>(item: T, translations: TranslationsJson<Tr>, fields: (tr: Tr) => string[]): Searchable<T> {
  const parts = Object.values(translations).flatMap(fields);
  return { item, text: searchForm(parts.join('\n')) };
}

/** A missing or empty search term is no search. */
export function normaliseSearch(search: string | undefined): string | undefined {
  return search === undefined || search === '' ? undefined : search;
}

/**
 * The items whose searched text holds the term, as typed or with its Devanagari acronyms read
 * ('एसएससी' finds SSC); all of them without a term.
 */
export function filterBySearch<T>(entries: readonly Searchable<T>[], search: string | undefined): T[] {
  if (search === undefined) return entries.map((entry) => entry.item);
  const needles = searchNeedles(search);
  return entries.filter((entry) => needles.some((needle) => entry.text.includes(needle))).map((entry) => entry.item);
}
