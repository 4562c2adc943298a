import type { Exam, Order, OrderItemInput, TestSeries } from '@pariksha/contract';
import { examTestsPath } from '../exams/examTestsPath';

/** What an order bought, as createOrder takes it: Try again after a failed payment buys the same thing. */
export function orderItemOf(order: Pick<Order, 'kind' | 'item_slug' | 'billing' | 'exam_slug'>): OrderItemInput {
  if (order.kind === 'plan') {
    const plan = order.item_slug as 'BASIC' | 'GOLD' | 'PLATINUM';
    const billing = order.billing ?? 'annual';
    return order.exam_slug ? { kind: 'plan', plan_name: plan, billing, exam_slug: order.exam_slug } : { kind: 'plan', plan_name: plan, billing };
  }
  return { kind: order.kind, slug: order.item_slug };
}

/**
 * Where the tests a paid order unlocked are: the list of BASIC's exam, or of the test series'
 * first exam; the mock tests' categories otherwise (a wider plan, a course).
 */
export function unlockedTestsPath(
  order: Pick<Order, 'kind' | 'item_slug' | 'exam_slug'>,
  exams: readonly Pick<Exam, 'slug' | 'category_id'>[],
  series: readonly Pick<TestSeries, 'slug' | 'exam_slugs'>[],
): string {
  const examSlug = order.exam_slug ?? (order.kind === 'test_series' ? series.find((item) => item.slug === order.item_slug)?.exam_slugs[0] : undefined);
  const exam = exams.find((item) => item.slug === examSlug);
  return exam ? examTestsPath(exam) : '/dashboard/test';
}
