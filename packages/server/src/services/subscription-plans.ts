import { asc } from 'drizzle-orm';
import type { GetAllSubscriptionsResponse, SubscriptionPlan } from '@pariksha/contract';
import type { Database } from '../db/open.js';
import { type PreparedJson, prepareJson } from '../http/prepared-json.js';
import { type SubscriptionPlanRow, subscriptionPlans } from '../db/commerce-schema.js';
import { languages } from '../db/content-schema.js';
import { type CacheClock, expiringValue } from './cache-expiry.js';
import { defaultLanguage, pickTranslation, resolveLanguage } from './content/translations.js';

function toContractPlan(row: SubscriptionPlanRow, code: string): SubscriptionPlan {
  const words = pickTranslation(row.translations, code);
  return {
    id: row.id,
    plan_name: row.planName,
    plan_type: words.badge,
    price_annually: row.priceAnnually,
    price_monthly: row.priceMonthly,
    plan_description: words.description,
    plan_details: JSON.stringify(words.details),
  };
}

export type SubscriptionPlansService = {
  /** The whole getAllSubscriptions response body in `lang` (else English), serialised and compressed. */
  listResponse(lang: string): Promise<PreparedJson>;
};

export type SubscriptionPlansOptions = {
  /** The clock the cache's expiry reads (tests move one on instead of waiting). */
  clock?: CacheClock | undefined;
};

/** One read of the plans: the stored language codes and an answer per code. */
type Answers = { codes: string[]; byCode: Map<string, PreparedJson> };

/**
 * The answers are serialised and compressed once per stored language and read again from the
 * database at most once per `contentCacheTtlMs`, so a price edited on the database reaches every
 * server within that time; unchanged answers keep their compressed bytes. The cache holds one
 * answer per stored language (a request's `lang` is resolved to one first), so requests cannot
 * grow it. PGlite serves ~650 list reads/s; the cached bytes keep this route near a bare Fastify
 * route's speed.
 */
export function createSubscriptionPlansService(
  db: Database,
  { clock }: SubscriptionPlansOptions = {},
): SubscriptionPlansService {
  const answers = expiringValue<Answers>(async (previous) => {
    const [rows, stored] = await Promise.all([
      db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id)),
      db.select({ code: languages.shortName }).from(languages).orderBy(asc(languages.sortOrder)),
    ]);
    const codes = stored.map((row) => row.code);
    if (!codes.includes(defaultLanguage)) codes.push(defaultLanguage);
    const byCode = new Map(
      codes.map((code): [string, PreparedJson] => {
        const body: GetAllSubscriptionsResponse = { result: 1, data: rows.map((row) => toContractPlan(row, code)) };
        return [code, prepareJson(body, previous?.byCode.get(code))];
      }),
    );
    return { codes, byCode };
  }, clock);

  return {
    async listResponse(lang) {
      const { codes, byCode } = await answers();
      const answer = byCode.get(resolveLanguage(codes, lang));
      if (answer === undefined) throw new Error('No plans answer for a stored language.');
      return answer;
    },
  };
}
