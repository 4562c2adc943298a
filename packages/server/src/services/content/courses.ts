import type { Course } from '@pariksha/contract';
import type { CourseRow, StateRow } from '../../db/content-schema.js';
import type { MockTestCount } from './mock-tests.js';
import { courseTiles } from './offer-words.js';
import { type Searchable, searchable } from './search.js';
import { pickTranslation, translationList } from './translations.js';

/**
 * A course with its landing-page fields in `code`, its state named; searched by name and
 * description. Its mock tests, learners and feature tiles come from what exists.
 */
export function localiseCourse(
  row: CourseRow,
  code: string,
  statesBySlug: ReadonlyMap<string, StateRow>,
  tests: MockTestCount,
  enrolments: number,
): Searchable<Course> {
  const tr = pickTranslation(row.translations, code);
  const state = row.stateSlug === null ? undefined : statesBySlug.get(row.stateSlug);
  const course: Course = {
    id: row.id,
    slug: row.slug,
    category_id: row.categoryId,
    image: row.image,
    name: tr.name,
    description: tr.description,
    enrolments,
    published_on: row.publishedOn,
    state: state === undefined ? null : pickTranslation(state.translations, code).name,
    state_slug: row.stateSlug,
    exam_slugs: row.examSlugs,
    price: row.price,
    list_price: row.listPrice,
    discount_percent: row.discountPercent,
    total_tests: tests.total,
    free_tests: tests.free,
    languages: row.languages,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    audience: tr.audience,
    about: tr.about,
    features: courseTiles(tests, row.languages, code),
    translations: translationList(row.translations),
  };
  return searchable(course, row.translations, (t) => [t.name, t.description]);
}
