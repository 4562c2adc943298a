import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getReceiptResponse } from '@pariksha/contract';
import type { PaymentProvider, WebhookEvent } from '../src/services/commerce/index.js';
import { call, expectFailure, signUp } from './support/accounts.js';
import { newTestPaymentId, placeOrder, seriesItem } from './support/commerce.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** A stand-in for a real gateway: not test mode, its own ids and its own (trivial) signature. */
function fakeGateway(): PaymentProvider & { refunds: string[] } {
  let next = 0;
  const refunds: string[] = [];
  return {
    name: 'fakepay',
    testMode: false,
    refunds,
    async createPayment(order) {
      const paymentId = `fp_${order.id}_${++next}`;
      return { paymentId, checkoutUrl: `https://pay.example.in/checkout/${paymentId}` };
    },
    verifyWebhook(rawBody, headers) {
      if (headers['x-fake-signature'] !== 'ok') return null;
      return JSON.parse(rawBody) as WebhookEvent;
    },
    async refund(paymentId) {
      refunds.push(paymentId);
    },
  };
}

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`another payment provider ${target.title}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target, { paymentProvider: fakeGateway() });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('plugs into the same orders and webhook, and the test payment routes are not there', async () => {
      const learner = await signUp(server);
      const { data } = await placeOrder(server, learner.token, { item: seriesItem() });
      expect(data.payment).toEqual({
        provider: 'fakepay',
        payment_id: data.order.payment_id,
        checkout_url: `https://pay.example.in/checkout/${data.order.payment_id}`,
        test_mode: false,
      });

      // No TEST MODE page: Succeed and Fail exist only with the test provider.
      // The api's own 404 for an unknown path (not the route's 'Payment not found.'): not mounted.
      const someId = newTestPaymentId();
      const page = expectFailure(await call(server, 'GET', `/testPayments/${someId}`, { token: learner.token }), 404);
      expect(page.msg).toBe('Resource not found.');
      const complete = expectFailure(
        await call(server, 'POST', `/testPayments/${someId}/complete`, { token: learner.token, payload: { outcome: 'succeed' } }),
        404,
      );
      expect(complete.msg).toBe('Resource not found.');

      const event = { id: 'fp_evt_1', type: 'payment.captured', paymentId: data.order.payment_id, amountPaise: data.order.amount_paise };
      const webhook = (provider: string, signature: string) =>
        server.app.inject({
          method: 'POST',
          url: `/api/v1/paymentWebhook/${provider}`,
          headers: { 'content-type': 'application/json', 'x-fake-signature': signature },
          payload: JSON.stringify(event),
        });
      expectFailure(await webhook('test', 'ok'), 404);
      expect(expectFailure(await webhook('fakepay', 'forged'), 400).code).toBe('webhook_signature_invalid');
      const accepted = await webhook('fakepay', 'ok');
      expect(accepted.statusCode, accepted.body).toBe(200);

      const receipt = await call(server, 'GET', `/getReceipt/${data.order.id}`, { token: learner.token });
      expect(getReceiptResponse.parse(receipt.json()).data.receipt).toMatchObject({
        test_mode: false,
        order: { status: 'paid', provider: 'fakepay' },
      });
    });
  });
}
