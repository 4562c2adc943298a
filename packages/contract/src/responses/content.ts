import * as z from 'zod/mini';
import { mutationEnvelope, successEnvelope } from './envelope.js';

// The public site's lists as the provider answers them. Translated fields come in the requested
// language (that language, else English, else the first one stored); each item also carries
// `translations`, every language's text, for the client's own fallback rule.

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'));

// ── Languages ──────────────────────────────────────────────────────────────────────────────────

export const language = z.object({
  id: z.int(),
  /** Display name in the language itself: 'English', 'हिन्दी'. */
  language: z.string(),
  /** The code `?lang=` takes. */
  short_name: z.string(),
});
export type Language = z.infer<typeof language>;
export const getAllLanguagesResponse = successEnvelope(z.array(language));
export type GetAllLanguagesResponse = z.infer<typeof getAllLanguagesResponse>;

// ── Categories ─────────────────────────────────────────────────────────────────────────────────

export const categoryTranslation = z.object({
  language_code: z.string(),
  name: z.string(),
  description: z.string(),
});
export const category = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  translations: z.array(categoryTranslation),
});
export type Category = z.infer<typeof category>;
/** The spec reads the list at `data.data`. */
export const getAllCategoriesResponse = successEnvelope(z.object({ data: z.array(category) }));
export type GetAllCategoriesResponse = z.infer<typeof getAllCategoriesResponse>;

// ── Exams ──────────────────────────────────────────────────────────────────────────────────────

export const examSection = z.object({
  slug: z.string(),
  name: z.string(),
  questions: z.int(),
  marks: z.number(),
  /** Null: the section shares the paper's time. */
  minutes: z.nullable(z.int()),
  /** A wrong answer's cost as a fraction of the question's marks, for this section. */
  negative_marking: z.number(),
});
export const examTranslation = z.object({
  language_code: z.string(),
  title: z.string(),
  description: z.string(),
  name: z.string(),
});
export const exam = z.object({
  id: z.int(),
  slug: z.string(),
  category_id: z.int(),
  /** Short card title: 'SBI PO Prelims'. */
  title: z.string(),
  description: z.string(),
  /** Full official name. */
  name: z.string(),
  /** Null: the card shows the default exam image. */
  image: z.nullable(z.string()),
  /** The next sitting, `YYYY-MM-DD`; null when not announced. */
  date: z.nullable(isoDate),
  /** 'take' is startable; 'locked' shows the Unlock button. */
  status: z.enum(['take', 'locked']),
  questions: z.int(),
  minutes: z.int(),
  marks: z.number(),
  /** A wrong answer's cost as a fraction of the question's own marks (0: none). */
  negative_marking: z.number(),
  sections: z.array(examSection),
  /** Languages the mock test is offered in. */
  languages: z.array(z.string()),
  /**
   * The mock test a learner takes for it, as it exists: on the exam's own pattern ('exam') or the
   * general aptitude test standing in ('general'), with its questions, minutes and marks (which
   * may differ from the exam's own above); null when it has none yet.
   */
  mock_test: z.nullable(
    z.object({ pattern: z.enum(['exam', 'general']), questions: z.int(), minutes: z.int(), marks: z.number() }),
  ),
  translations: z.array(examTranslation),
});
export type Exam = z.infer<typeof exam>;
export const getExamsResponse = successEnvelope(z.array(exam));
export type GetExamsResponse = z.infer<typeof getExamsResponse>;

// ── Courses ────────────────────────────────────────────────────────────────────────────────────

export const courseFeature = z.object({ icon: z.string(), title: z.string(), text: z.string() });
export const courseTranslation = z.object({
  language_code: z.string(),
  name: z.string(),
  description: z.string(),
  audience: z.string(),
  about: z.array(z.string()),
});
export const course = z.object({
  id: z.int(),
  slug: z.string(),
  category_id: z.int(),
  image: z.string(),
  name: z.string(),
  description: z.string(),
  /** Learners enrolled in it, counted from the enrolments ('Popular' sorts by it; 0 on a new site). */
  enrolments: z.int(),
  published_on: isoDate,
  /** The state's name in the requested language; null for national courses. */
  state: z.nullable(z.string()),
  state_slug: z.nullable(z.string()),
  exam_slugs: z.array(z.string()),
  /** Whole rupees. */
  price: z.int(),
  list_price: z.int(),
  discount_percent: z.int(),
  /** The mock tests (papers) its exams have, counted. */
  total_tests: z.int(),
  /** Of those, the ones any signed-in learner may take without paying. */
  free_tests: z.int(),
  languages: z.array(z.string()),
  starts_on: isoDate,
  ends_on: isoDate,
  /** Banner line: 'For Banking Aspirants'. */
  audience: z.string(),
  /** The landing page's About text: three paragraphs. */
  about: z.array(z.string()),
  /** The feature tiles, written by the server from what the course holds and the product does. */
  features: z.array(courseFeature),
  translations: z.array(courseTranslation),
});
export type Course = z.infer<typeof course>;
export const getAllCoursesResponse = successEnvelope(z.array(course));
export type GetAllCoursesResponse = z.infer<typeof getAllCoursesResponse>;
export const getCourseResponse = successEnvelope(course);
export type GetCourseResponse = z.infer<typeof getCourseResponse>;

// ── Home page: hero slides, test series, books ─────────────────────────────────────────────────

export const heroSlideTranslation = z.object({ language_code: z.string(), alt: z.string() });
export const heroSlide = z.object({
  id: z.int(),
  slug: z.string(),
  /** Wide picture (about 16:7), a URL path under /images/. */
  image: z.string(),
  /** Alternative text in the requested language. */
  alt: z.string(),
  translations: z.array(heroSlideTranslation),
});
export type HeroSlide = z.infer<typeof heroSlide>;
/** The carousel's slides in display order. */
export const getHeroSlidesResponse = successEnvelope(z.array(heroSlide));
export type GetHeroSlidesResponse = z.infer<typeof getHeroSlidesResponse>;

export const testSeriesTranslation = z.object({
  language_code: z.string(),
  title: z.string(),
  tests: z.array(z.string()),
});
export const testSeries = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  image: z.string(),
  /** Learners who have taken one of its tests, counted (0 on a new site); the card shows 5600 as '5.6k'. */
  users: z.int(),
  /** The mock tests (papers) its exams have, counted. */
  total_tests: z.int(),
  /** Of those, the ones any signed-in learner may take without paying. */
  free_tests: z.int(),
  /** The card's lines, written by the server from the counts: '1 mock test, free to take'. */
  tests: z.array(z.string()),
  languages: z.array(z.string()),
  /** The exams it prepares for (slugs as in getAllExams). */
  exam_slugs: z.array(z.string()),
  /** The course covering the same exams (getCourse/{slug}); null when there is none. */
  course_slug: z.nullable(z.string()),
  /** Whole rupees, GST included; 0: all its tests are free (nothing to buy). */
  price: z.int(),
  list_price: z.int(),
  translations: z.array(testSeriesTranslation),
});
export type TestSeries = z.infer<typeof testSeries>;
export const getAllTestSeriesResponse = successEnvelope(z.array(testSeries));
export type GetAllTestSeriesResponse = z.infer<typeof getAllTestSeriesResponse>;
export const getTestSeriesResponse = successEnvelope(testSeries);
export type GetTestSeriesResponse = z.infer<typeof getTestSeriesResponse>;

export const bookTranslation = z.object({
  language_code: z.string(),
  title: z.string(),
  author: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  sample_chapter: z.string(),
});
export const book = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  author: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  /** Languages the book is published in. */
  languages: z.array(z.string()),
  pages: z.int(),
  cover_image: z.string(),
  /** URL path of the sample chapter's Markdown file (`/books/….md`) in the requested language, else English. */
  sample_chapter: z.string(),
  translations: z.array(bookTranslation),
});
export type Book = z.infer<typeof book>;
export const getAllBooksResponse = successEnvelope(z.array(book));
export type GetAllBooksResponse = z.infer<typeof getAllBooksResponse>;
export const bookDetail = z.extend(book, {
  /**
   * The sample chapter (`sample_chapter`) rendered to HTML on the server; any raw HTML in the
   * Markdown is escaped and links may only go to http(s), mailto or this site. Null when the
   * chapter file is missing on the server.
   */
  chapter_html: z.nullable(z.string()),
});
export type BookDetail = z.infer<typeof bookDetail>;
export const getBookResponse = successEnvelope(bookDetail);
export type GetBookResponse = z.infer<typeof getBookResponse>;

// ── Site images ────────────────────────────────────────────────────────────────────────────────

export const siteImage = z.object({
  /** A URL path under /images/. */
  image: z.string(),
  /** Alternative text in the requested language. */
  alt: z.string(),
});
export type SiteImage = z.infer<typeof siteImage>;
export const siteImages = z.object({
  /** The About page's banner. */
  aboutBanner: siteImage,
  /** Beside the home page's Why Choose Us. */
  whyChooseUs: siteImage,
  /** Stands in for an exam without an image. */
  examDefault: siteImage,
  /** Stands in for a testimonial's or mentor's missing, empty or broken picture. */
  avatarDefault: siteImage,
  /** Stands in for a book cover that is missing or fails to load (5:7). */
  bookDefault: siteImage,
});
export type SiteImages = z.infer<typeof siteImages>;
export const getSiteImagesResponse = successEnvelope(siteImages);
export type GetSiteImagesResponse = z.infer<typeof getSiteImagesResponse>;

// ── FAQs, testimonials, teachers ───────────────────────────────────────────────────────────────

export const faqTranslation = z.object({ language_code: z.string(), question: z.string(), answer: z.string() });
export const faq = z.object({
  id: z.int(),
  question: z.string(),
  answer: z.string(),
  translations: z.array(faqTranslation),
});
export type Faq = z.infer<typeof faq>;
export const getAllFaqsResponse = successEnvelope(z.array(faq));
export type GetAllFaqsResponse = z.infer<typeof getAllFaqsResponse>;

export const testimonialTranslation = z.object({
  language_code: z.string(),
  name: z.string(),
  qualification: z.string(),
  description: z.string(),
});
export const testimonial = z.object({
  id: z.int(),
  name: z.string(),
  qualification: z.string(),
  description: z.string(),
  /** As stored: a number or a numeric string. The client shows 3 stars unless 0 < rating ≤ 5. */
  ratings: z.union([z.number(), z.string()]),
  /** Null: the client shows the default avatar. */
  image: z.nullable(z.string()),
  translations: z.array(testimonialTranslation),
});
export type Testimonial = z.infer<typeof testimonial>;
export const getAllTestimonialsResponse = successEnvelope(z.object({ data: z.array(testimonial) }));
export type GetAllTestimonialsResponse = z.infer<typeof getAllTestimonialsResponse>;

export const teacherTranslation = z.object({ language_code: z.string(), name: z.string(), position: z.string() });
export const teacher = z.object({
  id: z.int(),
  name: z.string(),
  position: z.string(),
  /** Empty: the client shows the fallback picture. */
  image: z.string(),
  translations: z.array(teacherTranslation),
});
export type Teacher = z.infer<typeof teacher>;
export const getAllTeachersResponse = successEnvelope(z.object({ data: z.array(teacher), message: z.string() }));
export type GetAllTeachersResponse = z.infer<typeof getAllTeachersResponse>;

// ── Contact form ───────────────────────────────────────────────────────────────────────────────

export const submitContactResponse = mutationEnvelope(z.object({ id: z.int() }));
export type SubmitContactResponse = z.infer<typeof submitContactResponse>;
