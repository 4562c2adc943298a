import type { SearchHit, SiteSearchResults } from '@pariksha/contract/responses/search';
import type { LocalisedContent } from './localised.js';
import { filterBySearch } from './search.js';

const hit = (id: number, slug: string, title: string, detail: string): SearchHit => ({ id, slug, title, detail });

/**
 * The site search's answer for `term` in one language: the exams, courses, test series and books
 * whose searched text (every stored language) holds it, each cut down to a results line. No term,
 * no results: the page asks the learner what to look for.
 */
export function siteSearch(content: LocalisedContent, term: string | undefined): SiteSearchResults {
  if (term === undefined) return { query: '', exams: [], courses: [], test_series: [], books: [] };
  return {
    query: term,
    exams: filterBySearch(content.exams, term).map((exam) => hit(exam.id, exam.slug, exam.title, exam.name)),
    courses: filterBySearch(content.courses, term).map((course) =>
      hit(course.id, course.slug, course.name, course.audience),
    ),
    test_series: filterBySearch(content.testSeries, term).map((series) =>
      hit(series.id, series.slug, series.title, series.tests[0] ?? ''),
    ),
    books: filterBySearch(content.books, term).map((book) => hit(book.id, book.slug, book.title, book.author)),
  };
}
