import * as z from 'zod/mini';
import { successEnvelope } from './envelope.js';

/**
 * A subscription plan exactly as the spec names its fields. The words (description, details, the
 * plan_type badge) are in the request's `lang`; plan_name is a code, the same in every language.
 */
export const subscriptionPlan = z.object({
  id: z.int(),
  /** BASIC, GOLD, PLATINUM: the cards are tinted by it. */
  plan_name: z.string(),
  /** The card's badge ('Most Popular' / 'सबसे लोकप्रिय'); null: none. */
  plan_type: z.nullable(z.string()),
  price_annually: z.number(),
  price_monthly: z.number(),
  plan_description: z.string(),
  /** JSON-encoded text of a list of feature strings (the spec's wire format). */
  plan_details: z.string(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;

export const getAllSubscriptionsResponse = successEnvelope(z.array(subscriptionPlan));
export type GetAllSubscriptionsResponse = z.infer<typeof getAllSubscriptionsResponse>;
