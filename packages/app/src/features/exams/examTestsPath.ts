import type { Exam } from '@pariksha/contract';

/**
 * Where an exam's Get Started leads: the tests of its category in the dashboard. A signed-out
 * learner is sent through the login first and comes back here.
 */
export function examTestsPath(exam: Pick<Exam, 'category_id'>): string {
  return `/dashboard/test-list/${exam.category_id}`;
}
