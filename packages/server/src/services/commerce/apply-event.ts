import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { testSeriesDays } from '@pariksha/contract';
import type { Database } from '../../db/open.js';
import {
  courseEnrolments,
  orders,
  paymentEvents,
  promoRedemptions,
  testSeriesEnrolments,
  userSubscriptions,
  type OrderRow,
} from '../../db/commerce-schema.js';
import type { WebhookEvent } from './payment-provider.js';

/** Whatever `db.transaction` hands its callback. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type EventOutcome =
  | { kind: 'duplicate' }
  /** The event named no order of this provider (logged; nothing to do). */
  | { kind: 'unknown_payment' }
  | { kind: 'paid'; orderId: number }
  | { kind: 'failed'; orderId: number }
  | { kind: 'refunded'; orderId: number }
  /** Captured for an order already superseded: the money goes back (the caller refunds after commit). */
  | { kind: 'refund_due'; orderId: number; paymentId: string; amountPaise: number }
  /** Nothing changed: the order was no longer in the state the event acts on. */
  | { kind: 'ignored'; orderId: number };

/** A captured amount that is not the order's: the whole event is refused and rolled back. */
export class AmountMismatchError extends Error {
  constructor(
    readonly orderId: number,
    readonly expectedPaise: number,
    readonly receivedPaise: number,
  ) {
    super(`Payment amount ${receivedPaise} does not match order ${orderId} (${expectedPaise}).`);
  }
}

/** What a paid order unlocks, written once: the row names its order, and only the pending→paid update gets here. */
async function grant(tx: Tx, order: OrderRow): Promise<void> {
  switch (order.itemKind) {
    case 'plan': {
      if (order.planId === null) throw new Error(`Plan order ${order.id} has no plan.`);
      const period = order.billing === 'annual' ? sql`interval '1 year'` : sql`interval '1 month'`;
      // Bought while a paid membership of the same plan (and BASIC exam) runs: the new period
      // follows it, so paying early never loses days.
      const start = sql`greatest(now(), coalesce((
        select max(${userSubscriptions.endsAt}) from ${userSubscriptions}
        where ${userSubscriptions.userId} = ${order.userId}
          and ${userSubscriptions.planId} = ${order.planId}
          and not ${userSubscriptions.isTrial}
          and ${userSubscriptions.examId} is not distinct from ${order.examId}::int
          and ${userSubscriptions.endsAt} > now()
      ), now()))`;
      await tx.insert(userSubscriptions).values({
        userId: order.userId,
        planId: order.planId,
        isTrial: false,
        examId: order.examId,
        orderId: order.id,
        startsAt: start,
        endsAt: sql`${start} + ${period}`,
      });
      return;
    }
    case 'course': {
      if (order.courseId === null) throw new Error(`Course order ${order.id} has no course.`);
      await tx
        .insert(courseEnrolments)
        .values({ userId: order.userId, courseId: order.courseId, orderId: order.id })
        .onConflictDoNothing();
      return;
    }
    case 'test_series': {
      if (order.testSeriesId === null) throw new Error(`Test series order ${order.id} has no series.`);
      await tx.insert(testSeriesEnrolments).values({
        userId: order.userId,
        testSeriesId: order.testSeriesId,
        orderId: order.id,
        endsAt: sql`now() + ${testSeriesDays}::int * interval '1 day'`,
      });
      return;
    }
  }
}

/** A refunded order's grant ends now; one that had not started yet is removed. */
async function endGrant(tx: Tx, orderId: number): Promise<void> {
  await tx.delete(userSubscriptions).where(and(eq(userSubscriptions.orderId, orderId), gte(userSubscriptions.startsAt, sql`now()`)));
  await tx
    .update(userSubscriptions)
    .set({ endsAt: sql`least(${userSubscriptions.endsAt}, now())` })
    .where(and(eq(userSubscriptions.orderId, orderId), lt(userSubscriptions.startsAt, sql`now()`)));
  await tx.delete(testSeriesEnrolments).where(and(eq(testSeriesEnrolments.orderId, orderId), gte(testSeriesEnrolments.startsAt, sql`now()`)));
  await tx
    .update(testSeriesEnrolments)
    .set({ endsAt: sql`least(${testSeriesEnrolments.endsAt}, now())` })
    .where(and(eq(testSeriesEnrolments.orderId, orderId), lt(testSeriesEnrolments.startsAt, sql`now()`)));
  await tx.delete(courseEnrolments).where(eq(courseEnrolments.orderId, orderId));
}

/**
 * Applies one verified event inside the caller's transaction. The event id is recorded first (a
 * replay is a no-op); every status change is `UPDATE … WHERE status = <expected>`, so of two
 * confirmations racing for one order only one changes it and only that one grants.
 */
export async function applyEvent(tx: Tx, providerName: string, event: WebhookEvent): Promise<EventOutcome> {
  const recorded = await tx
    .insert(paymentEvents)
    .values({ provider: providerName, eventId: event.id })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  if (recorded.length === 0) return { kind: 'duplicate' };

  // Locked, so the amount checked is the order's amount when its status changes.
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.provider, providerName), eq(orders.providerPaymentId, event.paymentId)))
    .for('update');
  if (order === undefined) return { kind: 'unknown_payment' };

  switch (event.type) {
    case 'payment.captured': {
      if (event.amountPaise !== order.amountPaise) {
        throw new AmountMismatchError(order.id, order.amountPaise, event.amountPaise);
      }
      const [paid] = await tx
        .update(orders)
        .set({ status: 'paid', paidAt: sql`now()` })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
        .returning();
      if (paid !== undefined) {
        await grant(tx, paid);
        return { kind: 'paid', orderId: paid.id };
      }
      // Paid for an order the learner had replaced (or whose payment had failed): nothing is
      // granted and the money goes back.
      const [refunded] = await tx
        .update(orders)
        .set({ status: 'refunded', paidAt: sql`now()`, refundedAt: sql`now()` })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'failed')))
        .returning({ id: orders.id });
      if (refunded !== undefined) {
        return { kind: 'refund_due', orderId: order.id, paymentId: order.providerPaymentId, amountPaise: order.amountPaise };
      }
      return { kind: 'ignored', orderId: order.id };
    }
    case 'payment.failed': {
      const [failed] = await tx
        .update(orders)
        .set({ status: 'failed', failedAt: sql`now()` })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
        .returning({ id: orders.id });
      if (failed === undefined) return { kind: 'ignored', orderId: order.id };
      // A failed payment does not spend the promo code.
      await tx.delete(promoRedemptions).where(eq(promoRedemptions.orderId, order.id));
      return { kind: 'failed', orderId: order.id };
    }
    case 'refund.processed': {
      const [refunded] = await tx
        .update(orders)
        .set({ status: 'refunded', refundedAt: sql`now()` })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'paid')))
        .returning({ id: orders.id });
      if (refunded === undefined) return { kind: 'ignored', orderId: order.id };
      await endGrant(tx, order.id);
      return { kind: 'refunded', orderId: order.id };
    }
  }
}
