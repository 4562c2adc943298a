import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  createOrderResponse,
  webhookSignatureHeader,
  type CreateOrderResponse,
  type OrderBody,
} from '@pariksha/contract';
import { orders } from '../../src/db/commerce-schema.js';
import { newTestPaymentId, signatureHeaderValue } from '../../src/services/commerce/test-provider.js';
import { call } from './accounts.js';
import type { DatabaseTarget } from './databases.js';
import { startTestServer, type TestServer } from './test-server.js';

/** The webhook key the test servers are built with, so a test can sign (and forge) webhooks. */
export const webhookSecret = 'test-webhook-secret-0123456789abcdef0123456789';

export function startCommerceServer(target: DatabaseTarget): Promise<TestServer> {
  return startTestServer(target, { paymentWebhookSecret: webhookSecret });
}

export const seriesItem = (slug = 'ssc-cpo-test-series') => ({ kind: 'test_series' as const, slug });

export function previewOrder(server: TestServer, token: string, body: unknown, lang = 'en'): Promise<LightMyRequestResponse> {
  return call(server, 'POST', `/previewOrder?lang=${lang}`, { token, payload: body });
}

export function postOrder(server: TestServer, token: string, body: unknown, lang = 'en'): Promise<LightMyRequestResponse> {
  return call(server, 'POST', `/createOrder?lang=${lang}`, { token, payload: body });
}

/** Places an order (201 checked). */
export async function placeOrder(server: TestServer, token: string, body: OrderBody, lang = 'en'): Promise<CreateOrderResponse> {
  const response = await postOrder(server, token, body, lang);
  expect(response.statusCode, response.body).toBe(201);
  return createOrderResponse.parse(response.json());
}

export function completePayment(
  server: TestServer,
  token: string,
  paymentId: string,
  outcome: 'succeed' | 'fail',
  lang = 'en',
): Promise<LightMyRequestResponse> {
  return call(server, 'POST', `/testPayments/${paymentId}/complete?lang=${lang}`, { token, payload: { outcome } });
}

export type EventBody = { id: string; type: string; payment_id: string; amount_paise: number };

let eventNumber = 0;
export const eventId = (): string => `evt_case_${process.pid}_${++eventNumber}_${Date.now()}`;

/** POSTs a webhook as the provider would: `body` signed with `secret` at `t` (defaults: the right key, now). */
export function postWebhook(
  server: TestServer,
  body: EventBody | string,
  options: { secret?: string; t?: number; header?: string | null; provider?: string; sign?: string } = {},
): Promise<LightMyRequestResponse> {
  const rawBody = typeof body === 'string' ? body : JSON.stringify(body);
  const t = options.t ?? Math.floor(Date.now() / 1000);
  const header =
    options.header === undefined ? signatureHeaderValue(options.secret ?? webhookSecret, t, options.sign ?? rawBody) : options.header;
  return server.app.inject({
    method: 'POST',
    url: `/api/v1/paymentWebhook/${options.provider ?? 'test'}`,
    headers: { 'content-type': 'application/json', ...(header === null ? {} : { [webhookSignatureHeader]: header }) },
    payload: rawBody,
  });
}

export const captured = (paymentId: string, amountPaise: number, id = eventId()): EventBody => ({
  id,
  type: 'payment.captured',
  payment_id: paymentId,
  amount_paise: amountPaise,
});

export async function orderRow(server: TestServer, orderId: number) {
  const [row] = await server.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (row === undefined) throw new Error(`No order ${orderId}.`);
  return row;
}

export async function ordersOf(server: TestServer, userId: number, status?: 'pending' | 'paid' | 'failed' | 'refunded') {
  return server.database.db
    .select()
    .from(orders)
    .where(status === undefined ? eq(orders.userId, userId) : and(eq(orders.userId, userId), eq(orders.status, status)));
}

export { newTestPaymentId };
