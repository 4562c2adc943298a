import type {
  Book,
  Category,
  Course,
  Exam,
  Faq,
  HeroSlide,
  Language,
  SiteImages,
  Teacher,
  Testimonial,
  TestSeries,
} from '@pariksha/contract';
import { localiseBook } from './books.js';
import { localiseCourse } from './courses.js';
import { localiseExam } from './exams.js';
import {
  localiseCategory,
  localiseFaq,
  localiseHeroSlide,
  localiseSiteImages,
  localiseTeacher,
  localiseTestimonial,
  teacherMessage,
} from './lists.js';
import type { ContentCounts } from './counts.js';
import { countMockTests } from './mock-tests.js';
import type { Rows } from './rows.js';
import { type Searchable, filterBySearch } from './search.js';
import { localiseTestSeries } from './test-series.js';

/** Every list in one language, built once per language from one read of the rows. */
export type LocalisedContent = {
  languages: Language[];
  categories: Searchable<Category>[];
  exams: Searchable<Exam>[];
  courses: Searchable<Course>[];
  faqs: Searchable<Faq>[];
  testimonials: Searchable<Testimonial>[];
  teachers: Searchable<Teacher>[];
  teacherMessage: string;
  heroSlides: HeroSlide[];
  testSeries: Searchable<TestSeries>[];
  books: Searchable<Book>[];
  siteImages: SiteImages;
};

export function localise(rows: Rows, counts: ContentCounts, code: string): LocalisedContent {
  const statesBySlug = new Map(rows.states.map((state) => [state.slug, state]));
  const categorySlugs = new Map(rows.categories.map((category) => [category.id, category.slug]));
  const examsBySlug = new Map(
    rows.exams.map((exam) => [exam.slug, { id: exam.id, slug: exam.slug, status: exam.status, categorySlug: categorySlugs.get(exam.categoryId) ?? '' }]),
  );
  const mockTests = (examSlugs: readonly string[]) => countMockTests(examSlugs, examsBySlug, counts.papers);
  return {
    languages: rows.languages,
    categories: rows.categories.map((row) => localiseCategory(row, code)),
    exams: rows.exams.map((row) => localiseExam(row, code, counts.papers.get(row.id) ?? null)),
    courses: rows.courses.map((row) =>
      localiseCourse(row, code, statesBySlug, mockTests(row.examSlugs), counts.courseEnrolments.get(row.id) ?? 0),
    ),
    faqs: rows.faqs.map((row) => localiseFaq(row, code)),
    testimonials: rows.testimonials.map((row) => localiseTestimonial(row, code)),
    teachers: rows.mentors.map((row) => localiseTeacher(row, code)),
    teacherMessage: teacherMessage(code),
    heroSlides: rows.heroSlides.map((row) => localiseHeroSlide(row, code)),
    testSeries: rows.testSeries.map((row) =>
      localiseTestSeries(row, code, mockTests(row.examSlugs), counts.seriesLearners.get(row.id) ?? 0),
    ),
    books: rows.books.map((row) => localiseBook(row, code)),
    siteImages: localiseSiteImages(code),
  };
}

/** The lists a route can ask for. */
export const contentLists = [
  'languages',
  'categories',
  'exams',
  'courses',
  'faqs',
  'testimonials',
  'teachers',
  'heroSlides',
  'testSeries',
  'books',
  'siteImages',
] as const;

export type ContentList = (typeof contentLists)[number];

/** The lists a search does not apply to. */
export const unsearchable: ReadonlySet<ContentList> = new Set(['languages', 'heroSlides', 'siteImages']);

/** A list's response body (the spec's shape for each), filtered by `search` when given. */
export function listBody(list: ContentList, content: LocalisedContent, search: string | undefined): unknown {
  switch (list) {
    case 'languages':
      return { result: 1, data: content.languages };
    case 'categories':
      return { result: 1, data: { data: filterBySearch(content.categories, search) } };
    case 'exams':
      return { result: 1, data: filterBySearch(content.exams, search) };
    case 'courses':
      return { result: 1, data: filterBySearch(content.courses, search) };
    case 'faqs':
      return { result: 1, data: filterBySearch(content.faqs, search) };
    case 'testimonials':
      return { result: 1, data: { data: filterBySearch(content.testimonials, search) } };
    case 'teachers':
      return { result: 1, data: { data: filterBySearch(content.teachers, search), message: content.teacherMessage } };
    case 'heroSlides':
      return { result: 1, data: content.heroSlides };
    case 'testSeries':
      return { result: 1, data: filterBySearch(content.testSeries, search) };
    case 'books':
      return { result: 1, data: filterBySearch(content.books, search) };
    case 'siteImages':
      return { result: 1, data: content.siteImages };
  }
}
