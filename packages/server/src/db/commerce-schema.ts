import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './accounts-schema.js';
import { courses, exams, testSeries, type TranslationsJson } from './content-schema.js';

// ── Commerce: the plans on sale, orders, their payments, promo codes and what a learner holds ────
// Amounts are paise (integers: 10% off ₹799 is ₹719.10), GST included. The server prices every
// order from these tables; a client never sends a price. An order is pending until the payment
// provider confirms it through a signed webhook; `UPDATE … WHERE status = 'pending'` makes the
// grant happen once however many confirmations arrive.

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

// What a learner holds: plan memberships (paid or trial), bought courses and test series; what
// services/access reads to open locked exams.

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

export type OrderRow = typeof orders.$inferSelect;
export type UserSubscriptionRow = typeof userSubscriptions.$inferSelect;
export type TestSeriesEnrolmentRow = typeof testSeriesEnrolments.$inferSelect;
