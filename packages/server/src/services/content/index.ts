import type { SubmitContactInput } from '@pariksha/contract';
import type { Database } from '../../db/open.js';
import type { PreparedJson } from '../../http/prepared-json.js';
import { type CacheClock, expiringValue } from '../cache-expiry.js';
import { bookDetail } from './books.js';
import { submitContact } from './contact.js';
import { type ContentCounts, loadCounts } from './counts.js';
import { type ContentList, type LocalisedContent, listBody, localise, unsearchable } from './localised.js';
import { createPreparedAnswers } from './prepared-answers.js';
import { type Rows, loadRows } from './rows.js';
import { normaliseSearch } from './search.js';
import { siteSearch } from './site-search.js';
import { resolveLanguage } from './translations.js';

export { type ContentList, contentLists } from './localised.js';

/** Either the shared pre-serialised answer (no search) or a fresh body for this search. */
export type ContentAnswer = { prepared: PreparedJson } | { body: unknown };

export type ContentService = {
  /** A whole list response in `lang`, filtered by `search` when it is not empty. */
  list(list: ContentList, lang: string, search?: string): Promise<ContentAnswer>;
  /** One category's exams; null when no category has this id. */
  examsByCategory(categoryId: number, lang: string, search?: string): Promise<ContentAnswer | null>;
  /** One course; null when no course has this slug. */
  course(slug: string, lang: string): Promise<ContentAnswer | null>;
  /** One test series; null when none has this slug. */
  testSeries(slug: string, lang: string): Promise<ContentAnswer | null>;
  /** One book with its sample chapter rendered to HTML; null when no book has this slug. */
  book(slug: string, lang: string): Promise<ContentAnswer | null>;
  /** The site search: matching exams, courses, test series and books, as results lines. */
  search(lang: string, search?: string): Promise<ContentAnswer>;
  /** Stores a contact request and returns its id. */
  submitContact(input: SubmitContactInput, lang: string): Promise<number>;
};

export type ContentServiceOptions = {
  /** Where the `/books/….md` sample chapters are read from (the static media's books/ folder). */
  booksDir: string;
  /** The clock the cache's expiry reads (tests move one on instead of waiting). */
  clock?: CacheClock | undefined;
};

/** One read of the content tables and what their numbers count, localised on first use per language. */
type Snapshot = { generation: number; rows: Rows; counts: ContentCounts; codes: string[]; localised: Map<string, LocalisedContent> };

/**
 * The public content, read from the database at most once per `contentCacheTtlMs` (so an edit made
 * on the database, or through another server on it, shows within that time, and so do the
 * learners and enrolments its numbers count), localised per
 * language on first use and kept as prepared answers (see prepared-answers.ts). A search filters
 * the in-memory list (a few dozen items) and is not cached. This service writes no content (its
 * one write is a contact message), so there is no write of its own to clear the cache on.
 */
export function createContentService(db: Database, { booksDir, clock }: ContentServiceOptions): ContentService {
  let generations = 0;
  const snapshot = expiringValue<Snapshot>(async () => {
    const [rows, counts] = await Promise.all([loadRows(db), loadCounts(db)]);
    generations += 1;
    return { generation: generations, rows, counts, codes: rows.languages.map((row) => row.short_name), localised: new Map() };
  }, clock);
  const preparedAnswer = createPreparedAnswers();

  async function content(lang: string): Promise<{ generation: number; code: string; content: LocalisedContent }> {
    const current = await snapshot();
    const code = resolveLanguage(current.codes, lang);
    let found = current.localised.get(code);
    if (found === undefined) {
      found = localise(current.rows, current.counts, code);
      current.localised.set(code, found);
    }
    return { generation: current.generation, code, content: found };
  }

  const prepared = async (key: string, generation: number, body: () => unknown): Promise<ContentAnswer> => ({
    prepared: await preparedAnswer(key, generation, body),
  });

  return {
    async list(list, lang, rawSearch) {
      const { generation, code, content: localised } = await content(lang);
      const search = normaliseSearch(rawSearch);
      if (search !== undefined && !unsearchable.has(list)) return { body: listBody(list, localised, search) };
      return prepared(`${list}:${code}`, generation, () => listBody(list, localised, undefined));
    },

    async examsByCategory(categoryId, lang, rawSearch) {
      const { generation, code, content: localised } = await content(lang);
      if (!localised.categories.some((entry) => entry.item.id === categoryId)) return null;
      const exams = localised.exams.filter((entry) => entry.item.category_id === categoryId);
      const body = (term: string | undefined) => listBody('exams', { ...localised, exams }, term);
      const search = normaliseSearch(rawSearch);
      if (search !== undefined) return { body: body(search) };
      return prepared(`examsByCategory:${categoryId}:${code}`, generation, () => body(undefined));
    },

    async course(slug, lang) {
      const { generation, code, content: localised } = await content(lang);
      const entry = localised.courses.find((candidate) => candidate.item.slug === slug);
      if (entry === undefined) return null;
      // Keyed by a stored slug, never by what the request said.
      return prepared(`course:${entry.item.slug}:${code}`, generation, () => ({ result: 1, data: entry.item }));
    },

    async testSeries(slug, lang) {
      const { generation, code, content: localised } = await content(lang);
      const entry = localised.testSeries.find((candidate) => candidate.item.slug === slug);
      if (entry === undefined) return null;
      return prepared(`testSeries:${entry.item.slug}:${code}`, generation, () => ({ result: 1, data: entry.item }));
    },

    async book(slug, lang) {
      const { generation, code, content: localised } = await content(lang);
      const entry = localised.books.find((candidate) => candidate.item.slug === slug);
      if (entry === undefined) return null;
      return prepared(`book:${entry.item.slug}:${code}`, generation, async () => ({
        result: 1,
        data: await bookDetail(entry.item, booksDir),
      }));
    },

    async search(lang, rawSearch) {
      const { generation, code, content: localised } = await content(lang);
      const search = normaliseSearch(rawSearch);
      const body = (term: string | undefined) => ({ result: 1, data: siteSearch(localised, term) });
      if (search !== undefined) return { body: body(search) };
      return prepared(`search:${code}`, generation, () => body(undefined));
    },

    submitContact: (input, lang) => submitContact(db, input, lang),
  };
}
