import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/accounts-schema.js';
import { attempts, papers, passages, questionItems, questions, topics } from '../src/db/attempts-schema.js';
import { exams as examTable } from '../src/db/content-schema.js';
import type { Database } from '../src/db/open.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { plainToMarkdown } from '../src/question-content/render/index.js';
import { exams } from '../src/seed/content/index.js';
import { BundledQuestionsError, readBundledQuestions } from '../src/seed/bundled-questions.js';
import { paperQuestions, seedQuestions } from '../src/seed/question-seed.js';
import { bankAsContent } from '../src/seed/questions/as-content.js';
import { questionBank } from '../src/seed/questions/index.js';
import { planPapers } from '../src/seed/questions/papers.js';
import { databaseTargets, type TestDatabase } from './support/databases.js';
import { migrateOnly, seedQuestionsFromBanks } from './support/seed-from-banks.js';

// A database seeded by the release before the content files (questions straight from the
// TypeScript banks, plain text), started once with the content files.

const { items: bankItems, passages: bankPassages } = bankAsContent(questionBank);
const wordsOf = (translations: Record<string, { text: string; options?: string[]; explanation?: string } | undefined>): string[] =>
  Object.values(translations).flatMap((words) => (words === undefined ? [] : [words.text, ...(words.options ?? []), words.explanation ?? '']));
const escapes = (texts: readonly string[]) => texts.some((text) => plainToMarkdown(text) !== text);
const changedPassages = new Set(bankPassages.filter((passage) => escapes(wordsOf(passage.translations))).map((passage) => passage.key));
/** Questions whose own words, or whose passage's, read differently as Markdown: they get a new version. */
const changedKeys = new Set(
  bankItems.filter((item) => escapes(wordsOf(item.translations)) || changedPassages.has(item.passage ?? '')).map((item) => item.key),
);

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`a database seeded from the TypeScript banks, started with the content files ${target.title}`, () => {
    let database: TestDatabase;
    let sbiPaperBefore: typeof papers.$inferSelect | undefined;
    let versionsBefore: Map<string, typeof questions.$inferSelect>;

    const questionsByKey = async () => {
      const rows = await database.db
        .select({ key: questionItems.key, question: questions })
        .from(questions)
        .innerJoin(questionItems, eq(questionItems.id, questions.itemId))
        .orderBy(questions.itemId, questions.version);
      const byKey = new Map<string, (typeof questions.$inferSelect)[]>();
      for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row.question]);
      return byKey;
    };
    const paperOf = async (slug: string) => {
      const [row] = await database.db.select({ paper: papers }).from(papers).innerJoin(examTable, eq(examTable.id, papers.examId)).where(eq(examTable.slug, slug));
      return row?.paper;
    };

    beforeAll(async () => {
      database = await target.open();
      await migrateOnly(database);
      await seedQuestionsFromBanks(database);
      // A learner is taking SBI PO when the new release starts.
      sbiPaperBefore = await paperOf('sbi-po-prelims');
      const db: Database = database.db;
      const [learner] = await db
        .insert(users)
        .values({ email: 'asha@example.in', passwordHash: 'not used', firstName: 'Asha', phone: '9876543210' })
        .returning({ id: users.id });
      await database.db.insert(attempts).values({
        userId: learner?.id ?? 0,
        examId: sbiPaperBefore?.examId ?? 0,
        paperId: sbiPaperBefore?.id ?? 0,
        deadlineAt: new Date(Date.now() + 3_600_000),
      });
      versionsBefore = new Map([...(await questionsByKey())].map(([key, versions]) => [key, versions[0] as typeof questions.$inferSelect]));
      await prepareDatabase(database);
    });
    afterAll(async () => {
      await database?.dispose();
    });

    it('publishes a new version of each question the Markdown escapes, drawn to HTML, and keeps the rest as they were', async () => {
      expect(changedKeys.size).toBeGreaterThan(0);
      const after = await questionsByKey();
      // The banks' questions, and the content written as files for one exam (neet/), new and published.
      const written = [...after.keys()].filter((key) => !bankItems.some((item) => item.key === key));
      expect(after.size - written.length).toBe(bankItems.length);
      expect(written.length).toBeGreaterThan(0);
      for (const key of written) expect(after.get(key)?.map((version) => [version.version, version.state]), key).toEqual([[1, 'published']]);
      for (const item of bankItems) {
        const versions = after.get(item.key) ?? [];
        const first = versionsBefore.get(item.key);
        if (!changedKeys.has(item.key)) {
          // The same version, its words as they were; only its HTML is drawn now, from those words.
          expect(versions, item.key).toEqual([{ ...first, rendered: expect.objectContaining({ en: expect.objectContaining({ text: expect.stringMatching(/^<p>/) }) }) }]);
          expect(first?.rendered, item.key).toBeNull();
          continue;
        }
        expect(versions.map((version) => [version.version, version.state]), item.key).toEqual([
          [1, 'superseded'],
          [2, 'published'],
        ]);
        const [, published] = versions;
        expect(published?.translations.en?.text).toBe(plainToMarkdown(item.translations.en?.text ?? ''));
        expect(published?.answer).toEqual(first?.answer);
        expect(published?.rendered?.en?.text).toMatch(/^<p>/);
      }
    });

    it('keeps each passage’s key; one the Markdown escapes gets a second version', async () => {
      const rows = await database.db.select().from(passages).orderBy(passages.key, desc(passages.version));
      // The banks' passages, and those only the content files have (CSAT's, CTET's).
      const files = (await readBundledQuestions()).passages.map((passage) => passage.key);
      expect([...new Set(rows.map((row) => row.key))].sort()).toEqual([...new Set([...bankPassages.map((passage) => passage.key), ...files])].sort());
      for (const passage of bankPassages) {
        const versions = rows.filter((row) => row.key === passage.key).map((row) => row.version);
        expect(versions, passage.key).toEqual(changedPassages.has(passage.key) ? [2, 1] : [1]);
        expect(rows.find((row) => row.key === passage.key)?.rendered?.en?.text ?? rows.find((row) => row.key === passage.key)?.rendered?.hi?.text, passage.key).toMatch(/^<p>/);
      }
    });

    it('never rewrites the paper a learner is taking, and redraws the others with the published versions', async () => {
      expect(await paperOf('sbi-po-prelims')).toEqual(sbiPaperBefore);
      const after = await questionsByKey();
      const publishedId = (key: string) => after.get(key)?.find((version) => version.state === 'published')?.id;
      const plan = planPapers(exams, { questions: paperQuestions((await readBundledQuestions()).items) }).find((each) => each.examSlug === 'ssc-cgl-tier-1');
      const cgl = await paperOf('ssc-cgl-tier-1');
      expect(cgl?.sections.map((section) => section.questionIds)).toEqual(plan?.sections.map((section) => section.questionKeys.map(publishedId)));
    });

    it('changes nothing on the start after', async () => {
      const snapshot = async () => ({
        topics: await database.db.select().from(topics).orderBy(topics.id),
        questions: await database.db.select().from(questions).orderBy(questions.id),
        passages: await database.db.select().from(passages).orderBy(passages.id),
        papers: await database.db.select().from(papers).orderBy(papers.id),
      });
      const before = await snapshot();
      await prepareDatabase(database);
      expect(await snapshot()).toEqual(before);
    });

    it('stops on a question it cannot store, naming its file and line, and stores nothing', async () => {
      const bundled = await readBundledQuestions();
      const [first, ...rest] = bundled.items;
      if (first === undefined) throw new Error('no bundled question');
      const broken = { passages: bundled.passages, items: [{ ...first, passage: 'direction-missing', answer: 0 }, ...rest] };
      const count = async () => (await database.db.select({ id: questions.id }).from(questions)).length;
      const stored = await count();
      const seeding = database.db.transaction((tx) => seedQuestions(tx, broken, exams));
      await expect(seeding).rejects.toThrow(BundledQuestionsError);
      await expect(seeding).rejects.toThrow(`${first.at.file}:${first.at.line}: The passage "direction-missing" is not in this import and was never imported before.`);
      expect(await count()).toBe(stored);
    });
  });
}
