import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import type { Book, Category, Course, Exam, Faq, HeroSlide, SiteImages, Testimonial, TestSeries } from '@pariksha/server/contract';
import { fetchBody, fetchList, field } from '../../api/fetchList';
import { api } from '../../api/instance';
import { categoryExamsRule, listRules } from '../../api/listRules';
import { selectedLanguageAtom } from '../language/atoms';
import { fetchTeachers } from './fetchTeachers';
import { listAtom } from './listAtom';

export const categoriesAtom = listAtom<Category>('categories', listRules.categories);
export const coursesAtom = listAtom<Course>('courses', listRules.courses);
/** Every exam, for the exam pages (the home page's filtered list has its own atom). */
export const examsAtom = listAtom<Exam>('exams', listRules.exams);
export const faqsAtom = listAtom<Faq>('faqs', listRules.faqs);
export const heroSlidesAtom = listAtom<HeroSlide>('hero-slides', listRules.heroSlides);
export const testSeriesAtom = listAtom<TestSeries>('test-series', listRules.testSeries);
export const booksAtom = listAtom<Book>('books', listRules.books);
export const testimonialsAtom = listAtom<Testimonial>('testimonials', listRules.testimonials);

/** The home page's category filter: null is 'All Exams'. */
export const examCategoryFilterAtom = atom<number | null>(null);

/** The exams under the filter: every exam, or one category's (its own loading and error). */
export const filteredExamsAtom = atomWithQuery((get) => {
  const categoryId = get(examCategoryFilterAtom);
  const rule = categoryId === null ? listRules.exams : categoryExamsRule(categoryId);
  return {
    // The same keys as examsAtom and categoryExamsAtom: the exam pages and the dashboard's test
    // list reuse what the home page fetched.
    queryKey:
      categoryId === null
        ? (['exams', get(selectedLanguageAtom)] as const)
        : (['exams', String(categoryId), get(selectedLanguageAtom)] as const),
    queryFn: async ({ signal }) => (await fetchList(api, { ...rule, signal })) as Exam[],
  };
});

/** The mentors and the line the provider sends with them. */
export const teachersAtom = atomWithQuery((get) => ({
  queryKey: ['teachers', get(selectedLanguageAtom)] as const,
  queryFn: ({ signal }) => fetchTeachers(api, signal),
}));

/**
 * The site's own pictures (about banner, default exam image and avatar) with their alt texts.
 * Pages fall back to the files' known paths while this loads or if it fails.
 */
export const siteImagesAtom = atomWithQuery((get) => ({
  queryKey: ['site-images', get(selectedLanguageAtom)] as const,
  queryFn: async ({ signal }) =>
    field(
      await fetchBody(api, { path: '/getSiteImages', signal, skipToast: true, failedMessage: 'Failed to fetch images' }),
      'data',
    ) as SiteImages,
}));
