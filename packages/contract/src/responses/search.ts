import * as z from 'zod/mini';
import { successEnvelope } from './envelope.js';

// The site's search: what matches a term among the exams, courses, test series and books, each
// item cut down to what a results list shows (a learner on slow data downloads one small answer).

export const searchHit = z.object({
  id: z.int(),
  /** The item's page is found by it: /exam/{slug}, the course's page, /test-series/{slug}, /library/{slug}. */
  slug: z.string(),
  /** In the requested language: the exam's or test series' title, the course's or book's name. */
  title: z.string(),
  /** A second line in the requested language: the exam's full name, the course's audience, the test count, the author. */
  detail: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const siteSearchResults = z.object({
  /** The term as searched (trimmed); empty when none was given. */
  query: z.string(),
  exams: z.array(searchHit),
  courses: z.array(searchHit),
  test_series: z.array(searchHit),
  books: z.array(searchHit),
});
export type SiteSearchResults = z.infer<typeof siteSearchResults>;
export const getSearchResponse = successEnvelope(siteSearchResults);
export type GetSearchResponse = z.infer<typeof getSearchResponse>;
