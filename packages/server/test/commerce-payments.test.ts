import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeTestPaymentResponse, paymentWebhookResponse, type OrderBody } from '@pariksha/contract';
import {
  courseEnrolments,
  paymentEvents,
  promoRedemptions,
  testSeriesEnrolments,
  userSubscriptions,
} from '../src/db/commerce-schema.js';
import { expectFailure, signUp, type SignedUp } from './support/accounts.js';
import {
  captured,
  completePayment,
  eventId,
  orderRow,
  ordersOf,
  placeOrder,
  postWebhook,
  seriesItem,
  startCommerceServer,
} from './support/commerce.js';
import { databaseTargets } from './support/databases.js';
import type { TestServer } from './support/test-server.js';

const dayMs = 24 * 60 * 60 * 1000;

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`payments and grants ${target.title}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startCommerceServer(target);
    });
    afterAll(async () => {
      await server?.close();
    });

    const db = () => server.database.db;

    async function pendingOrder(learner: SignedUp, body: OrderBody = { item: seriesItem() }) {
      const { data } = await placeOrder(server, learner.token, body);
      return { orderId: data.order.id, paymentId: data.payment.payment_id, amount: data.order.amount_paise };
    }

    const seriesGrants = (orderId: number) => db().select().from(testSeriesEnrolments).where(eq(testSeriesEnrolments.orderId, orderId));
    const planGrants = (userId: number) =>
      db().select().from(userSubscriptions).where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.isTrial, false)));

    async function webhookOk(body: Parameters<typeof postWebhook>[1], options: Parameters<typeof postWebhook>[2] = {}) {
      const response = await postWebhook(server, body, options);
      expect(response.statusCode, response.body).toBe(200);
      return paymentWebhookResponse.parse(response.json()).data;
    }

    describe('the test payment page', () => {
      it('Succeed pays the order and unlocks the series for a year, once', async () => {
        const learner = await signUp(server);
        const order = await pendingOrder(learner);
        const response = await completePayment(server, learner.token, order.paymentId, 'succeed');
        const body = completeTestPaymentResponse.parse(response.json());
        expect(body.msg).toBe('Payment received. SSC CPO Test Series is unlocked.');
        expect(body.data.order).toMatchObject({ id: order.orderId, status: 'paid', paid_at: expect.any(String) });
        const grants = await seriesGrants(order.orderId);
        expect(grants).toHaveLength(1);
        const days = ((grants[0]?.endsAt.getTime() ?? 0) - (grants[0]?.startsAt.getTime() ?? 0)) / dayMs;
        expect(Math.round(days)).toBe(365);
        // Its event went through the signed webhook path and was recorded.
        expect(await db().$count(paymentEvents)).toBeGreaterThan(0);

        const again = expectFailure(await completePayment(server, learner.token, order.paymentId, 'succeed'), 409);
        expect(again.code).toBe('order_not_pending');
        expect(await seriesGrants(order.orderId)).toHaveLength(1);
      });

      it('Fail fails the order, grants nothing and says so in Hindi', async () => {
        const learner = await signUp(server);
        const order = await pendingOrder(learner);
        const response = await completePayment(server, learner.token, order.paymentId, 'fail', 'hi');
        const body = completeTestPaymentResponse.parse(response.json());
        expect(body.msg).toBe('भुगतान नहीं हो सका। कोई पैसा नहीं कटा; आप फिर से कोशिश कर सकते हैं।');
        expect(body.data.order).toMatchObject({ status: 'failed', failed_at: expect.any(String), paid_at: null });
        expect(await seriesGrants(order.orderId)).toEqual([]);
        expect((await completePayment(server, learner.token, order.paymentId, 'succeed')).statusCode).toBe(409);
        expect(await seriesGrants(order.orderId)).toEqual([]);
      });
    });

    describe('exactly once', () => {
      it('applies the same event delivered twice once', async () => {
        const learner = await signUp(server);
        const order = await pendingOrder(learner);
        const event = captured(order.paymentId, order.amount);
        expect(await webhookOk(event)).toEqual({ received: true, duplicate: false });
        const paidAt = (await orderRow(server, order.orderId)).paidAt;
        expect(await webhookOk(event)).toEqual({ received: true, duplicate: true });
        expect(await seriesGrants(order.orderId)).toHaveLength(1);
        expect((await orderRow(server, order.orderId)).paidAt).toEqual(paidAt);
      });

      it('grants once when two different captures for one payment arrive together', async () => {
        const learner = await signUp(server);
        const order = await pendingOrder(learner, { item: { kind: 'plan', plan_name: 'GOLD', billing: 'monthly' } });
        const results = await Promise.all(
          [1, 2, 3].map(() => postWebhook(server, captured(order.paymentId, order.amount))),
        );
        for (const result of results) expect(result.statusCode, result.body).toBe(200);
        for (const result of results) expect(paymentWebhookResponse.parse(result.json()).data.duplicate).toBe(false);
        const grants = await planGrants(learner.user.id);
        expect(grants).toHaveLength(1);
        expect(grants[0]?.orderId).toBe(order.orderId);
        expect((await orderRow(server, order.orderId)).status).toBe('paid');
      });

      it('refuses a replayed event id even with a fresh signature', async () => {
        const learner = await signUp(server);
        const order = await pendingOrder(learner);
        const event = captured(order.paymentId, order.amount);
        await webhookOk(event);
        await webhookOk({ id: eventId(), type: 'refund.processed', payment_id: order.paymentId, amount_paise: order.amount });
        expect((await orderRow(server, order.orderId)).status).toBe('refunded');
        // The captured event again, re-signed a minute later: already seen, nothing changes.
        expect(await webhookOk(event, { t: Math.floor(Date.now() / 1000) + 60 })).toEqual({ received: true, duplicate: true });
        const row = await orderRow(server, order.orderId);
        expect(row.status).toBe('refunded');
        const grants = await seriesGrants(order.orderId);
        expect(grants).toHaveLength(1);
        expect(grants[0]?.endsAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      });
    });

    describe('signatures', () => {
      let order: { orderId: number; paymentId: string; amount: number };
      beforeAll(async () => {
        order = await pendingOrder(await signUp(server));
      });

      async function refused(response: Awaited<ReturnType<typeof postWebhook>>) {
        const failure = expectFailure(response, 400);
        expect(failure.code).toBe('webhook_signature_invalid');
        expect((await orderRow(server, order.orderId)).status).toBe('pending');
        expect(await seriesGrants(order.orderId)).toEqual([]);
      }

      it('refuses a forged signature, a tampered body and a missing or malformed header', async () => {
        const event = captured(order.paymentId, order.amount);
        await refused(await postWebhook(server, event, { secret: 'not-the-secret-not-the-secret-not-the-secret' }));
        // Signed for one body, sent with another.
        await refused(await postWebhook(server, event, { sign: JSON.stringify({ ...event, amount_paise: 1 }) }));
        await refused(await postWebhook(server, event, { header: null }));
        await refused(await postWebhook(server, event, { header: 'v1=abc' }));
        await refused(await postWebhook(server, event, { header: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` }));
        expect(await db().$count(paymentEvents, eq(paymentEvents.eventId, event.id))).toBe(0);
      });

      it('refuses a signature older or newer than five minutes', async () => {
        // A minute beyond the tolerance either way: a slow machine's seconds between signing and
        // checking must not bring the future one back inside it.
        const now = Math.floor(Date.now() / 1000);
        await refused(await postWebhook(server, captured(order.paymentId, order.amount), { t: now - 360 }));
        await refused(await postWebhook(server, captured(order.paymentId, order.amount), { t: now + 360 }));
        // Within the tolerance it is accepted.
        await webhookOk(captured(order.paymentId, order.amount), { t: now - 200 });
        expect((await orderRow(server, order.orderId)).status).toBe('paid');
      });

      it('answers 404 for an unknown provider', async () => {
        const response = await postWebhook(server, captured(order.paymentId, order.amount), { provider: 'razorpay' });
        expect(expectFailure(response, 404).code).toBe('not_found');
      });
    });

    it('refuses a capture whose amount is not the order’s', async () => {
      const learner = await signUp(server);
      const order = await pendingOrder(learner, { item: seriesItem(), promo_code: 'WELCOME10' });
      const wrong = captured(order.paymentId, order.amount + 5_990);
      const failure = expectFailure(await postWebhook(server, wrong), 400);
      expect(failure.msg).toBe('The amount does not match the order.');
      expect((await orderRow(server, order.orderId)).status).toBe('pending');
      expect(await seriesGrants(order.orderId)).toEqual([]);
      // Refused as a whole: the event id is not spent, and the right amount still pays.
      expect(await db().$count(paymentEvents, eq(paymentEvents.eventId, wrong.id))).toBe(0);
      await webhookOk(captured(order.paymentId, order.amount));
      expect((await orderRow(server, order.orderId)).status).toBe('paid');
    });

    it('refunds a capture for an order that was replaced, and grants nothing for it', async () => {
      const learner = await signUp(server);
      const replaced = await pendingOrder(learner, { item: seriesItem(), promo_code: 'WELCOME10' });
      const current = await pendingOrder(learner, { item: seriesItem('rrb-je-test-series') });
      expect((await orderRow(server, replaced.orderId)).status).toBe('failed');

      await webhookOk(captured(replaced.paymentId, replaced.amount));
      const row = await orderRow(server, replaced.orderId);
      expect(row).toMatchObject({ status: 'refunded' });
      expect(row.paidAt).not.toBeNull();
      expect(row.refundedAt).not.toBeNull();
      expect(await seriesGrants(replaced.orderId)).toEqual([]);
      // The test provider's refund came back through the webhook as a refund.processed event.
      const events = await db().$count(paymentEvents);
      expect(events).toBeGreaterThanOrEqual(2);
      expect((await orderRow(server, current.orderId)).status).toBe('pending');
      // Its promo code was released when it was replaced, and stays free.
      expect(await db().$count(promoRedemptions, eq(promoRedemptions.userId, learner.user.id))).toBe(0);
    });

    it('a failed payment frees its promo code', async () => {
      const learner = await signUp(server);
      const order = await pendingOrder(learner, { item: seriesItem(), promo_code: 'WELCOME10' });
      expect(await db().$count(promoRedemptions, eq(promoRedemptions.orderId, order.orderId))).toBe(1);
      await webhookOk({ id: eventId(), type: 'payment.failed', payment_id: order.paymentId, amount_paise: order.amount });
      const row = await orderRow(server, order.orderId);
      expect(row.status).toBe('failed');
      expect(row.failedAt).not.toBeNull();
      expect(await db().$count(promoRedemptions, eq(promoRedemptions.orderId, order.orderId))).toBe(0);
      // A capture arriving after the failure is refunded, not granted.
      await webhookOk(captured(order.paymentId, order.amount));
      expect((await orderRow(server, order.orderId)).status).toBe('refunded');
      expect(await seriesGrants(order.orderId)).toEqual([]);
    });

    describe('grants', () => {
      it('a plan: a paid membership with its order, the next one starting when it ends; BASIC keeps its exam', async () => {
        const learner = await signUp(server);
        const first = await pendingOrder(learner, { item: { kind: 'plan', plan_name: 'GOLD', billing: 'monthly' } });
        await completePayment(server, learner.token, first.paymentId, 'succeed');
        const second = await pendingOrder(learner, { item: { kind: 'plan', plan_name: 'GOLD', billing: 'annual' } });
        await completePayment(server, learner.token, second.paymentId, 'succeed');
        const rows = (await planGrants(learner.user.id)).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
        expect(rows.map((row) => row.orderId)).toEqual([first.orderId, second.orderId]);
        const [month, year] = rows;
        if (month === undefined || year === undefined) throw new Error('Two memberships expected.');
        expect(Math.round((month.endsAt.getTime() - month.startsAt.getTime()) / dayMs)).toBeGreaterThanOrEqual(28);
        expect(Math.round((month.endsAt.getTime() - month.startsAt.getTime()) / dayMs)).toBeLessThanOrEqual(31);
        expect(year.startsAt.getTime()).toBe(month.endsAt.getTime());
        expect(Math.round((year.endsAt.getTime() - year.startsAt.getTime()) / dayMs)).toBeGreaterThanOrEqual(365);

        const basic = await pendingOrder(learner, {
          item: { kind: 'plan', plan_name: 'BASIC', billing: 'monthly', exam_slug: 'rrb-je-cbt-1' },
        });
        await completePayment(server, learner.token, basic.paymentId, 'succeed');
        const [basicRow] = await db().select().from(userSubscriptions).where(eq(userSubscriptions.orderId, basic.orderId));
        expect(basicRow?.examId).not.toBeNull();
        // A different plan starts now.
        expect(Math.abs((basicRow?.startsAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
      });

      it('a refund ends what the order granted: membership, test series and course', async () => {
        const learner = await signUp(server);
        const refund = (order: { paymentId: string; amount: number }) =>
          webhookOk({ id: eventId(), type: 'refund.processed', payment_id: order.paymentId, amount_paise: order.amount });

        const series = await pendingOrder(learner);
        await completePayment(server, learner.token, series.paymentId, 'succeed');
        await refund(series);
        expect(await orderRow(server, series.orderId)).toMatchObject({ status: 'refunded' });
        const [seriesGrant] = await seriesGrants(series.orderId);
        expect(seriesGrant?.endsAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

        const plan = await pendingOrder(learner, { item: { kind: 'plan', plan_name: 'PLATINUM', billing: 'monthly' } });
        await completePayment(server, learner.token, plan.paymentId, 'succeed');
        await refund(plan);
        const active = await db()
          .select()
          .from(userSubscriptions)
          .where(and(eq(userSubscriptions.userId, learner.user.id), sql`${userSubscriptions.endsAt} > now()`));
        expect(active).toEqual([]);

        const course = await pendingOrder(learner, { item: { kind: 'course', slug: 'ssc-gd-constable' } });
        await completePayment(server, learner.token, course.paymentId, 'succeed');
        expect(await db().$count(courseEnrolments, eq(courseEnrolments.orderId, course.orderId))).toBe(1);
        await refund(course);
        expect(await db().$count(courseEnrolments, eq(courseEnrolments.orderId, course.orderId))).toBe(0);

        // A refund for an order that is not paid changes nothing.
        const pending = await pendingOrder(learner, { item: seriesItem('rrb-je-test-series') });
        await refund(pending);
        expect((await orderRow(server, pending.orderId)).status).toBe('pending');
        expect((await ordersOf(server, learner.user.id, 'refunded')).map((row) => row.id).sort()).toEqual(
          [series.orderId, plan.orderId, course.orderId].sort(),
        );
      });
    });
  });
}
