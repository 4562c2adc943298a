import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The plans on /subscription-plans. Prices are whole rupees (the spec's currency unit). */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
  id: serial('id').primaryKey(),
  planName: text('plan_name').notNull().unique(),
  /** Badge text on the card, e.g. 'Most Popular'; null shows no badge. */
  planType: text('plan_type'),
  priceAnnually: integer('price_annually').notNull(),
  priceMonthly: integer('price_monthly').notNull(),
  planDescription: text('plan_description').notNull(),
  /** Feature lines; the API sends them JSON-encoded as text, as the spec's clients expect. */
  planDetails: jsonb('plan_details').$type<string[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('subscription_plans_prices_not_negative', sql`${table.priceAnnually} >= 0 AND ${table.priceMonthly} >= 0`),
  ],
);

export type SubscriptionPlanRow = typeof subscriptionPlans.$inferSelect;
export type NewSubscriptionPlanRow = typeof subscriptionPlans.$inferInsert;
