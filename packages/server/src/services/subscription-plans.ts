import { asc } from 'drizzle-orm';
import type { GetAllSubscriptionsResponse, SubscriptionPlan } from '../contract/index.js';
import type { Database } from '../db/open.js';
import { type PreparedJson, prepareJson } from '../http/prepared-json.js';
import { type SubscriptionPlanRow, subscriptionPlans } from '../db/schema.js';
import { type CacheClock, expiringValue } from './cache-expiry.js';

function toContractPlan(row: SubscriptionPlanRow): SubscriptionPlan {
  return {
    id: row.id,
    plan_name: row.planName,
    plan_type: row.planType,
    price_annually: row.priceAnnually,
    price_monthly: row.priceMonthly,
    plan_description: row.planDescription,
    plan_details: JSON.stringify(row.planDetails),
  };
}

export type SubscriptionPlansService = {
  /** The whole getAllSubscriptions response body, serialised and compressed. */
  listResponse(): Promise<PreparedJson>;
};

export type SubscriptionPlansOptions = {
  /** The clock the cache's expiry reads (tests move one on instead of waiting). */
  clock?: CacheClock | undefined;
};

/**
 * The answer is serialised and compressed once and read again from the database at most once per
 * `contentCacheTtlMs`, so a price edited on the database reaches every server within that time;
 * unchanged plans keep their compressed bytes. PGlite serves ~650 list reads/s; the cached bytes
 * keep this route near a bare Fastify route's speed.
 */
export function createSubscriptionPlansService(
  db: Database,
  { clock }: SubscriptionPlansOptions = {},
): SubscriptionPlansService {
  const listResponse = expiringValue<PreparedJson>(async (previous) => {
    const rows = await db
      .select()
      .from(subscriptionPlans)
      .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id));
    const body: GetAllSubscriptionsResponse = { result: 1, data: rows.map(toContractPlan) };
    return prepareJson(body, previous);
  }, clock);
  return { listResponse };
}
