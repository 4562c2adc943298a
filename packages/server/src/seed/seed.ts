import { eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { subscriptionPlans } from '../db/commerce-schema.js';
import { exams } from './content/index.js';
import { seedContent } from './content-seed.js';
import { seedForum } from './forum/index.js';
import { readBundledPapers } from './bundled-papers.js';
import { readBundledQuestions } from './bundled-questions.js';
import { seedContentTests } from '../services/tests/content-tests.js';
import { seedQuestions } from './question-seed.js';
import { replaceRetiredTexts } from './replace-retired-texts.js';
import { seedSubscriptionPlans } from './subscription-plans.js';
import { videoLessons } from './content/videoLessons.js';
import { seedVideoLessons } from './video-lessons-seed.js';

/** Whatever `db.transaction` hands its callback. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Adds the plans that are missing, and to a stored plan the languages it lacks (a database seeded
 * before plans were translated gets their Hindi). A language a plan already has is left alone, so
 * an operator's edit stays edited.
 */
async function seedPlans(tx: Tx): Promise<void> {
  const existing = await tx
    .select({ id: subscriptionPlans.id, planName: subscriptionPlans.planName, translations: subscriptionPlans.translations })
    .from(subscriptionPlans);
  const byName = new Map(existing.map((row) => [row.planName, row]));
  const missing = seedSubscriptionPlans.filter((plan) => !byName.has(plan.planName));
  if (missing.length > 0) {
    // DO NOTHING covers an instance seeding at the same moment.
    await tx.insert(subscriptionPlans).values(missing).onConflictDoNothing({ target: subscriptionPlans.planName });
  }
  for (const plan of seedSubscriptionPlans) {
    const row = byName.get(plan.planName);
    if (row === undefined) continue;
    const absent = Object.entries(plan.translations).filter(([code]) => !(code in row.translations));
    if (absent.length === 0) continue;
    await tx
      .update(subscriptionPlans)
      .set({ translations: { ...row.translations, ...Object.fromEntries(absent) } })
      .where(eq(subscriptionPlans.id, row.id));
  }
}

/**
 * Adds the seed rows that are missing and leaves existing ones alone, so a second start changes
 * nothing and a price an operator edited in the database stays edited. Two exceptions: questions,
 * read from the content files under content/questions/, are stored by key as versions, so a
 * corrected answer key in a release reaches every database (see question-seed.ts; papers already
 * attempted are never rewritten), and a text an earlier release
 * seeded untrue is replaced while it is still exactly that text (replace-retired-texts.ts).
 */
export async function seed(db: Database): Promise<void> {
  // Read and checked before the transaction opens: a problem in the files stops the start here.
  const bundledQuestions = await readBundledQuestions();
  const fixedSections = await readBundledPapers();
  await db.transaction(async (tx) => {
    await seedPlans(tx);
    await seedContent(tx);
    // After the rows exist: texts an earlier release seeded untrue are replaced, edited ones kept.
    await replaceRetiredTexts(tx);
    // After the exams: each one that can be taken gets its paper.
    await seedQuestions(tx, bundledQuestions, exams, fixedSections);
    // After the papers: each exam's own paper stands in the test builder as a draft.
    await seedContentTests(tx);
    await seedForum(tx);
    await seedVideoLessons(tx, videoLessons);
  });
}
