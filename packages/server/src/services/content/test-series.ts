import type { TestSeries } from '@pariksha/contract';
import type { TestSeriesRow } from '../../db/content-schema.js';
import { type Searchable, searchable } from './search.js';
import { pickTranslation, translationList } from './translations.js';

/** A test series card in `code`, with links to its exams and course; searched by title. */
export function localiseTestSeries(row: TestSeriesRow, code: string): Searchable<TestSeries> {
  const tr = pickTranslation(row.translations, code);
  const item: TestSeries = {
    id: row.id,
    slug: row.slug,
    title: tr.title,
    image: row.image,
    users: row.users,
    total_tests: row.totalTests,
    free_tests: row.freeTests,
    chapter_tests: row.chapterTests,
    sectional_tests: row.sectionalTests,
    tests: tr.tests,
    languages: row.languages,
    exam_slugs: row.examSlugs,
    course_slug: row.courseSlug,
    price: row.price,
    list_price: row.listPrice,
    translations: translationList(row.translations),
  };
  return searchable(item, row.translations, (t) => [t.title]);
}
