import type { ExamAccess } from '@pariksha/contract/responses/commerce';
import { type ExamForAccess, planCovers } from './coverage.js';
import type { Grants } from './grants.js';

// The one rule: a 'take' exam is free for everyone, as is an exam whose open test the team made
// free; a locked one opens through whatever the learner holds that covers it. Used by
// getMyExamAccess and by startAttempt alike.

type Via = NonNullable<ExamAccess['via']>;

/** The exam's status for the learner: what opens it and until when (the latest end among its grants). */
export function decideAccess(exam: ExamForAccess, grants: Grants): ExamAccess {
  const base = { exam_id: exam.id, slug: exam.slug };
  if (exam.status === 'take' || exam.freeTest === true) return { ...base, status: 'take', via: 'free', until: null };
  const candidates: Array<{ via: Via; endsAt: Date }> = [
    ...grants.plans
      .filter((plan) => planCovers(plan.planName, plan.examId, exam))
      .map((plan) => ({ via: plan.isTrial ? ('trial' as const) : ('plan' as const), endsAt: plan.endsAt })),
    ...grants.testSeries.filter((series) => series.examSlugs.includes(exam.slug)).map((series) => ({ via: 'test_series' as const, endsAt: series.endsAt })),
    ...grants.courses.filter((course) => course.examSlugs.includes(exam.slug)).map((course) => ({ via: 'course' as const, endsAt: course.endsAt })),
  ];
  const opened = candidates.reduce<{ via: Via; endsAt: Date } | null>(
    (latest, candidate) => (latest === null || candidate.endsAt.getTime() > latest.endsAt.getTime() ? candidate : latest),
    null,
  );
  if (opened === null) return { ...base, status: 'locked', via: null, until: null };
  return { ...base, status: 'take', via: opened.via, until: opened.endsAt.toISOString() };
}
