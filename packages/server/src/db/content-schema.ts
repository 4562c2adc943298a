import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// ── Public content ──────────────────────────────────────────────────────────────────────────────
// Translated fields live in one `translations` jsonb column keyed by language code
// (`{ en: {...}, hi: {...} }`), as in the seed data: one row per item on both engines, no joins,
// and a new language is new keys, not a migration. The lists are small and served from memory,
// so nothing needs to index inside the translations.

/** `{ en: T, hi: T, … }`. */
export type TranslationsJson<T> = Record<string, T>;

/** The display languages (`?lang=` takes their short_name). */
export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  shortName: text('short_name').notNull().unique(),
  /** Display name in the language itself: 'English', 'हिन्दी'. */
  language: text('language').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** States and union territories with their own exams. */
export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  translations: jsonb('translations').$type<TranslationsJson<{ name: string }>>().notNull(),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
  image: text('image').notNull(),
  translations: jsonb('translations').$type<TranslationsJson<{ name: string; description: string }>>().notNull(),
});

export type ExamSectionJson = {
  slug: string;
  questions: number;
  marks: number;
  /** Null: the section shares the paper's time. */
  minutes: number | null;
  /** Overrides the exam's negative marking for this section. */
  negativeMarking?: number;
  translations: TranslationsJson<{ name: string }>;
};

export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    stateSlug: text('state_slug'),
    image: text('image'),
    /** The next sitting; null when not announced. */
    date: date('date', { mode: 'string' }),
    /** 'take' is startable; anything else is locked. */
    status: text('status').notNull(),
    questions: integer('questions').notNull(),
    minutes: integer('minutes').notNull(),
    marks: integer('marks').notNull(),
    /** Fraction of a question's own marks lost for a wrong answer (UPSC: 1/3). */
    negativeMarking: doublePrecision('negative_marking').notNull().default(0),
    sections: jsonb('sections').$type<ExamSectionJson[]>().notNull().default([]),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    translations: jsonb('translations')
      .$type<TranslationsJson<{ title: string; description: string; name: string }>>()
      .notNull(),
  },
  (table) => [index('exams_category_id_idx').on(table.categoryId)],
);

/** Courses. Their mock tests, learners and feature tiles are counted and written by the server (services/content). */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    examSlugs: jsonb('exam_slugs').$type<string[]>().notNull().default([]),
    stateSlug: text('state_slug'),
    image: text('image').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    /** Whole rupees. */
    price: integer('price').notNull(),
    listPrice: integer('list_price').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    translations: jsonb('translations')
      .$type<TranslationsJson<{ name: string; description: string; audience: string; about: string[] }>>()
      .notNull(),
  },
  (table) => [
    index('courses_category_id_idx').on(table.categoryId),
    check('courses_prices_not_negative', sql`${table.price} >= 0 AND ${table.listPrice} >= 0`),
  ],
);

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
  translations: jsonb('translations').$type<TranslationsJson<{ question: string; answer: string }>>().notNull(),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /**
   * The rating as it came in, a number or a numeric string, kept as its JSON text (`5`, `"4.5"`)
   * so the API returns exactly that; the client applies its own fallbacks. (A bare JSON string
   * in a jsonb column comes back as a number through drizzle on PGlite.)
   */
  ratings: text('ratings').notNull(),
  /** Null: the client shows the default avatar. */
  image: text('image'),
  translations: jsonb('translations')
    .$type<TranslationsJson<{ name: string; qualification: string; description: string }>>()
    .notNull(),
});

/** The About page's mentors (the API calls them teachers). */
export const mentors = pgTable('mentors', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** Empty: the client shows the fallback picture. */
  image: text('image').notNull().default(''),
  translations: jsonb('translations').$type<TranslationsJson<{ name: string; position: string }>>().notNull(),
});

/** The home page's hero carousel. */
export const heroSlides = pgTable('hero_slides', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
  image: text('image').notNull(),
  translations: jsonb('translations').$type<TranslationsJson<{ alt: string }>>().notNull(),
});

/**
 * The test series (the home page's Popular Test Series first). What they hold and who uses them
 * is counted from the papers, attempts and enrolments (services/content/counts.ts), never stored.
 */
export const testSeries = pgTable(
  'test_series',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    image: text('image').notNull(),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    /** The exams it prepares for, by slug (like courses.exam_slugs). */
    examSlugs: jsonb('exam_slugs').$type<string[]>().notNull().default([]),
    /** The course covering the same exams, by slug; null when there is none. */
    courseSlug: text('course_slug'),
    /** Whole rupees, GST included; 0: every test in it is free (nothing to buy). */
    price: integer('price').notNull().default(0),
    listPrice: integer('list_price').notNull().default(0),
    translations: jsonb('translations').$type<TranslationsJson<{ title: string }>>().notNull(),
  },
  (table) => [check('test_series_prices_not_negative', sql`${table.price} >= 0 AND ${table.listPrice} >= 0`)],
);

export type BookTranslationJson = {
  title: string;
  author: string;
  description: string;
  tags: string[];
  /** The sample chapter in this language, a Markdown file's URL path: `/books/….md`. */
  sampleChapter: string;
};

/** The home page's Popular Books, each with a sample chapter per language. */
export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    coverImage: text('cover_image').notNull(),
    pages: integer('pages').notNull(),
    /** Languages the book is published in. */
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    translations: jsonb('translations').$type<TranslationsJson<BookTranslationJson>>().notNull(),
  },
  (table) => [check('books_pages_positive', sql`${table.pages} > 0`)],
);

/** Call-back requests from the contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Ten digits, without +91 or 0. */
  phone: text('phone').notNull(),
  email: text('email'),
  message: text('message'),
  /** The language the visitor used, so the call can be in it. */
  lang: text('lang').notNull().default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LanguageRow = typeof languages.$inferSelect;
export type StateRow = typeof states.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ExamRow = typeof exams.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type MentorRow = typeof mentors.$inferSelect;
export type HeroSlideRow = typeof heroSlides.$inferSelect;
export type TestSeriesRow = typeof testSeries.$inferSelect;
export type BookRow = typeof books.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
