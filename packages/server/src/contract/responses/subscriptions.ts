import * as z from 'zod/mini';
import { successEnvelope } from './envelope.js';

/** A subscription plan exactly as the spec names its fields. */
export const subscriptionPlan = z.object({
  id: z.int(),
  plan_name: z.string(),
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
