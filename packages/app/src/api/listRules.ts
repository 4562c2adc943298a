import { asArray, field, type ListRequest } from './fetchList';

type ListRule = Pick<ListRequest, 'path' | 'pick' | 'invalidMessage' | 'failedMessage'>;

/**
 * Where each list sits in its response and what is stored when it is not there or the request
 * fails: the spec's section 5 shape checks with its section 8 messages, in one place.
 */
export const listRules = {
  languages: {
    path: '/getAllLanguages',
    pick: (body) => asArray(field(body, 'data')),
    invalidMessage: 'No language data found',
    failedMessage: 'Failed to fetch languages',
  },
  categories: {
    path: '/getAllCategories',
    pick: (body) => asArray(field(field(body, 'data'), 'data')),
    invalidMessage: 'No categories found',
    failedMessage: 'Failed to fetch categories',
  },
  courses: {
    path: '/getAllCourses',
    pick: (body) => asArray(field(body, 'data')),
    invalidMessage: 'Invalid response structure',
    failedMessage: 'Failed to fetch courses',
  },
  faqs: {
    path: '/getAllFaqs',
    pick: (body) => asArray(body) ?? asArray(field(body, 'data')),
    invalidMessage: 'No FAQ data found',
    failedMessage: 'Failed to fetch FAQs',
  },
  testimonials: {
    path: '/getAllTestimonials',
    pick: (body) => {
      const data = field(body, 'data');
      return asArray(data) ?? asArray(field(data, 'data'));
    },
    invalidMessage: 'No testimonials found',
    failedMessage: 'Failed to fetch testimonials',
  },
  teachers: {
    path: '/getAllTeachers',
    pick: (body) => {
      const data = field(body, 'data');
      return asArray(field(field(data, 'data'), 'data')) ?? asArray(field(data, 'data'));
    },
    invalidMessage: 'No teacher data found in response',
    failedMessage: 'Failed to fetch teachers',
  },
  exams: {
    path: '/getAllExams',
    pick: (body) => asArray(field(body, 'data')),
    invalidMessage: 'Failed to fetch exams',
    failedMessage: 'Failed to fetch exams',
  },
  // Lists the spec does not name; their messages follow its pattern.
  heroSlides: {
    path: '/getHeroSlides',
    pick: (body) => asArray(field(body, 'data')),
    invalidMessage: 'No banner images found',
    failedMessage: 'Failed to fetch banner images',
  },
  testSeries: {
    path: '/getAllTestSeries',
    pick: (body) => asArray(field(body, 'data')),
    invalidMessage: 'No test series found',
    failedMessage: 'Failed to fetch test series',
  },
  books: {
    path: '/getAllBooks',
    pick: (body) => asArray(field(body, 'data')),
    invalidMessage: 'No books found',
    failedMessage: 'Failed to fetch books',
  },
} satisfies Record<string, ListRule>;

/** Exams of one category: its own path and its own failure message. */
export function categoryExamsRule(categoryId: string | number): ListRule {
  return {
    path: `/getExamsByCategory/${encodeURIComponent(String(categoryId))}`,
    pick: (body) => asArray(field(body, 'data')),
    invalidMessage: 'Failed to fetch category exams',
    failedMessage: 'Failed to fetch category exams',
  };
}
