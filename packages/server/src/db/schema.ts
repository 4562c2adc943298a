import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** What a plan card says in one language. */
export type PlanTranslationJson = {
  description: string;
  /** Feature lines; the API sends them JSON-encoded as text, as the spec's clients expect. */
  details: string[];
  /** Badge text on the card, e.g. 'Most Popular'; null shows no badge. */
  badge: string | null;
};

/**
 * The plans on /subscription-plans. Prices are whole rupees (the spec's currency unit). The card's
 * words are in `translations` like the public content's; `plan_name` (BASIC, GOLD, PLATINUM) is a
 * code the cards are tinted by and stays the same in every language.
 */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    planName: text('plan_name').notNull().unique(),
    priceAnnually: integer('price_annually').notNull(),
    priceMonthly: integer('price_monthly').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    translations: jsonb('translations').$type<TranslationsJson<PlanTranslationJson>>().notNull(),
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

/** The home page's hero carousel. */
export const heroSlides = pgTable('hero_slides', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
  image: text('image').notNull(),
  translations: jsonb('translations').$type<TranslationsJson<{ alt: string }>>().notNull(),
});

/** The home page's Popular Test Series cards. */
export const testSeries = pgTable(
  'test_series',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    image: text('image').notNull(),
    /** Learners using it; the client formats 5600 as '5.6k'. */
    users: integer('users').notNull().default(0),
    totalTests: integer('total_tests').notNull().default(0),
    freeTests: integer('free_tests').notNull().default(0),
    chapterTests: integer('chapter_tests').notNull().default(0),
    sectionalTests: integer('sectional_tests').notNull().default(0),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    /** The exams it prepares for, by slug (like courses.exam_slugs). */
    examSlugs: jsonb('exam_slugs').$type<string[]>().notNull().default([]),
    /** The course covering the same exams, by slug; null when there is none. */
    courseSlug: text('course_slug'),
    /** Whole rupees, GST included; 0: every test in it is free (nothing to buy). */
    price: integer('price').notNull().default(0),
    listPrice: integer('list_price').notNull().default(0),
    translations: jsonb('translations').$type<TranslationsJson<{ title: string; tests: string[] }>>().notNull(),
  },
  (table) => [
    check('test_series_prices_not_negative', sql`${table.price} >= 0 AND ${table.listPrice} >= 0`),
    check(
      'test_series_counts_not_negative',
      sql`${table.users} >= 0 AND ${table.totalTests} >= 0 AND ${table.freeTests} >= 0 AND ${table.chapterTests} >= 0 AND ${table.sectionalTests} >= 0`,
    ),
  ],
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

// ── Learners: accounts, sessions, what they bought and took ─────────────────────────────────────

/** One row of the profile's Academic Information tab. */
export type AcademicEntryJson = {
  course: string;
  passingYear: number;
  institute: string;
  currentPercentage: number;
};

/** A learner's account and profile. The e-mail is stored lower-cased, so it is unique whatever the case. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    /** argon2id PHC string; never leaves the server. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    /** Ten digits, without +91 or 0. */
    phone: text('phone').notNull(),
    /** A languages.short_name (checked by the service). */
    preferredLanguage: text('preferred_language').notNull().default('en'),
    dob: date('dob', { mode: 'string' }),
    gender: text('gender'),
    city: text('city'),
    state: text('state'),
    /** Six-digit Indian PIN code. */
    postCode: text('post_code'),
    country: text('country'),
    academic: jsonb('academic').$type<AcademicEntryJson[]>().notNull().default([]),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the learner opened the link mailed to `email`; null until then (they may use everything meanwhile). */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** The learner's own code for Refer friends, made the first time it is asked for (no 0, O, 1 or I). */
    referralCode: text('referral_code').unique(),
    /** Whose referral code this learner signed up with. */
    referredByUserId: integer('referred_by_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('users_referred_by_idx').on(table.referredByUserId),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_gender_known', sql`${table.gender} IN ('Female', 'Male', 'Other')`),
  ],
);

/**
 * Bearer tokens. Only the SHA-256 of a token is stored, so a copy of this table signs no one in.
 * A token is valid while `revoked_at` is null, `expires_at` is in the future and it was used (or
 * issued) within the idle limit (see services/sessions.ts). A learner keeps at most a few live
 * tokens; issuing one more revokes the least recently used, and dead rows are deleted then.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Written at most once every few minutes per token, not on every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** 'Chrome on Android': a summary of the signing-in browser's User-Agent (never the whole header). */
    device: text('device'),
  },
  (table) => [index('auth_tokens_user_id_idx').on(table.userId)],
);

/**
 * Failed sign-in attempts per key, hashed, shared by every server instance through the database
 * (the rules are in services/login-throttle.ts). Three kinds of key: an e-mail from one network
 * (`login-pair:`), an e-mail from anywhere (`login-account:`), a learner's current password
 * (`password:`).
 */
export const loginThrottles = pgTable('login_throttles', {
  /** Hex SHA-256 of the key: no e-mail or address is stored here. */
  keyHash: text('key_hash').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  /** The last failed attempt (e-mail + network and e-mail keys). */
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
  /** E-mail keys: until then, networks that failed for it wait (the growing delay). */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  /** E-mail keys: the last attempt let through a delay because its network had not failed. */
  freshPassAt: timestamp('fresh_pass_at', { withTimezone: true }),
});

/**
 * Links mailed to confirm an address: the sign-up address, or the new one of an e-mail change (the
 * account's address changes only when the link is opened). Only the SHA-256 of the token is
 * stored; a link works once and expires. A learner has at most one pending link: a new request
 * deletes the older ones.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address being confirmed, lower-cased. */
    email: text('email').notNull(),
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('email_confirmations_user_id_idx').on(table.userId)],
);

/** Courses a learner bought (the profile's Courses Purchased). */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    /** The paid order that granted it (one grant per order); null for enrolments made before orders. */
    orderId: integer('order_id')
      .unique()
      .references((): AnyPgColumn => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('course_enrolments_user_course_unique').on(table.userId, table.courseId)],
);

/** Plan memberships, paid or trial; the active one is the profile's 'Gold Member' line. */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    isTrial: boolean('is_trial').notNull().default(false),
    /** BASIC's one exam, chosen at checkout or when starting the trial; null for the other plans. */
    examId: integer('exam_id').references(() => exams.id),
    /** The paid order that granted it (one grant per order); null for a trial. */
    orderId: integer('order_id')
      .unique()
      .references((): AnyPgColumn => orders.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_subscriptions_user_id_idx').on(table.userId),
    // One free trial per learner per plan, even when two requests race.
    uniqueIndex('user_subscriptions_one_trial_per_plan').on(table.userId, table.planId).where(sql`${table.isTrial}`),
    check('user_subscriptions_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

// ── Commerce: orders, their payments, promo codes and what a paid order grants ─────────────────
// Amounts are paise (integers: 10% off ₹799 is ₹719.10), GST included. The server prices every
// order from these tables; a client never sends a price. An order is pending until the payment
// provider confirms it through a signed webhook; `UPDATE … WHERE status = 'pending'` makes the
// grant happen once however many confirmations arrive.

export const orderItemKinds = ['plan', 'course', 'test_series'] as const;
export type OrderItemKind = (typeof orderItemKinds)[number];
export const orderStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const planBillings = ['monthly', 'annual'] as const;
export type PlanBilling = (typeof planBillings)[number];

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemKind: text('item_kind').$type<OrderItemKind>().notNull(),
    planId: integer('plan_id').references(() => subscriptionPlans.id),
    billing: text('billing').$type<PlanBilling>(),
    courseId: integer('course_id').references(() => courses.id),
    testSeriesId: integer('test_series_id').references(() => testSeries.id),
    /** BASIC's chosen exam. */
    examId: integer('exam_id').references(() => exams.id),
    /** What was bought, named in each language as it was at checkout (a receipt never changes). */
    itemNames: jsonb('item_names').$type<TranslationsJson<string>>().notNull(),
    listPaise: integer('list_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    amountPaise: integer('amount_paise').notNull(),
    /** The GST inside `amount_paise` (prices include it). */
    gstPaise: integer('gst_paise').notNull(),
    promoCode: text('promo_code'),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    /** 'test' (the only provider shipped), or a real gateway's name. */
    provider: text('provider').notNull(),
    /** The provider's id of the payment; webhooks name the order by it. */
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_user_id_idx').on(table.userId, table.createdAt),
    check('orders_item_kind_known', sql`${table.itemKind} IN ('plan', 'course', 'test_series')`),
    check('orders_status_known', sql`${table.status} IN ('pending', 'paid', 'failed', 'refunded')`),
    check(
      'orders_item_named_once',
      sql`(${table.itemKind} = 'plan' AND ${table.planId} IS NOT NULL AND ${table.billing} IN ('monthly', 'annual') AND ${table.courseId} IS NULL AND ${table.testSeriesId} IS NULL)
        OR (${table.itemKind} = 'course' AND ${table.courseId} IS NOT NULL AND ${table.planId} IS NULL AND ${table.testSeriesId} IS NULL)
        OR (${table.itemKind} = 'test_series' AND ${table.testSeriesId} IS NOT NULL AND ${table.planId} IS NULL AND ${table.courseId} IS NULL)`,
    ),
    check(
      'orders_amounts_add_up',
      sql`${table.listPaise} >= 0 AND ${table.discountPaise} >= 0 AND ${table.gstPaise} >= 0 AND ${table.amountPaise} = ${table.listPaise} - ${table.discountPaise}`,
    ),
  ],
);

/** Test series a learner bought; each grant names its order, so one order grants once. */
export const testSeriesEnrolments = pgTable(
  'test_series_enrolments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testSeriesId: integer('test_series_id')
      .notNull()
      .references(() => testSeries.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('test_series_enrolments_user_id_idx').on(table.userId),
    check('test_series_enrolments_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** Webhook events already applied, by the provider's event id: a replayed event changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * A promo code a learner's order used: once per learner and code. The row is kept while its order
 * is pending or paid, and deleted when the order fails, so a failed payment does not spend it.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('promo_redemptions_once_per_learner').on(table.userId, table.code)],
);

export type OrderRow = typeof orders.$inferSelect;
export type TestSeriesEnrolmentRow = typeof testSeriesEnrolments.$inferSelect;

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type AuthTokenRow = typeof authTokens.$inferSelect;
export type UserSubscriptionRow = typeof userSubscriptions.$inferSelect;

// ── The mock-test engine: question banks, papers, attempts ──────────────────────────────────────
// Questions and papers are seeded (seed/questions/); an attempt is one learner taking one paper.
// The server owns the truth: the deadline is fixed at start, every saved change is applied once
// (attempt_saves) and kept (attempt_response_history), and the score is computed at submit.

/** A topic of a bank subject ('simple-interest'), named in each language. */
export const topics = pgTable('topics', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  subject: text('subject').notNull(),
  translations: jsonb('translations').$type<TranslationsJson<{ name: string }>>().notNull(),
});

/** A question's words in one language (see seed/questions/types.ts). */
export type QuestionTranslationJson = {
  direction?: string;
  text: string;
  /** Choice questions only, in the same order in every language. */
  options?: string[];
  explanation: string;
};

/** single: the option's index; multiple: the indexes, ascending; numeric: the value. */
export type QuestionAnswerJson = number | number[];

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    /** The bank's stable key ('quant-si-001'): seeding upserts by it. */
    key: text('key').notNull().unique(),
    subject: text('subject').notNull(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id),
    type: text('type').notNull(),
    difficulty: text('difficulty').notNull(),
    answer: jsonb('answer').$type<QuestionAnswerJson>().notNull(),
    /** Numeric questions: a typed value within this of `answer` is correct (0: exact). */
    tolerance: doublePrecision('tolerance').notNull().default(0),
    translations: jsonb('translations').$type<TranslationsJson<QuestionTranslationJson>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('questions_subject_idx').on(table.subject),
    check('questions_type_known', sql`${table.type} IN ('single', 'multiple', 'numeric')`),
    check('questions_difficulty_known', sql`${table.difficulty} IN ('easy', 'medium', 'hard')`),
    check('questions_tolerance_not_negative', sql`${table.tolerance} >= 0`),
  ],
);

/** One section of a paper, in order; its questions by id, in the order every candidate sees them. */
export type PaperSectionJson = {
  /** The exam's section slug ('reasoning-ability'), or the default test's. */
  slug: string;
  /** The bank subject its questions come from. */
  subject: string;
  marksCorrect: number;
  /** Marks lost per wrong answer (0: no negative marking). */
  marksWrong: number;
  /** Null: the section shares the paper's time. */
  minutes: number | null;
  questionIds: number[];
  translations: TranslationsJson<{ name: string }>;
};

/** `notice`: only on the general test, saying it is not the exam's own pattern. */
export type PaperTranslationJson = { title: string; notice?: string };

/**
 * The paper of an exam that can be taken: the same questions for every candidate, so ranks compare.
 * `pattern` 'exam' follows the exam's own sections and marking; 'general' is the general aptitude
 * mock test, given where the banks cannot fill the exam's pattern (the attempt says so);
 * 'practice' is one learner's short test drawn from their weak topics (no exam, never ranked).
 * A paper that has attempts is never rewritten by seeding.
 */
export const papers = pgTable(
  'papers',
  {
    id: serial('id').primaryKey(),
    /** Null for a practice paper. */
    examId: integer('exam_id')
      .unique()
      .references(() => exams.id),
    /** The learner a practice paper was drawn for; null for an exam's paper. */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    pattern: text('pattern').notNull(),
    minutes: integer('minutes').notNull(),
    sections: jsonb('sections').$type<PaperSectionJson[]>().notNull(),
    translations: jsonb('translations').$type<TranslationsJson<PaperTranslationJson>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('papers_pattern_known', sql`${table.pattern} IN ('exam', 'general', 'practice')`),
    check(
      'papers_practice_owned',
      sql`(${table.pattern} = 'practice') = (${table.examId} IS NULL AND ${table.ownerUserId} IS NOT NULL)`,
    ),
    check('papers_minutes_positive', sql`${table.minutes} > 0`),
  ],
);

/** Per section, in the paper's order: what the result screen shows. */
export type AttemptSectionResultJson = {
  questions: number;
  attempted: number;
  correct: number;
  wrong: number;
  score: number;
  timeSpentMs: number;
};

/** A learner's attempt at a paper. At most one in progress per learner and exam. */
export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for a practice test (its paper has no exam). */
    examId: integer('exam_id').references(() => exams.id),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    /**
     * 1 for the learner's first attempt at this paper, 2 for the first retake… Only first attempts
     * are ranked: retaking a test cannot inflate anyone's rank.
     */
    attemptNumber: integer('attempt_number').notNull().default(1),
    status: text('status').notNull().default('in_progress'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Fixed at start; the client's clock only displays it. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** 'learner' or 'deadline' (submitted by the server with what was saved). */
    submittedBy: text('submitted_by'),
    score: doublePrecision('score'),
    result: jsonb('result').$type<AttemptSectionResultJson[]>(),
  },
  (table) => [
    // getMyAttempts, newest first.
    index('attempts_user_started_idx').on(table.userId, table.startedAt.desc()),
    // One attempt in progress per learner and exam, even when two tabs start at once.
    uniqueIndex('attempts_one_in_progress')
      .on(table.userId, table.examId)
      .where(sql`${table.status} = 'in_progress'`),
    // The sweeper's due deadlines: only open attempts are in it, so it stays small.
    index('attempts_due_idx')
      .on(table.deadlineAt)
      .where(sql`${table.status} = 'in_progress'`),
    // One practice test in progress per learner (practice attempts have no exam).
    uniqueIndex('attempts_one_practice_in_progress')
      .on(table.userId)
      .where(sql`${table.status} = 'in_progress' AND ${table.examId} IS NULL`),
    uniqueIndex('attempts_user_paper_number').on(table.userId, table.paperId, table.attemptNumber),
    // Rank and percentile among the first attempts at a paper: an index-only count of higher
    // scores, even with 10,000 candidates of one test.
    index('attempts_rank_idx')
      .on(table.paperId, table.score.desc())
      .where(sql`${table.status} = 'submitted' AND ${table.attemptNumber} = 1`),
    check('attempts_number_positive', sql`${table.attemptNumber} >= 1`),
    check('attempts_status_known', sql`${table.status} IN ('in_progress', 'submitted')`),
    check(
      'attempts_submitted_complete',
      sql`(${table.status} = 'in_progress' AND ${table.submittedAt} IS NULL AND ${table.submittedBy} IS NULL AND ${table.score} IS NULL AND ${table.result} IS NULL) OR (${table.status} = 'submitted' AND ${table.submittedAt} IS NOT NULL AND ${table.submittedBy} IS NOT NULL AND ${table.score} IS NOT NULL AND ${table.result} IS NOT NULL)`,
    ),
    check('attempts_submitted_by_known', sql`${table.submittedBy} IN ('learner', 'deadline')`),
  ],
);

/** single: `{ choice }`; multiple: `{ choices }`; numeric: `{ value }` as typed ("-12.5"). */
export type ResponseAnswerJson = { choice: number } | { choices: number[] } | { value: string };

/** The latest saved state of each question of an attempt. */
export const attemptResponses = pgTable(
  'attempt_responses',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    answer: jsonb('answer').$type<ResponseAnswerJson>(),
    marked: boolean('marked').notNull().default(false),
    visited: boolean('visited').notNull().default(false),
    /** The sum of every applied change's time on screen. */
    timeSpentMs: bigint('time_spent_ms', { mode: 'number' }).notNull().default(0),
    /** Who applied the last change and at which seq: an older seq of that client is ignored. */
    clientId: text('client_id').notNull(),
    clientSeq: integer('client_seq').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.questionId] })],
);

/** Every applied save batch: the same (attempt, client, seq) again is a replay and changes nothing. */
export const attemptSaves = pgTable(
  'attempt_saves',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    seq: integer('seq').notNull(),
    /**
     * What the batch held (a hash of its changes): the same seq with other changes is not a retry
     * but a second tab sharing the client id (a duplicated tab), refused so that it takes a new id.
     * Null for batches saved before the hash was kept.
     */
    batchHash: text('batch_hash'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.clientId, table.seq] })],
);

/** Every applied change with the server's time: answer changes and time per question for the results. */
export const attemptResponseHistory = pgTable(
  'attempt_response_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    clientId: text('client_id').notNull(),
    seq: integer('seq').notNull(),
    answer: jsonb('answer').$type<ResponseAnswerJson>(),
    marked: boolean('marked').notNull(),
    visited: boolean('visited').notNull(),
    timeSpentMs: integer('time_spent_ms').notNull(),
    /** A visit or time on screen only: `answer` is what that tab showed, not what was saved. */
    keepsAnswer: boolean('keeps_answer').notNull().default(false),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('attempt_response_history_attempt_idx').on(table.attemptId, table.questionId)],
);

export type TopicRow = typeof topics.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type PaperRow = typeof papers.$inferSelect;
export type AttemptRow = typeof attempts.$inferSelect;
export type AttemptResponseRow = typeof attemptResponses.$inferSelect;

// The forum, video lessons and help requests live in their own file; one schema for drizzle-kit and the services.
export * from './community-schema.js';
