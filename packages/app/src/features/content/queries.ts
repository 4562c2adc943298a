import { queryOptions } from '@tanstack/react-query';
import { endpoint, read } from '../../api/read';
import type { QueryScope } from '../../data/scope';

// The public site's content as `queryOptions` factories: each owns its key (always ending in the
// language its text is in) and its checked fetch: the endpoint, the contract check its answer must
// pass, and the spec's stored messages (section 8) for a wrong shape and for a failure without a
// message. Route loaders and atoms call the same factories.

export const examsEndpoint = endpoint('/getAllExams', 'exams', 'Failed to fetch exams');
export const coursesEndpoint = endpoint('/getAllCourses', 'courses', 'Invalid response structure', 'Failed to fetch courses');

export const categoriesQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: ['categories', scope.language] as const,
    queryFn: ({ signal }) => read(scope, endpoint('/getAllCategories', 'categories', 'No categories found', 'Failed to fetch categories'), { signal }),
  });

/**
 * Exams: every exam (null), or one category's, with the spec's own failure message for the
 * latter ('Failed to fetch category exams').
 */
export const examsQuery = (categoryId: number | string | null) => (scope: QueryScope) =>
  queryOptions({
    queryKey: ['exams', categoryId === null ? 'all' : String(categoryId), scope.language] as const,
    queryFn: ({ signal }) =>
      read(scope, categoryId === null
          ? examsEndpoint
          : endpoint(`/getExamsByCategory/${encodeURIComponent(String(categoryId))}`, 'exams', 'Failed to fetch category exams'), { signal }),
  });

export const coursesQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: ['courses', scope.language] as const,
    queryFn: ({ signal }) => read(scope, coursesEndpoint, { signal }),
  });

export const faqsQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: ['faqs', scope.language] as const,
    queryFn: ({ signal }) => read(scope, endpoint('/getAllFaqs', 'faqs', 'No FAQ data found', 'Failed to fetch FAQs'), { signal }),
  });

export const heroSlidesQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: ['hero-slides', scope.language] as const,
    queryFn: ({ signal }) => read(scope, endpoint('/getHeroSlides', 'heroSlides', 'No banner images found', 'Failed to fetch banner images'), { signal }),
  });

export const testSeriesQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: ['test-series', scope.language] as const,
    queryFn: ({ signal }) => read(scope, endpoint('/getAllTestSeries', 'testSeries', 'No test series found', 'Failed to fetch test series'), { signal }),
  });

export const booksQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: ['books', scope.language] as const,
    queryFn: ({ signal }) => read(scope, endpoint('/getAllBooks', 'books', 'No books found', 'Failed to fetch books'), { signal }),
  });

export const testimonialsQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: ['testimonials', scope.language] as const,
    queryFn: ({ signal }) => read(scope, endpoint('/getAllTestimonials', 'testimonials', 'No testimonials found', 'Failed to fetch testimonials'), { signal }),
  });

/** The mentors and the line the provider sends with them. */
export const teachersQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: ['teachers', scope.language] as const,
    queryFn: ({ signal }) => read(scope, endpoint('/getAllTeachers', 'teachers', 'No teacher data found in response', 'Failed to fetch teachers'), { signal }),
  });

/**
 * The site's own pictures (about banner, default exam image and avatar) with their alt texts.
 * Pages fall back to the files' known paths while this loads or if it fails, so no toast.
 */
export const siteImagesQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: ['site-images', scope.language] as const,
    queryFn: ({ signal }) => read(scope, endpoint('/getSiteImages', 'siteImages', 'Failed to fetch images'), { signal, skipToast: true }),
  });

// One item's page: the page says what went wrong (including 'not found'), so no toast on top.

export const courseQuery = (slug: string) => (scope: QueryScope) =>
  queryOptions({
    queryKey: ['course', slug, scope.language] as const,
    queryFn: ({ signal }) => read(scope, endpoint(`/getCourse/${encodeURIComponent(slug)}`, 'course', 'Failed to fetch courses'), { signal, skipToast: true }),
  });

export const oneTestSeriesQuery = (slug: string) => (scope: QueryScope) =>
  queryOptions({
    queryKey: ['test-series', slug, scope.language] as const,
    queryFn: ({ signal }) => read(scope, endpoint(`/getTestSeries/${encodeURIComponent(slug)}`, 'oneTestSeries', 'Failed to fetch test series'), { signal, skipToast: true }),
  });

export const bookQuery = (slug: string) => (scope: QueryScope) =>
  queryOptions({
    queryKey: ['book', slug, scope.language] as const,
    queryFn: ({ signal }) => read(scope, endpoint(`/getBook/${encodeURIComponent(slug)}`, 'book', 'Failed to fetch the book'), { signal, skipToast: true }),
  });
