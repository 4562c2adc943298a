import type { TestSeries } from '@pariksha/contract';
import type { TestSeriesRow } from '../../db/content-schema.js';
import type { MockTestCount } from './mock-tests.js';
import { seriesLines } from './offer-words.js';
import { type Searchable, searchable } from './search.js';
import { pickTranslation, translationList } from './translations.js';

/**
 * A test series card in `code`, with links to its exams and course; searched by title. Its counts
 * and their lines (in every stored language, for the client's fallback) come from what exists.
 */
export function localiseTestSeries(row: TestSeriesRow, code: string, tests: MockTestCount, learners: number): Searchable<TestSeries> {
  const tr = pickTranslation(row.translations, code);
  const withLines = Object.fromEntries(
    Object.entries(row.translations).map(([language, translation]) => [language, { title: translation.title, tests: seriesLines(tests, language) }]),
  );
  const item: TestSeries = {
    id: row.id,
    slug: row.slug,
    title: tr.title,
    image: row.image,
    users: learners,
    total_tests: tests.total,
    free_tests: tests.free,
    tests: pickTranslation(withLines, code).tests,
    languages: row.languages,
    exam_slugs: row.examSlugs,
    course_slug: row.courseSlug,
    price: row.price,
    list_price: row.listPrice,
    translations: translationList(withLines),
  };
  return searchable(item, row.translations, (t) => [t.title]);
}
