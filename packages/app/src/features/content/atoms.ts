import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { queryAtom } from '../../data/queryAtom';
import { scopeAtom } from '../../data/scope';
import {
  booksQuery,
  categoriesQuery,
  coursesQuery,
  examsQuery,
  faqsQuery,
  heroSlidesQuery,
  siteImagesQuery,
  teachersQuery,
  testimonialsQuery,
  testSeriesQuery,
} from './queries';

// The pages' views of the content queries (queries.ts), in the selected language.

export const categoriesAtom = queryAtom(categoriesQuery);
export const coursesAtom = queryAtom(coursesQuery);
/** Every exam, for the exam pages (the home page's filtered list has its own atom). */
export const examsAtom = queryAtom(examsQuery(null));
export const faqsAtom = queryAtom(faqsQuery);
export const heroSlidesAtom = queryAtom(heroSlidesQuery);
export const testSeriesAtom = queryAtom(testSeriesQuery);
export const booksAtom = queryAtom(booksQuery);
export const testimonialsAtom = queryAtom(testimonialsQuery);
export const teachersAtom = queryAtom(teachersQuery);
export const siteImagesAtom = queryAtom(siteImagesQuery);

/** The home page's category filter: null is 'All Exams'. */
export const examCategoryFilterAtom = atom<number | null>(null);

/**
 * The exams under the filter: every exam, or one category's (its own loading and error). The
 * same queries as examsAtom and the dashboard's test list, so each page reuses what another fetched.
 */
export const filteredExamsAtom = atomWithQuery((get) => examsQuery(get(examCategoryFilterAtom))(get(scopeAtom)));
