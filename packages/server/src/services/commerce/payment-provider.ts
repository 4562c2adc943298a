/**
 * What the commerce service needs from a payment gateway. The only implementation shipped is the
 * test provider (test-provider.ts: no money moves). A real gateway plugs in by implementing this:
 * Razorpay, for one, signs each webhook with HMAC-SHA256 of the raw body under the webhook secret
 * (header X-Razorpay-Signature), which its `verifyWebhook` would check with timingSafeEqual as the
 * test provider does. An order is paid only when `verifyWebhook` accepts a signed
 * `payment.captured` event, never because the browser says so.
 */
export interface PaymentProvider {
  /** Stored on each order and in the webhook path (`/paymentWebhook/{name}`): 'test'. */
  readonly name: string;
  /** True for the test provider: its pages say TEST MODE and its Succeed/Fail routes answer. */
  readonly testMode: boolean;
  /** Starts a payment for an order; the learner is sent to `checkoutUrl` to pay. */
  createPayment(order: { id: number; amountPaise: number }): Promise<{ paymentId: string; checkoutUrl: string }>;
  /** The event a webhook carries, or null when its signature does not check out or is stale. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookEvent | null;
  /** Gives the money of a captured payment back (the gateway confirms with `refund.processed`). */
  refund(paymentId: string, amountPaise: number): Promise<void>;
}

export const webhookEventTypes = ['payment.captured', 'payment.failed', 'refund.processed'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** One confirmation from the provider. `id` is the provider's event id: the same event twice is applied once. */
export type WebhookEvent = { id: string; type: WebhookEventType; paymentId: string; amountPaise: number };

/** How the webhook route hands a request to the commerce service (and the test provider its own events). */
export type WebhookDelivery = (
  providerName: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
) => Promise<unknown>;
