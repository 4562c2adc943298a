import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { getMyExamAccessResponse, type ExamAccess } from '@pariksha/contract';
import type { Database } from '../../src/db/open.js';
import {
  courseEnrolments,
  orders,
  subscriptionPlans,
  testSeriesEnrolments,
  userSubscriptions,
} from '../../src/db/commerce-schema.js';
import { categories, courses, exams, testSeries } from '../../src/db/content-schema.js';
import { call, type SignedUp } from './accounts.js';
import type { TestServer } from './test-server.js';

// Grant rows written directly, as a paid order (services/commerce) or a trial would leave them.

const dayMs = 86_400_000;

/** A span around now: `from` and `to` in days from now (negative: in the past). */
export type Span = { from?: number; to: number };
const at = (days: number) => new Date(Date.now() + days * dayMs);

export async function examIdOf(db: Database, slug: string): Promise<number> {
  const [row] = await db.select({ id: exams.id }).from(exams).where(eq(exams.slug, slug));
  if (row === undefined) throw new Error(`no exam ${slug}`);
  return row.id;
}

export async function planIdOf(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(eq(subscriptionPlans.planName, name));
  if (row === undefined) throw new Error(`no plan ${name}`);
  return row.id;
}

/** A membership of `plan`: paid unless `trial`; BASIC with its one exam. */
export async function grantPlan(
  db: Database,
  userId: number,
  plan: string,
  { span = { to: 30 }, trial = false, exam }: { span?: Span; trial?: boolean; exam?: string } = {},
): Promise<void> {
  await db.insert(userSubscriptions).values({
    userId,
    planId: await planIdOf(db, plan),
    isTrial: trial,
    examId: exam === undefined ? null : await examIdOf(db, exam),
    startsAt: at(span.from ?? -1),
    endsAt: at(span.to),
  });
}

/** A paid order of the kind given, for the grant rows that must name one. */
async function paidOrder(db: Database, userId: number, item: { testSeriesId: number } | { courseId: number }): Promise<number> {
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      itemKind: 'testSeriesId' in item ? 'test_series' : 'course',
      ...item,
      itemNames: { en: 'Fixture', hi: 'जाँच' },
      listPaise: 49_900,
      amountPaise: 49_900,
      gstPaise: 7_612,
      status: 'paid',
      provider: 'test',
      providerPaymentId: `pay_test_${randomBytes(12).toString('hex')}`,
      paidAt: new Date(),
    })
    .returning({ id: orders.id });
  if (order === undefined) throw new Error('order not inserted');
  return order.id;
}

async function anyCategory(db: Database): Promise<number> {
  const [row] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (row === undefined) throw new Error('no category');
  return row.id;
}

/** A test series of these exams, bought by the learner for the span. */
export async function grantTestSeries(db: Database, userId: number, examSlugs: string[], span: Span = { to: 365 }): Promise<void> {
  const [series] = await db
    .insert(testSeries)
    .values({
      slug: `fixture-series-${randomBytes(4).toString('hex')}`,
      image: '/images/test-series/fixture.svg',
      examSlugs,
      price: 499,
      listPrice: 599,
      translations: { en: { title: 'Fixture Series' }, hi: { title: 'जाँच सीरीज़' } },
    })
    .returning({ id: testSeries.id });
  if (series === undefined) throw new Error('test series not inserted');
  const orderId = await paidOrder(db, userId, { testSeriesId: series.id });
  await db.insert(testSeriesEnrolments).values({ userId, testSeriesId: series.id, orderId, startsAt: at(span.from ?? -1), endsAt: at(span.to) });
}

/** A course of these exams ending on `endsOn` (`YYYY-MM-DD`), bought by the learner. */
export async function grantCourse(db: Database, userId: number, examSlugs: string[], endsOn: string): Promise<void> {
  const [course] = await db
    .insert(courses)
    .values({
      slug: `fixture-course-${randomBytes(4).toString('hex')}`,
      categoryId: await anyCategory(db),
      examSlugs,
      image: '/images/courses/fixture.svg',
      publishedOn: '2026-01-01',
      price: 999,
      listPrice: 1299,
      startsOn: '2026-01-01',
      endsOn,
      translations: { en: { name: 'Fixture Course', description: 'A course of the tests.', audience: 'Testers', about: [] } },
    })
    .returning({ id: courses.id });
  if (course === undefined) throw new Error('course not inserted');
  const orderId = await paidOrder(db, userId, { courseId: course.id });
  await db.insert(courseEnrolments).values({ userId, courseId: course.id, orderId });
}

/** Moves every membership of the learner into the past: they ended a day ago. */
export async function expireMemberships(db: Database, userId: number): Promise<void> {
  await db
    .update(userSubscriptions)
    .set({ startsAt: sql`now() - interval '10 days'`, endsAt: sql`now() - interval '1 day'` })
    .where(eq(userSubscriptions.userId, userId));
}

/** getMyExamAccess for the learner, by exam slug (200 and the contract checked). */
export async function accessBySlug(server: TestServer, learner: SignedUp): Promise<Map<string, ExamAccess>> {
  const response = await call(server, 'GET', '/getMyExamAccess', { token: learner.token });
  expect(response.statusCode, response.body).toBe(200);
  const { exams: list } = getMyExamAccessResponse.parse(response.json()).data;
  return new Map(list.map((exam) => [exam.slug, exam]));
}

/** The slugs of the exams the learner may take, of those given. */
export async function openOf(server: TestServer, learner: SignedUp, slugs: readonly string[]): Promise<string[]> {
  const access = await accessBySlug(server, learner);
  return slugs.filter((slug) => access.get(slug)?.status === 'take');
}
