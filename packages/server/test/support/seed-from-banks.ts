import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { topics } from '../../src/db/attempts-schema.js';
import type { OpenedDatabase } from '../../src/db/open.js';
import { migrationsFolder } from '../../src/package-paths.js';
import { storeItems } from '../../src/question-content/store.js';
import { exams } from '../../src/seed/content/index.js';
import { seedContent } from '../../src/seed/content-seed.js';
import { upsertPapers } from '../../src/seed/question-seed.js';
import { bankAsContent } from '../../src/seed/questions/as-content.js';
import { questionBank } from '../../src/seed/questions/index.js';
import { planPapers } from '../../src/seed/questions/papers.js';

/** The migrations alone, as a start does before it seeds. */
export async function migrateOnly(database: OpenedDatabase): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db, { migrationsFolder });
  else await migrateNodePg(database.db, { migrationsFolder });
}

/**
 * Exams, topics, questions and papers as the release before the content files seeded them: the
 * questions straight from the TypeScript banks, their texts plain and not drawn to HTML.
 */
export async function seedQuestionsFromBanks(database: OpenedDatabase): Promise<void> {
  await database.db.transaction(async (tx) => {
    await seedContent(tx);
    await tx.insert(topics).values(questionBank.topics.map((topic) => ({ slug: topic.slug, subject: topic.subject, translations: topic.translations })));
    const { items, passages } = bankAsContent(questionBank);
    const stored = await storeItems(tx, items, passages, { publish: true });
    if (stored.problems.length > 0) throw new Error(stored.problems.map((problem) => problem.message).join('\n'));
    await upsertPapers(tx, planPapers(exams, questionBank), stored.questionIds);
  });
}
