import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeTestPaymentResponse,
  getMyOrdersResponse,
  getOrderResponse,
  getReceiptResponse,
  getTestPaymentResponse,
  previewOrderResponse,
} from '@pariksha/contract';
import { courseEnrolments, orders, promoRedemptions, subscriptionPlans } from '../src/db/commerce-schema.js';
import { courses } from '../src/db/content-schema.js';
import { call, expectFailure, signUp, type SignedUp } from './support/accounts.js';
import {
  completePayment,
  ordersOf,
  placeOrder,
  postOrder,
  previewOrder,
  seriesItem,
  startCommerceServer,
} from './support/commerce.js';
import { databaseTargets } from './support/databases.js';
import type { TestServer } from './support/test-server.js';
import { learnerLimits } from '../src/http/rate-limits.js';

const gstOf = (amount: number) => Math.round((amount * 18) / 118);

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`checkout and orders ${target.title}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startCommerceServer(target);
    });
    afterAll(async () => {
      await server?.close();
    });

    async function quote(learner: SignedUp, body: unknown, lang = 'en') {
      const response = await previewOrder(server, learner.token, body, lang);
      expect(response.statusCode, response.body).toBe(200);
      return previewOrderResponse.parse(response.json()).data.quote;
    }

    describe('prices', () => {
      let learner: SignedUp;
      beforeAll(async () => {
        learner = await signUp(server);
      });

      it('prices a test series from the catalogue, GST included', async () => {
        expect(await quote(learner, { item: seriesItem() })).toEqual({
          kind: 'test_series',
          item_name: 'SSC CPO Test Series',
          item_slug: 'ssc-cpo-test-series',
          billing: null,
          exam_name: null,
          exam_slug: null,
          list_paise: 59_900,
          discount_paise: 0,
          amount_paise: 59_900,
          gst_paise: gstOf(59_900),
          gst_percent: 18,
          promo_code: null,
        });
        expect(gstOf(59_900)).toBe(9137);
        expect((await quote(learner, { item: seriesItem() }, 'hi')).item_name).toBe('SSC CPO टेस्ट सीरीज़');
      });

      it('takes 10% off a test series with WELCOME10, in any case', async () => {
        const withCode = await quote(learner, { item: seriesItem('rbi-grade-b-test-series'), promo_code: ' welcome10 ' });
        expect(withCode).toMatchObject({
          list_paise: 79_900,
          discount_paise: 7_990,
          amount_paise: 71_910,
          gst_paise: gstOf(71_910),
          promo_code: 'WELCOME10',
        });
        expect(withCode.gst_paise).toBe(10_969);
        // '' is no code.
        expect(await quote(learner, { item: seriesItem(), promo_code: '' })).toMatchObject({ discount_paise: 0, promo_code: null });
      });

      it('prices plans by billing, and BASIC with its locked exam', async () => {
        expect(await quote(learner, { item: { kind: 'plan', plan_name: 'GOLD', billing: 'annual' } })).toMatchObject({
          kind: 'plan',
          item_name: 'GOLD plan (annual)',
          item_slug: 'GOLD',
          billing: 'annual',
          list_paise: 249_900,
          amount_paise: 249_900,
          gst_paise: gstOf(249_900),
        });
        expect(await quote(learner, { item: { kind: 'plan', plan_name: 'PLATINUM', billing: 'monthly' } }, 'hi')).toMatchObject({
          item_name: 'PLATINUM प्लान (मासिक)',
          list_paise: 59_900,
        });
        const basic = { kind: 'plan', plan_name: 'BASIC', billing: 'monthly', exam_slug: 'ssc-cpo-paper-1' };
        expect(await quote(learner, { item: basic })).toMatchObject({
          list_paise: 14_900,
          exam_slug: 'ssc-cpo-paper-1',
          exam_name: expect.stringContaining('Sub-Inspector'),
        });
      });

      it('prices a course from the catalogue', async () => {
        expect(await quote(learner, { item: { kind: 'course', slug: 'ssc-gd-constable' } })).toMatchObject({
          kind: 'course',
          item_slug: 'ssc-gd-constable',
          list_paise: 99_900,
          amount_paise: 99_900,
          discount_paise: 0,
        });
      });

      it('asks BASIC for a locked exam, naming item.exam_slug', async () => {
        const basic = (exam_slug?: string) => ({
          item: { kind: 'plan', plan_name: 'BASIC', billing: 'annual', ...(exam_slug === undefined ? {} : { exam_slug }) },
        });
        for (const [body, message] of [
          [basic(), 'Choose the exam you want BASIC to unlock.'],
          [basic('no-such-exam'), 'We could not find that exam. Choose one from the list.'],
          [basic('ssc-cgl-tier-1'), 'This exam is free for everyone. Choose a locked exam for BASIC.'],
        ] as const) {
          const failure = expectFailure(await previewOrder(server, learner.token, body), 400);
          expect(failure).toMatchObject({ code: 'validation_failed', msg: message, fields: { 'item.exam_slug': message } });
        }
      });

      it('answers 404 for an unknown plan, course or series and 400 for a free series', async () => {
        expectFailure(await previewOrder(server, learner.token, { item: { kind: 'course', slug: 'no-such-course' } }), 404);
        const series = expectFailure(await previewOrder(server, learner.token, { item: seriesItem('no-such-series') }), 404);
        expect(series).toMatchObject({ code: 'not_found', msg: 'Test series not found.', fields: { 'item.slug': 'Test series not found.' } });
        const free = expectFailure(await postOrder(server, learner.token, { item: seriesItem('ssc-cgl-mock-test-series') }), 400);
        expect(free).toMatchObject({ msg: 'Every test in it is free.', fields: { 'item.slug': 'Every test in it is free.' } });
        // A plan name outside the enum is the contract's 400.
        expectFailure(await previewOrder(server, learner.token, { item: { kind: 'plan', plan_name: 'DIAMOND', billing: 'annual' } }), 400);
      });

      it('refuses a price, amount, quantity or any field the client adds (400), and places no order', async () => {
        const bodies = [
          { item: seriesItem(), price: 1 },
          { item: seriesItem(), amount: 100 },
          { item: seriesItem(), amount_paise: 100 },
          { item: seriesItem(), quantity: -1 },
          { item: seriesItem(), quantity: 2 },
          { item: { ...seriesItem(), price: 1 } },
          { item: { ...seriesItem(), quantity: -3 } },
          { item: { kind: 'plan', plan_name: 'GOLD', billing: 'annual', price_annually: 1 } },
          { item: seriesItem(), discount_paise: 59_900 },
        ];
        for (const body of bodies) {
          expectFailure(await postOrder(server, learner.token, body), 400);
          expectFailure(await previewOrder(server, learner.token, body), 400);
        }
        expect(await ordersOf(server, learner.user.id)).toEqual([]);
      });

      it('needs a signed-in learner', async () => {
        expectFailure(await call(server, 'POST', '/previewOrder', { payload: { item: seriesItem() } }), 401);
        expectFailure(await call(server, 'POST', '/createOrder', { payload: { item: seriesItem() } }), 401);
        expectFailure(await call(server, 'GET', '/getMyOrders'), 401);
      });
    });

    describe('WELCOME10', () => {
      it('refuses an unknown code and a code that does not apply, in English and Hindi', async () => {
        const learner = await signUp(server);
        const unknown = expectFailure(await previewOrder(server, learner.token, { item: seriesItem(), promo_code: 'WELCOME20' }), 400);
        expect(unknown.fields).toEqual({ promo_code: 'This promo code is not valid. Check the spelling and try again.' });
        const course = { item: { kind: 'course', slug: 'ssc-gd-constable' }, promo_code: 'WELCOME10' };
        const onCourse = expectFailure(await postOrder(server, learner.token, course), 400);
        expect(onCourse).toMatchObject({ code: 'validation_failed', fields: { promo_code: 'WELCOME10 takes 10% off test series only.' } });
        const plan = { item: { kind: 'plan', plan_name: 'GOLD', billing: 'monthly' }, promo_code: 'WELCOME10' };
        const onPlanHi = expectFailure(await previewOrder(server, learner.token, plan, 'hi'), 400);
        expect(onPlanHi.fields?.promo_code).toBe('WELCOME10 से केवल टेस्ट सीरीज़ पर 10% की छूट मिलती है।');
        expect(await ordersOf(server, learner.user.id)).toEqual([]);
      });

      it('works once: after a paid order with it, the code is refused', async () => {
        const learner = await signUp(server);
        const { data } = await placeOrder(server, learner.token, { item: seriesItem(), promo_code: 'WELCOME10' });
        expect(data.order).toMatchObject({ status: 'pending', discount_paise: 5_990, amount_paise: 53_910, promo_code: 'WELCOME10' });
        expect((await completePayment(server, learner.token, data.payment.payment_id, 'succeed')).statusCode).toBe(200);

        const again = { item: seriesItem('rrb-je-test-series'), promo_code: 'WELCOME10' };
        const used = 'You have already used WELCOME10. It works once per learner.';
        expect(expectFailure(await previewOrder(server, learner.token, again), 400).fields).toEqual({ promo_code: used });
        expect(expectFailure(await postOrder(server, learner.token, again), 400).fields).toEqual({ promo_code: used });
        const hi = expectFailure(await postOrder(server, learner.token, again, 'hi'), 400);
        expect(hi.fields?.promo_code).toBe('आप WELCOME10 पहले ही इस्तेमाल कर चुके हैं। यह हर विद्यार्थी के लिए एक ही बार चलता है।');
        // Without the code the same series can still be bought.
        await placeOrder(server, learner.token, { item: seriesItem('rrb-je-test-series') });
      });

      it('is free again after a failed payment', async () => {
        const learner = await signUp(server);
        const first = await placeOrder(server, learner.token, { item: seriesItem(), promo_code: 'WELCOME10' });
        expect((await completePayment(server, learner.token, first.data.payment.payment_id, 'fail')).statusCode).toBe(200);
        const rows = await server.database.db.select().from(promoRedemptions).where(eq(promoRedemptions.userId, learner.user.id));
        expect(rows).toEqual([]);
        expect((await quote(learner, { item: seriesItem(), promo_code: 'WELCOME10' })).discount_paise).toBe(5_990);
        const second = await placeOrder(server, learner.token, { item: seriesItem(), promo_code: 'WELCOME10' });
        expect(second.data.order.promo_code).toBe('WELCOME10');
      });

      it('is free again when a pending order holding it is replaced by a new order', async () => {
        const learner = await signUp(server);
        const first = await placeOrder(server, learner.token, { item: seriesItem(), promo_code: 'WELCOME10' });
        const second = await placeOrder(server, learner.token, { item: seriesItem('rrb-je-test-series'), promo_code: 'WELCOME10' });
        expect((await ordersOf(server, learner.user.id, 'pending')).map((row) => row.id)).toEqual([second.data.order.id]);
        const replaced = await ordersOf(server, learner.user.id, 'failed');
        expect(replaced.map((row) => row.id)).toEqual([first.data.order.id]);
        expect(replaced[0]?.failedAt).not.toBeNull();
        const rows = await server.database.db.select().from(promoRedemptions).where(eq(promoRedemptions.userId, learner.user.id));
        expect(rows.map((row) => row.orderId)).toEqual([second.data.order.id]);
      });

      it('holds for one order when two orders with it race', async () => {
        const learner = await signUp(server);
        const responses = await Promise.all([
          postOrder(server, learner.token, { item: seriesItem(), promo_code: 'WELCOME10' }),
          postOrder(server, learner.token, { item: seriesItem('rbi-grade-b-test-series'), promo_code: 'WELCOME10' }),
          postOrder(server, learner.token, { item: seriesItem('rrb-je-test-series'), promo_code: 'WELCOME10' }),
        ]);
        for (const response of responses) expect([201, 400], response.body).toContain(response.statusCode);
        expect(responses.some((response) => response.statusCode === 201)).toBe(true);
        const rows = await server.database.db.select().from(promoRedemptions).where(eq(promoRedemptions.userId, learner.user.id));
        expect(rows).toHaveLength(1);
        const pending = await ordersOf(server, learner.user.id, 'pending');
        expect(pending.map((row) => row.id)).toEqual(rows.map((row) => row.orderId));
      });
    });

    describe('orders', () => {
      it('places a pending order with a test payment, replacing older pending orders', async () => {
        const learner = await signUp(server);
        const first = await placeOrder(server, learner.token, { item: { kind: 'plan', plan_name: 'GOLD', billing: 'monthly' } });
        expect(first.msg).toBe('Order placed for GOLD plan (monthly). Complete the payment to unlock it.');
        expect(first.data.payment).toEqual({
          provider: 'test',
          payment_id: expect.stringMatching(/^pay_test_[A-Za-z0-9_-]{24}$/),
          checkout_url: `/dashboard/pay/${first.data.payment.payment_id}`,
          test_mode: true,
        });
        expect(first.data.order).toMatchObject({
          status: 'pending',
          reference: `PRK-${String(first.data.order.id).padStart(6, '0')}`,
          provider: 'test',
          payment_id: first.data.payment.payment_id,
          paid_at: null,
        });
        const second = await placeOrder(server, learner.token, { item: seriesItem() }, 'hi');
        expect(second.msg).toBe('SSC CPO टेस्ट सीरीज़ का ऑर्डर हो गया। इसे अनलॉक करने के लिए भुगतान पूरा करें।');
        const stale = await call(server, 'GET', `/getOrder/${first.data.order.id}`, { token: learner.token });
        expect(getOrderResponse.parse(stale.json()).data.order.status).toBe('failed');
        // The replaced order's payment page can no longer be paid.
        const late = expectFailure(await completePayment(server, learner.token, first.data.payment.payment_id, 'succeed'), 409);
        expect(late).toMatchObject({ code: 'order_not_pending', msg: 'This order is no longer waiting for payment.' });
      });

      it('refuses a course the learner is enrolled in and a test series they hold (409)', async () => {
        const learner = await signUp(server);
        const series = await placeOrder(server, learner.token, { item: seriesItem('rrb-je-test-series') });
        await completePayment(server, learner.token, series.data.payment.payment_id, 'succeed');
        const held = expectFailure(await previewOrder(server, learner.token, { item: seriesItem('rrb-je-test-series') }), 409);
        expect(held).toMatchObject({ code: 'already_owned', msg: 'You already have this test series.' });

        const [course] = await server.database.db.select().from(courses).where(eq(courses.slug, 'rrb-group-d'));
        if (course === undefined) throw new Error('No course rrb-group-d.');
        await server.database.db.insert(courseEnrolments).values({ userId: learner.user.id, courseId: course.id });
        const enrolled = expectFailure(await postOrder(server, learner.token, { item: { kind: 'course', slug: 'rrb-group-d' } }), 409);
        expect(enrolled).toMatchObject({ code: 'already_owned', msg: 'You are already enrolled in this course.' });
        // A plan can be bought again: it extends the membership.
        await quote(learner, { item: { kind: 'plan', plan_name: 'GOLD', billing: 'monthly' } });
      });

      it('lists the learner’s orders newest first, and their trials', async () => {
        const learner = await signUp(server);
        const [gold] = await server.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.planName, 'GOLD'));
        const trial = await call(server, 'POST', '/startTrial', { token: learner.token, payload: { plan_id: gold?.id } });
        expect(trial.statusCode, trial.body).toBe(201);
        const first = await placeOrder(server, learner.token, { item: seriesItem(), promo_code: 'WELCOME10' });
        await completePayment(server, learner.token, first.data.payment.payment_id, 'succeed');
        const second = await placeOrder(server, learner.token, { item: { kind: 'course', slug: 'ssc-gd-constable' } });

        const response = await call(server, 'GET', '/getMyOrders?lang=hi', { token: learner.token });
        const { data } = getMyOrdersResponse.parse(response.json());
        expect(data.orders.map((order) => [order.id, order.status])).toEqual([
          [second.data.order.id, 'pending'],
          [first.data.order.id, 'paid'],
        ]);
        expect(data.orders[1]).toMatchObject({ item_name: 'SSC CPO टेस्ट सीरीज़', promo_code: 'WELCOME10', amount_paise: 53_910 });
        expect(data.trials).toEqual([
          { plan_name: 'GOLD', exam_name: null, starts_at: expect.any(String), ends_at: expect.any(String), active: true },
        ]);
        // Another learner sees none of it.
        const other = await signUp(server);
        const theirs = getMyOrdersResponse.parse((await call(server, 'GET', '/getMyOrders', { token: other.token })).json());
        expect(theirs.data).toEqual({ orders: [], trials: [] });
      });

      it('gives a receipt for a paid order only', async () => {
        const learner = await signUp(server, { first_name: 'Meera' });
        const { data } = await placeOrder(server, learner.token, { item: seriesItem('rbi-grade-b-test-series') });
        const pending = expectFailure(await call(server, 'GET', `/getReceipt/${data.order.id}`, { token: learner.token }), 404);
        expect(pending.code).toBe('not_found');
        await completePayment(server, learner.token, data.payment.payment_id, 'succeed');
        const response = await call(server, 'GET', `/getReceipt/${data.order.id}?lang=hi`, { token: learner.token });
        const { receipt } = getReceiptResponse.parse(response.json()).data;
        const paidYear = new Date(receipt.order.paid_at ?? '').getUTCFullYear();
        expect(receipt).toMatchObject({
          receipt_number: expect.stringMatching(new RegExp(`^PRK-R-(${paidYear}|${paidYear + 1})-${String(data.order.id).padStart(6, '0')}$`)),
          billed_to: { name: 'Meera', email: learner.email, phone: learner.user.phone },
          seller: { name: 'Pariksha Learning Pvt. Ltd.', gstin: null },
          taxable_paise: 79_900 - gstOf(79_900),
          test_mode: true,
        });
        expect(receipt.order).toMatchObject({ status: 'paid', item_name: 'RBI ग्रेड B टेस्ट सीरीज़', amount_paise: 79_900 });
        expect(receipt.seller.address).toMatch(/\d{6}, India$/);
      });
    });

    describe('limits per learner', () => {
      it(`limits createOrder to ${learnerLimits.createOrder} and previewOrder to ${learnerLimits.previewOrder} a minute per learner, whatever the address`, async () => {
        const learner = await signUp(server);
        const send = (path: string, token = learner.token) => call(server, 'POST', path, { token, payload: { item: seriesItem() } });
        for (let i = 0; i < learnerLimits.previewOrder; i++) expect((await send('/previewOrder')).statusCode).toBe(200);
        expect(expectFailure(await send('/previewOrder'), 429).code).toBe('rate_limited');
        for (let i = 0; i < learnerLimits.createOrder; i++) expect((await send('/createOrder')).statusCode).toBe(201);
        expectFailure(await send('/createOrder'), 429);
        // Another learner, from the same address as the last request, is not held back.
        const neighbour = await signUp(server);
        const other = await call(server, 'POST', '/createOrder', { token: neighbour.token, payload: { item: seriesItem() }, remoteAddress: '10.250.1.1' });
        expect(other.statusCode).toBe(201);
        const again = await call(server, 'POST', '/createOrder', { token: neighbour.token, payload: { item: seriesItem() }, remoteAddress: '10.250.1.1' });
        expect(again.statusCode).toBe(201);
      });
    });

    describe("another learner's order", () => {
      it('is a 404 on getOrder, getReceipt and the test payment routes, and is left as it was', async () => {
        const owner = await signUp(server);
        const intruder = await signUp(server);
        const paid = await placeOrder(server, owner.token, { item: seriesItem() });
        await completePayment(server, owner.token, paid.data.payment.payment_id, 'succeed');
        const pending = await placeOrder(server, owner.token, { item: { kind: 'plan', plan_name: 'GOLD', billing: 'annual' } });
        const paymentId = pending.data.payment.payment_id;

        // The owner can read them.
        expect((await call(server, 'GET', `/getOrder/${paid.data.order.id}`, { token: owner.token })).statusCode).toBe(200);
        expect((await call(server, 'GET', `/getReceipt/${paid.data.order.id}`, { token: owner.token })).statusCode).toBe(200);
        const page = await call(server, 'GET', `/testPayments/${paymentId}`, { token: owner.token });
        expect(getTestPaymentResponse.parse(page.json()).data).toMatchObject({ payment_id: paymentId, order: { status: 'pending' } });

        for (const path of [`/getOrder/${paid.data.order.id}`, `/getReceipt/${paid.data.order.id}`, `/getOrder/${pending.data.order.id}`]) {
          expect(expectFailure(await call(server, 'GET', path, { token: intruder.token }), 404).code).toBe('not_found');
        }
        expectFailure(await call(server, 'GET', `/testPayments/${paymentId}`, { token: intruder.token }), 404);
        for (const outcome of ['succeed', 'fail'] as const) {
          const refused = expectFailure(await completePayment(server, intruder.token, paymentId, outcome), 404);
          expect(refused.msg).toBe('Payment not found.');
        }
        const [row] = await server.database.db.select().from(orders).where(eq(orders.id, pending.data.order.id));
        expect(row?.status).toBe('pending');

        // The owner still pays it.
        const done = await completePayment(server, owner.token, paymentId, 'succeed');
        expect(completeTestPaymentResponse.parse(done.json())).toMatchObject({
          data: { order: { status: 'paid' } },
          msg: 'Payment received. Your GOLD plan (annual) is active.',
        });
        const mine = await server.database.db
          .select()
          .from(orders)
          .where(and(eq(orders.userId, intruder.user.id)));
        expect(mine).toEqual([]);
      });
    });
  });
}
