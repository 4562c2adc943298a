import axios, { type AxiosAdapter } from 'axios';
import { describe, expect, it } from 'vitest';
import type { Category, Course, Exam, Faq, Language, Teacher, Testimonial } from '@pariksha/contract/responses';
import { ApiError } from './ApiError';
import { createQueryClient } from '../appStore';
import type { QueryScope } from '../data/scope';
import {
  categoriesQuery,
  coursesQuery,
  examsQuery,
  faqsQuery,
  teachersQuery,
  testimonialsQuery,
} from '../features/content/queries';
import { languagesQuery } from '../features/language/queries';
import { searchQuery } from '../features/search/queries';
import { subscriptionPlansQuery } from '../features/subscriptions/queries';
import { InvalidResponseError } from './read';

// Each list's query, as the screens ask for it: languages come back as dropdown options.
const lists = {
  languages: languagesQuery,
  categories: categoriesQuery,
  courses: coursesQuery,
  faqs: faqsQuery,
  testimonials: testimonialsQuery,
  teachers: teachersQuery,
  exams: examsQuery(null),
  subscriptions: subscriptionPlansQuery,
};
type List = keyof typeof lists;

/** Fetches a list through its query factory, in a fresh cache. */
function fetchList(scope: QueryScope, list: List): Promise<unknown> {
  const client = createQueryClient();
  switch (list) {
    case 'languages':
      return client.fetchQuery(lists.languages(scope));
    case 'categories':
      return client.fetchQuery(lists.categories(scope));
    case 'courses':
      return client.fetchQuery(lists.courses(scope));
    case 'faqs':
      return client.fetchQuery(lists.faqs(scope));
    case 'testimonials':
      return client.fetchQuery(lists.testimonials(scope));
    case 'teachers':
      return client.fetchQuery(lists.teachers(scope));
    case 'exams':
      return client.fetchQuery(lists.exams(scope));
    case 'subscriptions':
      return client.fetchQuery(lists.subscriptions(scope));
  }
}

function answering(body: unknown) {
  const adapter: AxiosAdapter = async (config) => ({ data: body, status: 200, statusText: 'OK', headers: {}, config });
  return { api: axios.create({ adapter }), language: 'en', learner: null };
}
function failingWith(error: Error) {
  const adapter: AxiosAdapter = async () => {
    throw error;
  };
  return { api: axios.create({ adapter }), language: 'en', learner: null };
}

// One valid item of each list, as the contract describes it.
const language: Language = { id: 1, language: 'हिन्दी', short_name: 'hi' };
const category: Category = { id: 3, slug: 'banking', name: 'Banking', description: 'Bank exams', image: '/images/categories/banking.svg', translations: [] };
const faq: Faq = { id: 1, question: 'Is it free?', answer: 'Three tests are.', translations: [] };
const testimonial: Testimonial = { id: 1, name: 'Asha', qualification: 'SBI PO 2025', description: 'It helped.', ratings: '4.5', image: null, translations: [] };
const teacher: Teacher = { id: 1, name: 'Sunita Rao', position: 'Reasoning', image: '', translations: [] };
const exam: Exam = {
  id: 9, slug: 'sbi-po-prelims', category_id: 3, title: 'SBI PO Prelims', description: 'Phase I', name: 'SBI Probationary Officer',
  image: null, date: '2027-03-14', status: 'take', questions: 100, minutes: 60, marks: 100, negative_marking: 0.25,
  sections: [{ slug: 'english', name: 'English Language', questions: 30, marks: 30, minutes: 20, negative_marking: 0.25 }],
  languages: ['en', 'hi'], mock_test: { pattern: 'exam', questions: 100, minutes: 60, marks: 100 }, translations: [],
};
const course: Course = {
  id: 2, slug: 'sbi-po-exam', category_id: 3, image: '/images/courses/sbi-po-exam.svg', name: 'SBI PO', description: 'Prelims to interview',
  enrolments: 1200, published_on: '2025-04-14', state: null, state_slug: null, exam_slugs: ['sbi-po-prelims'], price: 6009,
  list_price: 7009, discount_percent: 15, total_tests: 769, free_tests: 3, languages: ['hi', 'en'], starts_on: '2025-04-14',
  ends_on: '2027-06-30', audience: 'For Banking Aspirants', about: ['Prelims.'], features: [], translations: [],
};

describe('the spec’s shape rules (section 5), checked against the contract, with their messages (section 8)', () => {
  it.each([
    ['languages', { result: 1, data: [language] }, [{ code: 'hi', label: 'हिन्दी' }]],
    ['categories', { result: 1, data: { data: [category] } }, [category]],
    ['courses', { result: 1, data: [course] }, [course]],
    ['faqs', { result: 1, data: [faq] }, [faq]],
    ['faqs', [faq], [faq]],
    ['testimonials', { result: 1, data: [testimonial] }, [testimonial]],
    ['testimonials', { result: 1, data: { data: [testimonial] } }, [testimonial]],
    ['teachers', { result: 1, data: { data: [teacher], message: 'Learn from the best' } }, { teachers: [teacher], message: 'Learn from the best' }],
    ['teachers', { result: 1, data: { data: { data: [teacher] } } }, { teachers: [teacher], message: '' }],
    ['exams', { result: 1, data: [exam] }, [exam]],
  ] satisfies [List, unknown, unknown][])('%s accepts %j', async (list, body, data) => {
    await expect(fetchList(answering(body), list)).resolves.toEqual(data);
  });

  it.each([
    ['languages', { result: 1, data: {} }, 'No language data found'],
    ['categories', { result: 1, data: [category] }, 'No categories found'],
    ['courses', { result: 1, data: { data: [course] } }, 'Invalid response structure'],
    ['faqs', { result: 1, data: 'none' }, 'No FAQ data found'],
    ['testimonials', { result: 1, data: { items: [testimonial] } }, 'No testimonials found'],
    ['teachers', { result: 1, data: [teacher] }, 'No teacher data found in response'],
    ['exams', { result: 1 }, 'Failed to fetch exams'],
    ['subscriptions', { result: 0, data: [] }, 'No subscription plans found'],
    // An item that is not the contract's: a course without its price.
    ['courses', { result: 1, data: [{ ...course, price: undefined }] }, 'Invalid response structure'],
    ['exams', { result: 1, data: [{ ...exam, status: 'open' }] }, 'Failed to fetch exams'],
  ] satisfies [List, unknown, string][])('%s rejects %j with "%s"', async (list, body, message) => {
    const failure = fetchList(answering(body), list);
    await expect(failure).rejects.toThrow(message);
    await expect(failure).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it.each([
    ['languages', 'Failed to fetch languages'],
    ['categories', 'Failed to fetch categories'],
    ['courses', 'Failed to fetch courses'],
    ['faqs', 'Failed to fetch FAQs'],
    ['testimonials', 'Failed to fetch testimonials'],
    ['teachers', 'Failed to fetch teachers'],
    ['exams', 'Failed to fetch exams'],
    ['subscriptions', 'Failed to fetch subscriptions'],
  ] satisfies [List, string][])('%s stores "%s" when a failure has no message', async (list, message) => {
    await expect(fetchList(failingWith(new Error('')), list)).rejects.toThrow(message);
  });

  it('passes the api client’s rejection value through', async () => {
    await expect(fetchList(failingWith(new ApiError('Network error')), 'courses')).rejects.toThrow('Network error');
  });

  it('asks for one category’s exams with its own message', async () => {
    const fetchExams = (scope: QueryScope) => createQueryClient().fetchQuery(examsQuery('7')(scope));
    expect(examsQuery('7')(answering(null)).queryKey).toEqual(['exams', '7', 'en']);
    await expect(fetchExams(answering({ result: 1, data: {} }))).rejects.toThrow('Failed to fetch category exams');
    await expect(fetchExams(failingWith(new Error('')))).rejects.toThrow('Failed to fetch category exams');
  });

  it('asks in the scope’s language, beside the caller’s parameters', async () => {
    const asked: unknown[] = [];
    const adapter: AxiosAdapter = async (config) => {
      asked.push({ url: config.url, ...config.params });
      return { data: { result: 1, data: [] }, status: 200, statusText: 'OK', headers: {}, config };
    };
    await createQueryClient().fetchQuery(searchQuery('बैंक')({ api: axios.create({ adapter }), language: 'hi', learner: null }));
    expect(asked).toEqual([
      { url: '/getAllExams', search: 'बैंक', lang: 'hi' },
      { url: '/getAllCourses', search: 'बैंक', lang: 'hi' },
    ]);
  });
});
