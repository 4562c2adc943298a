import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import {
  courseEnrolments,
  subscriptionPlans,
  testSeriesEnrolments,
  userSubscriptions,
} from '../../db/commerce-schema.js';
import { courses, testSeries } from '../../db/content-schema.js';

// What a learner holds right now that may open locked exams: memberships (paid or trial), bought
// test series and courses. Three small queries, whatever the number of exams; the database's clock
// decides what is active, the one every server shares.

/** Anything drizzle can read through: the database or a transaction. */
export type Queryable = Pick<Database, 'select'>;

export type PlanGrant = { planName: string; isTrial: boolean; examId: number | null; endsAt: Date };
export type SlugGrant = { examSlugs: readonly string[]; endsAt: Date };
export type Grants = { plans: PlanGrant[]; testSeries: SlugGrant[]; courses: SlugGrant[] };

const dayMs = 24 * 60 * 60 * 1000;

/** A course runs until its last day (`YYYY-MM-DD`) ends in India (UTC+05:30, no daylight saving). */
export function courseEndsAt(endsOn: string): Date {
  return new Date(Date.parse(`${endsOn}T00:00:00+05:30`) + dayMs);
}

export async function loadGrants(db: Queryable, userId: number): Promise<Grants> {
  const [plans, series, courseRows] = await Promise.all([
    db
      .select({
        planName: subscriptionPlans.planName,
        isTrial: userSubscriptions.isTrial,
        examId: userSubscriptions.examId,
        endsAt: userSubscriptions.endsAt,
      })
      .from(userSubscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
      .where(and(eq(userSubscriptions.userId, userId), lte(userSubscriptions.startsAt, sql`now()`), gt(userSubscriptions.endsAt, sql`now()`))),
    db
      .select({ examSlugs: testSeries.examSlugs, endsAt: testSeriesEnrolments.endsAt })
      .from(testSeriesEnrolments)
      .innerJoin(testSeries, eq(testSeries.id, testSeriesEnrolments.testSeriesId))
      .where(
        and(eq(testSeriesEnrolments.userId, userId), lte(testSeriesEnrolments.startsAt, sql`now()`), gt(testSeriesEnrolments.endsAt, sql`now()`)),
      ),
    db
      .select({ examSlugs: courses.examSlugs, endsOn: courses.endsOn, now: sql`now()`.mapWith(userSubscriptions.endsAt) })
      .from(courseEnrolments)
      .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
      .where(eq(courseEnrolments.userId, userId)),
  ]);
  return {
    plans,
    testSeries: series,
    courses: courseRows
      .map((row) => ({ examSlugs: row.examSlugs, endsAt: courseEndsAt(row.endsOn), now: row.now }))
      .filter((row) => row.endsAt.getTime() > row.now.getTime())
      .map(({ examSlugs, endsAt }) => ({ examSlugs, endsAt })),
  };
}
