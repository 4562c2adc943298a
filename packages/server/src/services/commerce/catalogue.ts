import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { OrderInput } from '@pariksha/contract';
import type { Database } from '../../db/open.js';
import {
  courseEnrolments,
  subscriptionPlans,
  testSeriesEnrolments,
  type OrderItemKind,
  type PlanBilling,
} from '../../db/commerce-schema.js';
import { courses, testSeries, type TranslationsJson } from '../../db/content-schema.js';
import { chosenExam, coverageOf } from '../access/index.js';
import { rupeesToPaise } from './pricing.js';

/** The database or a transaction. */
export type Queryable = Pick<Database, 'select'>;

/** What an order buys, as the catalogue prices it today (the client never sends a price). */
export type PricedItem = {
  kind: OrderItemKind;
  planId: number | null;
  billing: PlanBilling | null;
  courseId: number | null;
  testSeriesId: number | null;
  /** BASIC's chosen exam, its slug and names. */
  examId: number | null;
  examSlug: string | null;
  examNames: TranslationsJson<string> | null;
  /** The plan_name, or the course's or series' slug. */
  itemSlug: string;
  /** Stored on the order, so its receipt keeps the name it was bought under. */
  itemNames: TranslationsJson<string>;
  listPaise: number;
};

export type ItemProblem =
  | 'plan_not_found'
  | 'course_not_found'
  | 'series_not_found'
  | 'exam_missing'
  | 'exam_unknown'
  | 'exam_free'
  | 'series_free'
  | 'already_owned';

export type ItemLookup = { ok: true; item: PricedItem } | { ok: false; reason: ItemProblem };

const planNames = (plan: string, billing: PlanBilling): TranslationsJson<string> => ({
  en: `${plan} plan (${billing === 'annual' ? 'annual' : 'monthly'})`,
  hi: `${plan} प्लान (${billing === 'annual' ? 'वार्षिक' : 'मासिक'})`,
});

function mapTranslations<T>(translations: TranslationsJson<T>, pick: (value: T) => string): TranslationsJson<string> {
  return Object.fromEntries(Object.entries(translations).map(([code, value]) => [code, pick(value)]));
}

async function pricePlan(db: Queryable, item: Extract<OrderInput['item'], { kind: 'plan' }>): Promise<ItemLookup> {
  const [plan] = await db
    .select({
      id: subscriptionPlans.id,
      planName: subscriptionPlans.planName,
      monthly: subscriptionPlans.priceMonthly,
      annual: subscriptionPlans.priceAnnually,
    })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.planName, item.plan_name));
  if (plan === undefined) return { ok: false, reason: 'plan_not_found' };

  // BASIC unlocks the one exam the learner names; it must be one that is locked for everyone
  // (buying BASIC for a free exam would sell what is already free). Other plans take no exam.
  let exam: { id: number; slug: string; names: TranslationsJson<string> } | null = null;
  if (coverageOf(plan.planName)?.kind === 'one_exam') {
    const choice = await chosenExam(db, item.exam_slug);
    if (!choice.ok) return { ok: false, reason: choice.reason };
    exam = { id: choice.exam.id, slug: choice.exam.slug, names: mapTranslations(choice.exam.translations, (t) => t.name) };
  }
  return {
    ok: true,
    item: {
      kind: 'plan',
      planId: plan.id,
      billing: item.billing,
      courseId: null,
      testSeriesId: null,
      examId: exam?.id ?? null,
      examSlug: exam?.slug ?? null,
      examNames: exam?.names ?? null,
      itemSlug: plan.planName,
      itemNames: planNames(plan.planName, item.billing),
      listPaise: rupeesToPaise(item.billing === 'annual' ? plan.annual : plan.monthly),
    },
  };
}

async function priceCourse(db: Queryable, userId: number, slug: string): Promise<ItemLookup> {
  const [course] = await db
    .select({ id: courses.id, slug: courses.slug, price: courses.price, translations: courses.translations })
    .from(courses)
    .where(eq(courses.slug, slug));
  if (course === undefined) return { ok: false, reason: 'course_not_found' };
  const [owned] = await db
    .select({ id: courseEnrolments.id })
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.userId, userId), eq(courseEnrolments.courseId, course.id)));
  if (owned !== undefined) return { ok: false, reason: 'already_owned' };
  return {
    ok: true,
    item: {
      kind: 'course',
      planId: null,
      billing: null,
      courseId: course.id,
      testSeriesId: null,
      examId: null,
      examSlug: null,
      examNames: null,
      itemSlug: course.slug,
      itemNames: mapTranslations(course.translations, (t) => t.name),
      listPaise: rupeesToPaise(course.price),
    },
  };
}

async function priceTestSeries(db: Queryable, userId: number, slug: string): Promise<ItemLookup> {
  const [series] = await db
    .select({ id: testSeries.id, slug: testSeries.slug, price: testSeries.price, translations: testSeries.translations })
    .from(testSeries)
    .where(eq(testSeries.slug, slug));
  if (series === undefined) return { ok: false, reason: 'series_not_found' };
  if (series.price === 0) return { ok: false, reason: 'series_free' };
  // Held now: bought and not yet ended (a learner may buy it again once it has ended).
  const [held] = await db
    .select({ id: testSeriesEnrolments.id })
    .from(testSeriesEnrolments)
    .where(
      and(
        eq(testSeriesEnrolments.userId, userId),
        eq(testSeriesEnrolments.testSeriesId, series.id),
        lte(testSeriesEnrolments.startsAt, sql`now()`),
        gt(testSeriesEnrolments.endsAt, sql`now()`),
      ),
    );
  if (held !== undefined) return { ok: false, reason: 'already_owned' };
  return {
    ok: true,
    item: {
      kind: 'test_series',
      planId: null,
      billing: null,
      courseId: null,
      testSeriesId: series.id,
      examId: null,
      examSlug: null,
      examNames: null,
      itemSlug: series.slug,
      itemNames: mapTranslations(series.translations, (t) => t.title),
      listPaise: rupeesToPaise(series.price),
    },
  };
}

/** Prices what the learner wants to buy from the database, or says why it cannot be bought. */
export function priceItem(db: Queryable, userId: number, item: OrderInput['item']): Promise<ItemLookup> {
  switch (item.kind) {
    case 'plan':
      return pricePlan(db, item);
    case 'course':
      return priceCourse(db, userId, item.slug);
    case 'test_series':
      return priceTestSeries(db, userId, item.slug);
  }
}
