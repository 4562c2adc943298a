import type { SubscriptionPlan } from '@pariksha/contract/responses';

/** A plan as the page shows it: the provider's fields, with `plan_details` decoded. */
export interface PlanView {
  id: number;
  name: string;
  badge: string | null;
  priceAnnually: number;
  priceMonthly: number;
  description: string;
  features: string[];
}

/** `plan_details` is JSON-encoded text of a list of feature strings; anything else reads as no features. */
export function decodePlanDetails(planDetails: unknown): string[] {
  if (typeof planDetails !== 'string' || planDetails.trim() === '') return [];
  try {
    const decoded: unknown = JSON.parse(planDetails);
    return Array.isArray(decoded) ? decoded.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function toPlanView(plan: SubscriptionPlan): PlanView {
  return {
    id: plan.id,
    name: plan.plan_name,
    badge: plan.plan_type?.trim() ? plan.plan_type : null,
    priceAnnually: Number(plan.price_annually),
    priceMonthly: Number(plan.price_monthly),
    description: plan.plan_description ?? '',
    features: decodePlanDetails(plan.plan_details),
  };
}
