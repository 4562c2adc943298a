import { z } from 'zod';

// Who may take what, checkout, orders, the test payment provider, refer friends.
// Prices are the server's: an order names what is bought, never what it costs.

// The constants (GST, plan coverage, WELCOME10, referral codes, webhook signing) are zod-free, in
// commerce-values.ts, so the app can import them without zod.
export * from './commerce-values.js';

const slugField = (what: string) =>
  z
    .string({ error: `Send the ${what}'s slug.` })
    .trim()
    .min(1, `Send the ${what}'s slug.`)
    .max(120, `No ${what} has a slug that long.`);

const promoCodeField = z
  .string({ error: 'Send the promo code as text.' })
  .trim()
  .max(40, 'No promo code is that long.')
  .transform((code) => code.toUpperCase())
  .describe("A promo code ('WELCOME10'); '' is none. Case does not matter.");

/** What is being bought. Strict: a price, quantity or any other field is refused. */
export const orderItem = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('plan'),
      plan_name: z.enum(['BASIC', 'GOLD', 'PLATINUM'], { error: 'Choose BASIC, GOLD or PLATINUM.' }),
      billing: z.enum(['monthly', 'annual'], { error: 'Choose monthly or annual billing.' }),
      /** BASIC only: the one exam it unlocks (a locked exam's slug). */
      exam_slug: slugField('exam').optional(),
    }),
    z.strictObject({ kind: z.literal('course'), slug: slugField('course') }),
    z.strictObject({ kind: z.literal('test_series'), slug: slugField('test series') }),
  ],
  { error: "Say what is bought: kind 'plan', 'course' or 'test_series'." },
);
export type OrderItemInput = z.input<typeof orderItem>;

/** previewOrder and createOrder: the same body, so the checkout shows exactly what Pay charges. */
export const orderBody = z.strictObject({
  item: orderItem,
  promo_code: promoCodeField.optional(),
});
export type OrderBody = z.input<typeof orderBody>;
export type OrderInput = z.output<typeof orderBody>;

export const orderIdParams = z.object({
  order_id: z.coerce
    .number({ error: 'Send the order id as a number.' })
    .int('Send the order id as a whole number.')
    .positive('Send the order id as a positive number.')
    .max(2_147_483_647, 'No order id is that large.'),
});

/** The test provider's payment ids: `pay_test_` and 24 random url-safe characters. */
export const testPaymentIdParams = z.object({
  payment_id: z.string().regex(/^pay_test_[A-Za-z0-9_-]{24}$/, 'Send the payment id the order gave.'),
});

export const completeTestPaymentBody = z.strictObject({
  outcome: z.enum(['succeed', 'fail'], { error: "Choose 'succeed' or 'fail'." }),
});
export type CompleteTestPaymentBody = z.input<typeof completeTestPaymentBody>;

/** Sign-up's optional field: another learner's code; '' is none. */
export const referralCodeField = z
  .string({ error: 'Send the referral code as text.' })
  .trim()
  .max(20, 'This referral code is not valid.')
  .transform((code) => code.toUpperCase().replace(/[\s-]/g, ''));

export * from './responses/commerce.js';
