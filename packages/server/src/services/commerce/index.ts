import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Order, OrderInput, OrderQuote, PaymentStart, Receipt, TrialEntry } from '@pariksha/contract';
import { gstPercent } from '@pariksha/contract';
import type { Database } from '../../db/open.js';
import { orders, promoRedemptions } from '../../db/commerce-schema.js';
import { isUniqueViolation } from '../query-errors.js';
import { pickTranslation } from '../content/translations.js';
import { AmountMismatchError, applyEvent, type EventOutcome } from './apply-event.js';
import { type ItemProblem, type PricedItem, priceItem, type Queryable } from './catalogue.js';
import { contentCode, listOrders, listTrials, readOrder, readOrderByPayment, readReceipt } from './orders-read.js';
import type { PaymentProvider } from './payment-provider.js';
import { applyPromo, gstInside } from './pricing.js';
import type { TestPaymentProvider } from './test-provider.js';

export type { PaymentProvider, WebhookEvent } from './payment-provider.js';
export { createTestProvider, type TestPaymentProvider } from './test-provider.js';

export type OrderProblem = ItemProblem | 'promo_unknown' | 'promo_used' | 'promo_not_applicable';

export type QuoteResult = { ok: true; quote: OrderQuote } | { ok: false; reason: OrderProblem };
export type CreateOrderResult = { ok: true; order: Order; payment: PaymentStart } | { ok: false; reason: OrderProblem };
export type CompleteTestPaymentResult = { ok: true; order: Order } | { ok: false; reason: 'not_found' | 'not_pending' };
export type WebhookResult =
  | { ok: true; duplicate: boolean; outcome: EventOutcome }
  | { ok: false; reason: 'unknown_provider' | 'bad_signature' }
  | { ok: false; reason: 'amount_mismatch'; orderId: number; expectedPaise: number; receivedPaise: number };

export type CommerceService = {
  readonly provider: PaymentProvider;
  previewOrder(userId: number, body: OrderInput, lang: string): Promise<QuoteResult>;
  createOrder(userId: number, body: OrderInput, lang: string): Promise<CreateOrderResult>;
  myOrders(userId: number, lang: string): Promise<{ orders: Order[]; trials: TrialEntry[] }>;
  order(userId: number, orderId: number, lang: string): Promise<Order | null>;
  receipt(userId: number, orderId: number, lang: string): Promise<Receipt | null>;
  /** Test mode only: the learner's order behind a test payment id, or null. */
  testPayment(userId: number, paymentId: string, lang: string): Promise<Order | null>;
  /** Test mode only: Succeed or Fail, delivered as a signed webhook through `handleWebhook`. */
  completeTestPayment(userId: number, paymentId: string, outcome: 'succeed' | 'fail', lang: string): Promise<CompleteTestPaymentResult>;
  /** POST /paymentWebhook/{provider}: verify, then apply the event once. */
  handleWebhook(providerName: string, rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<WebhookResult>;
};

export type CommerceOptions = { provider: PaymentProvider | TestPaymentProvider };

export function isTestProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.testMode && 'signedWebhook' in provider;
}

type Priced = { item: PricedItem; promoCode: string | null; discountPaise: number };

/** True when the learner spent `code` on an order that is no longer pending (pending ones are replaced by a new order). */
async function promoSpent(db: Queryable, userId: number, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .innerJoin(orders, eq(orders.id, promoRedemptions.orderId))
    .where(and(eq(promoRedemptions.userId, userId), eq(promoRedemptions.code, code), ne(orders.status, 'pending')));
  return row !== undefined;
}

/** Prices the order from the database and checks its promo code; the same rules for preview and create. */
async function price(db: Queryable, userId: number, body: OrderInput): Promise<{ ok: true; priced: Priced } | { ok: false; reason: OrderProblem }> {
  const found = await priceItem(db, userId, body.item);
  if (!found.ok) return found;
  const code = body.promo_code ?? '';
  if (code === '') return { ok: true, priced: { item: found.item, promoCode: null, discountPaise: 0 } };
  const promo = applyPromo(code, found.item.kind, found.item.listPaise);
  if (!promo.ok) return promo;
  if (await promoSpent(db, userId, promo.code)) return { ok: false, reason: 'promo_used' };
  return { ok: true, priced: { item: found.item, promoCode: promo.code, discountPaise: promo.discountPaise } };
}

function quoteOf({ item, promoCode, discountPaise }: Priced, lang: string): OrderQuote {
  const code = contentCode(lang);
  const amountPaise = item.listPaise - discountPaise;
  return {
    kind: item.kind,
    item_name: pickTranslation(item.itemNames, code),
    item_slug: item.itemSlug,
    billing: item.billing,
    exam_name: item.examNames === null ? null : pickTranslation(item.examNames, code),
    exam_slug: item.examSlug,
    list_paise: item.listPaise,
    discount_paise: discountPaise,
    amount_paise: amountPaise,
    gst_paise: gstInside(amountPaise),
    gst_percent: gstPercent,
    promo_code: promoCode,
  };
}

/** Thrown inside the create transaction to roll it back with a reason. */
class OrderRefused extends Error {
  constructor(readonly reason: OrderProblem) {
    super(reason);
  }
}

export function createCommerceService(db: Database, { provider }: CommerceOptions): CommerceService {
  async function handleWebhook(
    providerName: string,
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<WebhookResult> {
    if (providerName !== provider.name) return { ok: false, reason: 'unknown_provider' };
    const event = provider.verifyWebhook(rawBody, headers);
    if (event === null) return { ok: false, reason: 'bad_signature' };
    let outcome: EventOutcome;
    try {
      outcome = await db.transaction((tx) => applyEvent(tx, provider.name, event));
    } catch (error) {
      if (!(error instanceof AmountMismatchError)) throw error;
      const { orderId, expectedPaise, receivedPaise } = error;
      return { ok: false, reason: 'amount_mismatch', orderId, expectedPaise, receivedPaise };
    }
    // After the commit: a gateway call never runs inside a transaction (and the test provider's
    // refund comes back through this handler).
    if (outcome.kind === 'refund_due') await provider.refund(outcome.paymentId, outcome.amountPaise);
    return { ok: true, duplicate: outcome.kind === 'duplicate', outcome };
  }

  if (isTestProvider(provider)) provider.deliverTo(handleWebhook);

  return {
    provider,
    handleWebhook,

    async previewOrder(userId, body, lang) {
      const result = await price(db, userId, body);
      return result.ok ? { ok: true, quote: quoteOf(result.priced, lang) } : result;
    },

    async createOrder(userId, body, lang) {
      let created: { orderId: number; paymentId: string; checkoutUrl: string };
      try {
        created = await db.transaction(async (tx) => {
          const result = await price(tx, userId, body);
          if (!result.ok) throw new OrderRefused(result.reason);
          const quote = quoteOf(result.priced, 'en');
          const { item } = result.priced;

          // One pending order per learner: the older ones are replaced (a payment that still
          // arrives for one is refunded) and the promo codes they held are free again.
          const superseded = await tx
            .update(orders)
            .set({ status: 'failed', failedAt: sql`now()` })
            .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')))
            .returning({ id: orders.id });
          if (superseded.length > 0) {
            await tx.delete(promoRedemptions).where(inArray(promoRedemptions.orderId, superseded.map((row) => row.id)));
          }

          const [order] = await tx
            .insert(orders)
            .values({
              userId,
              itemKind: item.kind,
              planId: item.planId,
              billing: item.billing,
              courseId: item.courseId,
              testSeriesId: item.testSeriesId,
              examId: item.examId,
              itemNames: item.itemNames,
              listPaise: quote.list_paise,
              discountPaise: quote.discount_paise,
              amountPaise: quote.amount_paise,
              gstPaise: quote.gst_paise,
              promoCode: quote.promo_code,
              provider: provider.name,
              // Replaced by the provider's id below, in the same transaction.
              providerPaymentId: `unassigned:${randomUUID()}`,
            })
            .returning({ id: orders.id });
          if (order === undefined) throw new Error('The order was not inserted.');
          if (quote.promo_code !== null) {
            // The unique (learner, code) refuses a second order racing with the same code.
            await tx.insert(promoRedemptions).values({ userId, code: quote.promo_code, orderId: order.id });
          }
          // Inside the transaction: if the provider refuses, no order is left behind.
          const payment = await provider.createPayment({ id: order.id, amountPaise: quote.amount_paise });
          await tx.update(orders).set({ providerPaymentId: payment.paymentId }).where(eq(orders.id, order.id));
          return { orderId: order.id, ...payment };
        });
      } catch (error) {
        if (error instanceof OrderRefused) return { ok: false, reason: error.reason };
        if (body.promo_code !== undefined && body.promo_code !== '' && isUniqueViolation(error)) {
          return { ok: false, reason: 'promo_used' };
        }
        throw error;
      }
      const order = await readOrder(db, userId, created.orderId, lang);
      if (order === null) throw new Error(`Order ${created.orderId} vanished after it was created.`);
      return {
        ok: true,
        order,
        payment: { provider: provider.name, payment_id: created.paymentId, checkout_url: created.checkoutUrl, test_mode: provider.testMode },
      };
    },

    async myOrders(userId, lang) {
      const [orderList, trials] = await Promise.all([listOrders(db, userId, lang), listTrials(db, userId, lang)]);
      return { orders: orderList, trials };
    },

    order: (userId, orderId, lang) => readOrder(db, userId, orderId, lang),

    receipt: (userId, orderId, lang) => readReceipt(db, userId, orderId, lang, provider.testMode),

    async testPayment(userId, paymentId, lang) {
      if (!isTestProvider(provider)) return null;
      return readOrderByPayment(db, userId, provider.name, paymentId, lang);
    },

    async completeTestPayment(userId, paymentId, outcome, lang) {
      if (!isTestProvider(provider)) return { ok: false, reason: 'not_found' };
      const before = await readOrderByPayment(db, userId, provider.name, paymentId, lang);
      if (before === null) return { ok: false, reason: 'not_found' };
      if (before.status !== 'pending') return { ok: false, reason: 'not_pending' };
      const { rawBody, headers } = provider.signedWebhook({
        id: provider.newEventId(),
        type: outcome === 'succeed' ? 'payment.captured' : 'payment.failed',
        paymentId,
        amountPaise: before.amount_paise,
      });
      const delivered = await handleWebhook(provider.name, rawBody, headers);
      if (!delivered.ok) throw new Error(`The test provider's own event was refused: ${delivered.reason}.`);
      const after = await readOrderByPayment(db, userId, provider.name, paymentId, lang);
      if (after === null) return { ok: false, reason: 'not_found' };
      // Another Succeed or Fail got there first.
      const expected = outcome === 'succeed' ? 'paid' : 'failed';
      if (delivered.outcome.kind === 'ignored' || after.status !== expected) return { ok: false, reason: 'not_pending' };
      return { ok: true, order: after };
    },
  };
}
