import * as z from 'zod/mini';
import { mutationEnvelope, successEnvelope } from './envelope.js';

// Entitlements, checkout, orders, receipts and referrals as the provider answers them.
// Money is in paise (integers): the app formats it with Intl in en-IN or hi-IN.

const dateTime = z.iso.datetime();

/** One exam's status for the signed-in learner: the spec's 'take', or locked. */
export const examAccess = z.object({
  exam_id: z.int(),
  slug: z.string(),
  status: z.enum(['take', 'locked']),
  /** What opens it: free for everyone, a plan (paid or trial), a bought course or test series; null: locked. */
  via: z.nullable(z.enum(['free', 'plan', 'trial', 'course', 'test_series'])),
  /** When that access ends (null: free, or locked). */
  until: z.nullable(dateTime),
});
export type ExamAccess = z.infer<typeof examAccess>;
export const getMyExamAccessResponse = successEnvelope(z.object({ exams: z.array(examAccess) }));
export type GetMyExamAccessResponse = z.infer<typeof getMyExamAccessResponse>;

/** What an order costs, worked out by the server (previewOrder, and each order). */
export const orderQuote = z.object({
  kind: z.enum(['plan', 'course', 'test_series']),
  /** What is bought, in the request's language: 'GOLD plan (annual)', 'SSC CPO Test Series'. */
  item_name: z.string(),
  /** The slug of the course or test series, the plan_name of a plan. */
  item_slug: z.string(),
  billing: z.nullable(z.enum(['monthly', 'annual'])),
  /** BASIC's chosen exam, in the request's language. */
  exam_name: z.nullable(z.string()),
  exam_slug: z.nullable(z.string()),
  list_paise: z.int(),
  discount_paise: z.int(),
  /** What is paid: list − discount, GST included. */
  amount_paise: z.int(),
  /** The GST inside amount_paise. */
  gst_paise: z.int(),
  gst_percent: z.number(),
  /** The promo code applied (upper case); null: none. */
  promo_code: z.nullable(z.string()),
});
export type OrderQuote = z.infer<typeof orderQuote>;
export const previewOrderResponse = successEnvelope(z.object({ quote: orderQuote }));
export type PreviewOrderResponse = z.infer<typeof previewOrderResponse>;

export const orderStatus = z.enum(['pending', 'paid', 'failed', 'refunded']);
export type OrderStatus = z.infer<typeof orderStatus>;

export const order = z.object({
  ...orderQuote.shape,
  id: z.int(),
  /** Shown to the learner and on the receipt: 'PRK-000123'. */
  reference: z.string(),
  status: orderStatus,
  /** 'test': the test-mode provider (no money moves). */
  provider: z.string(),
  payment_id: z.string(),
  created_at: dateTime,
  paid_at: z.nullable(dateTime),
  failed_at: z.nullable(dateTime),
  refunded_at: z.nullable(dateTime),
});
export type Order = z.infer<typeof order>;

/** A free trial, listed with the orders. */
export const trialEntry = z.object({
  plan_name: z.string(),
  exam_name: z.nullable(z.string()),
  starts_at: dateTime,
  ends_at: dateTime,
  active: z.boolean(),
});
export type TrialEntry = z.infer<typeof trialEntry>;

/** Where the learner pays: the provider's page (test mode: /dashboard/pay/{payment_id}). */
export const paymentStart = z.object({
  provider: z.string(),
  payment_id: z.string(),
  /** A path in this app, or a gateway's address. */
  checkout_url: z.string(),
  test_mode: z.boolean(),
});
export type PaymentStart = z.infer<typeof paymentStart>;

export const createOrderResponse = mutationEnvelope(z.object({ order, payment: paymentStart }));
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;
export const getMyOrdersResponse = successEnvelope(z.object({ orders: z.array(order), trials: z.array(trialEntry) }));
export type GetMyOrdersResponse = z.infer<typeof getMyOrdersResponse>;
export const getOrderResponse = successEnvelope(z.object({ order }));
export type GetOrderResponse = z.infer<typeof getOrderResponse>;

/** A paid (or since refunded) order's receipt: what the printable page shows. */
export const receipt = z.object({
  order,
  /** 'PRK-R-2026-000123'. */
  receipt_number: z.string(),
  billed_to: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  seller: z.object({ name: z.string(), address: z.string(), gstin: z.nullable(z.string()) }),
  /** The amount before GST (amount − GST). */
  taxable_paise: z.int(),
  test_mode: z.boolean(),
});
export type Receipt = z.infer<typeof receipt>;
export const getReceiptResponse = successEnvelope(z.object({ receipt }));
export type GetReceiptResponse = z.infer<typeof getReceiptResponse>;

/** The test provider's own payment page: what it asks the learner to pay. */
export const testPayment = z.object({
  payment_id: z.string(),
  order,
});
export type TestPayment = z.infer<typeof testPayment>;
export const getTestPaymentResponse = successEnvelope(testPayment);
export type GetTestPaymentResponse = z.infer<typeof getTestPaymentResponse>;
/** After Succeed or Fail: the order as the confirmed webhook left it. */
export const completeTestPaymentResponse = mutationEnvelope(z.object({ order }));
export type CompleteTestPaymentResponse = z.infer<typeof completeTestPaymentResponse>;

export const referral = z.object({
  code: z.string(),
  /** Learners who signed up with the code. */
  friends_joined: z.int(),
  /** Sign-up with the code filled in: '/signup?ref=CODE'. */
  share_path: z.string(),
});
export type Referral = z.infer<typeof referral>;
export const getReferralResponse = successEnvelope(z.object({ referral }));
export type GetReferralResponse = z.infer<typeof getReferralResponse>;

/** The webhook's answer to the provider. */
export const paymentWebhookResponse = successEnvelope(z.object({ received: z.boolean(), duplicate: z.boolean() }));
export type PaymentWebhookResponse = z.infer<typeof paymentWebhookResponse>;
