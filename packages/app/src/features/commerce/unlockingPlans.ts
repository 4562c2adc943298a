import { planCoverage, type PlanCoverage } from '@pariksha/contract/commerce-values';

/** Plans that unlock an exam of this category whole (GOLD, PLATINUM), and whether BASIC can (as the one chosen exam). */
export function unlockingPlans(categorySlug: string): { plans: string[]; basic: boolean } {
  const plans: string[] = [];
  let basic = false;
  for (const [name, coverage] of Object.entries(planCoverage) as [string, PlanCoverage][]) {
    if (coverage.kind === 'one_exam') basic = true;
    else if (coverage.kind === 'all' || coverage.categories.includes(categorySlug)) plans.push(name);
  }
  return { plans, basic };
}
