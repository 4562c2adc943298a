import type { OrderItemInput } from '@pariksha/contract';

const planNames = ['BASIC', 'GOLD', 'PLATINUM'] as const;
type PlanName = (typeof planNames)[number];
const isPlanName = (value: string): value is PlanName => (planNames as readonly string[]).includes(value);

/**
 * What the checkout's address says is being bought, in the shape createOrder takes:
 * `?kind=plan&plan=GOLD&billing=annual[&exam=slug]`, `?kind=course&slug=…`, `?kind=test_series&slug=…`.
 * Null when the address does not name a thing to buy.
 */
export function checkoutItemFrom(search: URLSearchParams): OrderItemInput | null {
  const kind = search.get('kind');
  if (kind === 'plan') {
    const plan = (search.get('plan') ?? '').toUpperCase();
    const billing = search.get('billing');
    if (!isPlanName(plan) || (billing !== 'monthly' && billing !== 'annual')) return null;
    const exam = search.get('exam');
    return plan === 'BASIC' && exam ? { kind, plan_name: plan, billing, exam_slug: exam } : { kind, plan_name: plan, billing };
  }
  if (kind === 'course' || kind === 'test_series') {
    const slug = search.get('slug');
    return slug ? { kind, slug } : null;
  }
  return null;
}

/** The checkout page's address for an item (the inverse of checkoutItemFrom). */
export function checkoutPath(item: OrderItemInput): string {
  const params = new URLSearchParams({ kind: item.kind });
  if (item.kind === 'plan') {
    params.set('plan', item.plan_name);
    params.set('billing', item.billing);
    if (item.exam_slug) params.set('exam', item.exam_slug);
  } else {
    params.set('slug', item.slug);
  }
  return `/dashboard/checkout?${params.toString()}`;
}
