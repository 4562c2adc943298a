import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { webhookSignatureHeader, webhookToleranceSeconds } from '@pariksha/contract';
import { type PaymentProvider, type WebhookDelivery, type WebhookEvent, webhookEventTypes } from './payment-provider.js';

/**
 * The test provider: no gateway, no money. Its payment page (the app's /dashboard/pay/{id}) says
 * TEST MODE and offers Succeed and Fail; each builds an event signed exactly as a gateway's webhook
 * would be and hands it to the same handler as POST /paymentWebhook/test, so the signature check,
 * the replay check and the exactly-once grant run on every test payment.
 */
export type TestPaymentProvider = PaymentProvider & {
  readonly testMode: true;
  /** A webhook request for `event`: the raw JSON body and its signature header. */
  signedWebhook(event: WebhookEvent): { rawBody: string; headers: Record<string, string> };
  /** A fresh event id, as a gateway numbers its events. */
  newEventId(): string;
  /** Where refund() delivers its `refund.processed` event: the webhook handler (set by the commerce service). */
  deliverTo(delivery: WebhookDelivery): void;
};

export const testProviderName = 'test';

/** `pay_test_` and 24 url-safe random characters (18 random bytes), as testPaymentIdParams expects. */
export const newTestPaymentId = (): string => `pay_test_${randomBytes(18).toString('base64url')}`;

/** Hex HMAC-SHA256 of `${t}.${rawBody}`: binding the time to the body stops an old body being re-sent with a new time. */
export function webhookSignature(secret: string, t: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
}

/** The header value for `rawBody` signed at `t` (unix seconds): `t=<t>,v1=<hex>`. */
export function signatureHeaderValue(secret: string, t: number, rawBody: string): string {
  return `t=${t},v1=${webhookSignature(secret, t, rawBody)}`;
}

/** The body the test provider sends (snake_case, like the api). */
const eventBody = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(webhookEventTypes),
  payment_id: z.string().min(1).max(100),
  amount_paise: z.number().int().nonnegative().max(2_147_483_647),
});

const headerPattern = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;

export type TestProviderOptions = {
  /** The HMAC key; main.ts reads PARIKSHA_PAYMENT_WEBHOOK_SECRET, else a random one per process. */
  webhookSecret: string;
  /** Milliseconds since the epoch (tests move it to check stale signatures). */
  now?: () => number;
};

export function createTestProvider({ webhookSecret, now = Date.now }: TestProviderOptions): TestPaymentProvider {
  let delivery: WebhookDelivery | undefined;
  const seconds = () => Math.floor(now() / 1000);

  const provider: TestPaymentProvider = {
    name: testProviderName,
    testMode: true,

    async createPayment() {
      const paymentId = newTestPaymentId();
      return { paymentId, checkoutUrl: `/dashboard/pay/${paymentId}` };
    },

    verifyWebhook(rawBody, headers) {
      const header = headers[webhookSignatureHeader];
      if (typeof header !== 'string') return null;
      const match = headerPattern.exec(header.trim());
      if (match === null) return null;
      const t = Number(match[1]);
      // A signature older (or newer) than the tolerance is refused even when it checks out: a
      // captured request cannot be replayed later.
      if (Math.abs(seconds() - t) > webhookToleranceSeconds) return null;
      const expected = Buffer.from(webhookSignature(webhookSecret, t, rawBody), 'hex');
      const given = Buffer.from(match[2] ?? '', 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const parsed = eventBody.safeParse(json);
      if (!parsed.success) return null;
      const { id, type, payment_id: paymentId, amount_paise: amountPaise } = parsed.data;
      return { id, type, paymentId, amountPaise };
    },

    async refund(paymentId, amountPaise) {
      if (delivery === undefined) throw new Error('The test provider has no webhook handler to deliver its refund to.');
      const { rawBody, headers } = provider.signedWebhook({
        id: provider.newEventId(),
        type: 'refund.processed',
        paymentId,
        amountPaise,
      });
      await delivery(testProviderName, rawBody, headers);
    },

    signedWebhook(event) {
      const rawBody = JSON.stringify({
        id: event.id,
        type: event.type,
        payment_id: event.paymentId,
        amount_paise: event.amountPaise,
      });
      return { rawBody, headers: { [webhookSignatureHeader]: signatureHeaderValue(webhookSecret, seconds(), rawBody) } };
    },

    newEventId: () => `evt_test_${randomBytes(12).toString('base64url')}`,

    deliverTo(handler) {
      delivery = handler;
    },
  };
  return provider;
}
