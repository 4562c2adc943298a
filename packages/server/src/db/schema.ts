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

/** The plans on /subscription-plans. Prices are whole rupees (the spec's currency unit). */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
  id: serial('id').primaryKey(),
  planName: text('plan_name').notNull().unique(),
  /** Badge text on the card, e.g. 'Most Popular'; null shows no badge. */
  planType: text('plan_type'),
  priceAnnually: integer('price_annually').notNull(),
  priceMonthly: integer('price_monthly').notNull(),
  planDescription: text('plan_description').notNull(),
  /** Feature lines; the API sends them JSON-encoded as text, as the spec's clients expect. */
  planDetails: jsonb('plan_details').$type<string[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('subscription_plans_prices_not_negative', sql`${table.priceAnnually} >= 0 AND ${table.priceMonthly} >= 0`),
  ],
);

export type SubscriptionPlanRow = typeof subscriptionPlans.$inferSelect;
export type NewSubscriptionPlanRow = typeof subscriptionPlans.$inferInsert;

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

export type CourseFeatureJson = { icon: string; translations: TranslationsJson<{ title: string; text: string }> };

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
    enrolments: integer('enrolments').notNull().default(0),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    /** Whole rupees. */
    price: integer('price').notNull(),
    listPrice: integer('list_price').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    totalTests: integer('total_tests').notNull().default(0),
    freeTests: integer('free_tests').notNull().default(0),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    features: jsonb('features').$type<CourseFeatureJson[]>().notNull().default([]),
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
export type ContactMessageRow = typeof contactMessages.$inferSelect;
