import { asc } from 'drizzle-orm';
import type { GetAllSubscriptionsResponse, SubscriptionPlan } from '../contract/index.js';
import type { Database } from '../db/open.js';
import { type PreparedJson, prepareJson } from '../http/prepared-json.js';
import { type SubscriptionPlanRow, subscriptionPlans } from '../db/schema.js';

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

/**
 * Plans change only through the seed and migrations, which run before the server listens, so
 * the answer is serialised and compressed once per process. PGlite serves ~650 list reads/s; the
 * cached bytes keep this route near a bare Fastify route's speed.
 */
export function createSubscriptionPlansService(db: Database): SubscriptionPlansService {
  let cached: Promise<PreparedJson> | undefined;

  async function load(): Promise<PreparedJson> {
    const rows = await db
      .select()
      .from(subscriptionPlans)
      .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id));
    const body: GetAllSubscriptionsResponse = { result: 1, data: rows.map(toContractPlan) };
    return prepareJson(body);
  }

  return {
    listResponse() {
      // Concurrent first requests share one query; a failure is not remembered.
      cached ??= load().catch((error: unknown) => {
        cached = undefined;
        throw error;
      });
      return cached;
    },
  };
}
