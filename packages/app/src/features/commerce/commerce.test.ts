import { describe, expect, it } from 'vitest';
import { checkoutItemFrom, checkoutPath } from './checkoutItem';
import { orderItemOf, unlockedTestsPath } from './orderItem';
import { unlockingPlans } from './unlockingPlans';

describe('checkoutItemFrom', () => {
  it('reads a plan with its billing, and BASIC’s exam', () => {
    expect(checkoutItemFrom(new URLSearchParams('kind=plan&plan=gold&billing=annual'))).toEqual({ kind: 'plan', plan_name: 'GOLD', billing: 'annual' });
    expect(checkoutItemFrom(new URLSearchParams('kind=plan&plan=BASIC&billing=monthly&exam=ssc-cpo-paper-1'))).toEqual({
      kind: 'plan',
      plan_name: 'BASIC',
      billing: 'monthly',
      exam_slug: 'ssc-cpo-paper-1',
    });
  });

  it('ignores an exam for plans that cover more than one', () => {
    expect(checkoutItemFrom(new URLSearchParams('kind=plan&plan=GOLD&billing=annual&exam=cds'))).toEqual({ kind: 'plan', plan_name: 'GOLD', billing: 'annual' });
  });

  it('reads a course and a test series', () => {
    expect(checkoutItemFrom(new URLSearchParams('kind=course&slug=rrb-ntpc'))).toEqual({ kind: 'course', slug: 'rrb-ntpc' });
    expect(checkoutItemFrom(new URLSearchParams('kind=test_series&slug=x'))).toEqual({ kind: 'test_series', slug: 'x' });
  });

  it('refuses an address that does not say what to buy', () => {
    for (const search of ['', 'kind=plan&plan=SILVER&billing=annual', 'kind=plan&plan=GOLD', 'kind=course', 'kind=book&slug=x']) {
      expect(checkoutItemFrom(new URLSearchParams(search))).toBeNull();
    }
  });

  it('writes the address it reads', () => {
    const item = { kind: 'plan', plan_name: 'BASIC', billing: 'annual', exam_slug: 'cds' } as const;
    const path = checkoutPath(item);
    expect(path).toBe('/dashboard/checkout?kind=plan&plan=BASIC&billing=annual&exam=cds');
    expect(checkoutItemFrom(new URLSearchParams(path.split('?')[1]))).toEqual(item);
  });
});

describe('unlockingPlans', () => {
  it('names GOLD and PLATINUM for SSC, Banking and Railways, PLATINUM alone elsewhere, BASIC always', () => {
    expect(unlockingPlans('ssc')).toEqual({ plans: ['GOLD', 'PLATINUM'], basic: true });
    expect(unlockingPlans('railways')).toEqual({ plans: ['GOLD', 'PLATINUM'], basic: true });
    expect(unlockingPlans('defence-police')).toEqual({ plans: ['PLATINUM'], basic: true });
  });
});

describe('orderItemOf and unlockedTestsPath', () => {
  const exams = [
    { slug: 'ssc-cpo-paper-1', category_id: 2 },
    { slug: 'cds', category_id: 5 },
  ];
  const series = [{ slug: 'ssc-cpo-test-series', exam_slugs: ['ssc-cpo-paper-1'] }];

  it('buys the same thing again', () => {
    expect(orderItemOf({ kind: 'plan', item_slug: 'BASIC', billing: 'monthly', exam_slug: 'cds' })).toEqual({
      kind: 'plan',
      plan_name: 'BASIC',
      billing: 'monthly',
      exam_slug: 'cds',
    });
    expect(orderItemOf({ kind: 'test_series', item_slug: 'ssc-cpo-test-series', billing: null, exam_slug: null })).toEqual({
      kind: 'test_series',
      slug: 'ssc-cpo-test-series',
    });
  });

  it('leads to the unlocked exam’s test list', () => {
    expect(unlockedTestsPath({ kind: 'test_series', item_slug: 'ssc-cpo-test-series', exam_slug: null }, exams, series)).toBe('/dashboard/test-list/2');
    expect(unlockedTestsPath({ kind: 'plan', item_slug: 'BASIC', exam_slug: 'cds' }, exams, series)).toBe('/dashboard/test-list/5');
    expect(unlockedTestsPath({ kind: 'plan', item_slug: 'GOLD', exam_slug: null }, exams, series)).toBe('/dashboard/test');
  });
});
