import type { AxiosInstance } from 'axios';
import type { SubscriptionPlan } from '@pariksha/server/contract';
import { asArray, field, fetchList } from '../../api/fetchList';

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

/** The spec's stored failure messages for this list. */
export const plansFailure = {
  noPlans: 'No subscription plans found',
  fetchFailed: 'Failed to fetch subscriptions',
} as const;

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

function toPlanView(plan: SubscriptionPlan): PlanView {
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

/**
 * GET /getAllSubscriptions. The spec's shape rule: `result` must be 1 and `data` an array,
 * otherwise 'No subscription plans found'. Other failures carry the api client's rejection value.
 */
export async function fetchSubscriptionPlans(api: AxiosInstance, signal?: AbortSignal): Promise<PlanView[]> {
  const plans = await fetchList(api, {
    path: '/getAllSubscriptions',
    signal,
    pick: (body) => (field(body, 'result') === 1 ? asArray(field(body, 'data')) : undefined),
    invalidMessage: plansFailure.noPlans,
    failedMessage: plansFailure.fetchFailed,
  });
  return (plans as SubscriptionPlan[]).map(toPlanView);
}
