import type { ExamForAccess } from '../access/coverage.js';
import { decideAccess } from '../access/decide.js';
import type { ExamPaper } from './counts.js';

/** The mock tests a test series or course holds: one per exam of it that has a paper. */
export type MockTestCount = {
  total: number;
  /** Those any signed-in learner may start without paying (services/access, with no grants). */
  free: number;
  /** On the exam's own pattern. */
  ownPattern: number;
  /** The general aptitude test, standing in for an exam whose pattern the banks cannot fill yet. */
  general: number;
};

const noGrants = { plans: [], testSeries: [], courses: [] };

export function countMockTests(
  examSlugs: readonly string[],
  examsBySlug: ReadonlyMap<string, ExamForAccess>,
  papers: ReadonlyMap<number, ExamPaper>,
): MockTestCount {
  const counted: MockTestCount = { total: 0, free: 0, ownPattern: 0, general: 0 };
  for (const slug of new Set(examSlugs)) {
    const exam = examsBySlug.get(slug);
    const pattern = exam === undefined ? undefined : papers.get(exam.id)?.pattern;
    if (exam === undefined || pattern === undefined) continue;
    counted.total += 1;
    if (decideAccess(exam, noGrants).via === 'free') counted.free += 1;
    if (pattern === 'exam') counted.ownPattern += 1;
    else counted.general += 1;
  }
  return counted;
}
