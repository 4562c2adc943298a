import { planCoverage, type PlanCoverage } from '@pariksha/contract/commerce';

// Which plans open which exams: read from planCoverage (contract/commerce.ts), never per exam.

/** An exam as the rules see it: its id, seeded status and category. */
export type ExamForAccess = {
  id: number;
  slug: string;
  status: string;
  categorySlug: string;
  /** A published builder test of the exam, open now, that every signed-in learner may take (services/tests). */
  freeTest?: boolean;
};

/** The plan's coverage, or null for a plan the contract does not describe (it opens nothing). */
export function coverageOf(planName: string): PlanCoverage | null {
  return Object.hasOwn(planCoverage, planName) ? planCoverage[planName as keyof typeof planCoverage] : null;
}

/** Whether a membership of `planName` (BASIC: with its chosen exam) opens `exam`. */
export function planCovers(planName: string, chosenExamId: number | null, exam: ExamForAccess): boolean {
  const coverage = coverageOf(planName);
  if (coverage === null) return false;
  switch (coverage.kind) {
    case 'all':
      return true;
    case 'categories':
      return coverage.categories.includes(exam.categorySlug);
    case 'one_exam':
      return chosenExamId === exam.id;
  }
}

/** The plans that would open an exam of this category: whole plans, and plans of one chosen exam (BASIC). */
export type Unlockers = { plans: string[]; oneExamPlans: string[] };

export function unlockersOf(categorySlug: string): Unlockers {
  const plans: string[] = [];
  const oneExamPlans: string[] = [];
  for (const [name, coverage] of Object.entries(planCoverage) as Array<[string, PlanCoverage]>) {
    if (coverage.kind === 'one_exam') oneExamPlans.push(name);
    else if (coverage.kind === 'all' || coverage.categories.includes(categorySlug)) plans.push(name);
  }
  return { plans, oneExamPlans };
}
