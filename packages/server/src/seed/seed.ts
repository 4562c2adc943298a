import type { Database } from '../db/open.js';
import { subscriptionPlans } from '../db/schema.js';
import { seedContent } from './content-seed.js';
import { seedSubscriptionPlans } from './subscription-plans.js';

/**
 * Adds the seed rows that are missing and leaves existing ones alone, so a second start changes
 * nothing and a price an operator edited in the database stays edited.
 */
export async function seed(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx.select({ planName: subscriptionPlans.planName }).from(subscriptionPlans);
    const existingNames = new Set(existing.map((row) => row.planName));
    const missing = seedSubscriptionPlans.filter((plan) => !existingNames.has(plan.planName));
    if (missing.length > 0) {
      // DO NOTHING covers an instance seeding at the same moment.
      await tx.insert(subscriptionPlans).values(missing).onConflictDoNothing({ target: subscriptionPlans.planName });
    }
    await seedContent(tx);
  });
}
