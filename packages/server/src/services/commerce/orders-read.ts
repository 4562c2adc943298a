import { and, desc, eq, sql } from 'drizzle-orm';
import { gstPercent, todayInIndia, type Order, type OrderQuote, type Receipt, type TrialEntry } from '@pariksha/contract';
import { users } from '../../db/accounts-schema.js';
import { orders, subscriptionPlans, userSubscriptions, type OrderRow } from '../../db/commerce-schema.js';
import { courses, exams, testSeries, type TranslationsJson } from '../../db/content-schema.js';
import { pickTranslation } from '../content/translations.js';
import type { Queryable } from './catalogue.js';

// Orders, receipts and trials as the learner reads them. Every query is by the learner's id as
// well as the order's: another learner's order is simply not found (never "forbidden").

/** The seller printed on receipts. */
export const seller = {
  name: 'Pariksha Learning Pvt. Ltd.',
  address: '3rd Floor, Plot 14, Sector 62, Noida, Uttar Pradesh 201309, India',
  // Not printed until the company is registered for GST: a receipt must never carry an invented GSTIN.
  gstin: null,
} as const;

/** `hi-IN` → `hi`: the stored translations are keyed by the primary code. */
export const contentCode = (lang: string): string => lang.split('-', 1)[0] ?? lang;

const pad6 = (id: number): string => String(id).padStart(6, '0');
/** 'PRK-000123'. */
export const orderReference = (id: number): string => `PRK-${pad6(id)}`;
/** 'PRK-R-2026-000123': the year it was paid in India. */
export const receiptNumber = (id: number, paidAt: Date): string => `PRK-R-${todayInIndia(paidAt).slice(0, 4)}-${pad6(id)}`;

const orderColumns = {
  order: orders,
  planName: subscriptionPlans.planName,
  courseSlug: courses.slug,
  seriesSlug: testSeries.slug,
  examSlug: exams.slug,
  examTranslations: exams.translations,
};

type OrderJoin = {
  order: OrderRow;
  planName: string | null;
  courseSlug: string | null;
  seriesSlug: string | null;
  examSlug: string | null;
  examTranslations: TranslationsJson<{ name: string }> | null;
};

function ordersWithNames(db: Queryable) {
  return db
    .select(orderColumns)
    .from(orders)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, orders.planId))
    .leftJoin(courses, eq(courses.id, orders.courseId))
    .leftJoin(testSeries, eq(testSeries.id, orders.testSeriesId))
    .leftJoin(exams, eq(exams.id, orders.examId));
}

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

export function toOrder(row: OrderJoin, lang: string): Order {
  const { order } = row;
  const code = contentCode(lang);
  const quote: OrderQuote = {
    kind: order.itemKind,
    item_name: pickTranslation(order.itemNames, code),
    item_slug: row.planName ?? row.courseSlug ?? row.seriesSlug ?? '',
    billing: order.billing,
    exam_name: row.examTranslations === null ? null : pickTranslation(row.examTranslations, code).name,
    exam_slug: row.examSlug,
    list_paise: order.listPaise,
    discount_paise: order.discountPaise,
    amount_paise: order.amountPaise,
    gst_paise: order.gstPaise,
    gst_percent: gstPercent,
    promo_code: order.promoCode,
  };
  return {
    ...quote,
    id: order.id,
    reference: orderReference(order.id),
    status: order.status,
    provider: order.provider,
    payment_id: order.providerPaymentId,
    created_at: order.createdAt.toISOString(),
    paid_at: iso(order.paidAt),
    failed_at: iso(order.failedAt),
    refunded_at: iso(order.refundedAt),
  };
}

/** The learner's order by id, or null (also for another learner's). */
export async function readOrder(db: Queryable, userId: number, orderId: number, lang: string): Promise<Order | null> {
  const [row] = await ordersWithNames(db).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row === undefined ? null : toOrder(row, lang);
}

/** The learner's order behind a payment id of `provider`, or null. */
export async function readOrderByPayment(
  db: Queryable,
  userId: number,
  provider: string,
  paymentId: string,
  lang: string,
): Promise<Order | null> {
  const [row] = await ordersWithNames(db).where(
    and(eq(orders.provider, provider), eq(orders.providerPaymentId, paymentId), eq(orders.userId, userId)),
  );
  return row === undefined ? null : toOrder(row, lang);
}

export async function listOrders(db: Queryable, userId: number, lang: string): Promise<Order[]> {
  const rows = await ordersWithNames(db).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => toOrder(row, lang));
}

export async function listTrials(db: Queryable, userId: number, lang: string): Promise<TrialEntry[]> {
  const rows = await db
    .select({
      planName: subscriptionPlans.planName,
      examTranslations: exams.translations,
      startsAt: userSubscriptions.startsAt,
      endsAt: userSubscriptions.endsAt,
      active: sql<boolean>`${userSubscriptions.endsAt} > now()`,
    })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .leftJoin(exams, eq(exams.id, userSubscriptions.examId))
    .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.isTrial, true)))
    .orderBy(desc(userSubscriptions.startsAt), desc(userSubscriptions.id));
  const code = contentCode(lang);
  return rows.map((row) => ({
    plan_name: row.planName,
    exam_name: row.examTranslations === null ? null : pickTranslation(row.examTranslations, code).name,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    active: Boolean(row.active),
  }));
}

/** A paid (or since refunded) order's receipt, or null: unpaid, unknown or another learner's. */
export async function readReceipt(
  db: Queryable,
  userId: number,
  orderId: number,
  lang: string,
  testMode: boolean,
): Promise<Receipt | null> {
  const [row] = await ordersWithNames(db).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (row === undefined || row.order.paidAt === null) return null;
  if (row.order.status !== 'paid' && row.order.status !== 'refunded') return null;
  const [buyer] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  if (buyer === undefined) return null;
  return {
    order: toOrder(row, lang),
    receipt_number: receiptNumber(row.order.id, row.order.paidAt),
    billed_to: {
      name: [buyer.firstName, buyer.lastName].filter((part) => part !== null && part !== '').join(' '),
      email: buyer.email,
      phone: buyer.phone,
    },
    seller: { ...seller },
    taxable_paise: row.order.amountPaise - row.order.gstPaise,
    test_mode: testMode,
  };
}
