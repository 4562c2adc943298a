import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passages, questionItems, questions, topics } from '../src/db/attempts-schema.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { importParsed } from '../src/question-content/import.js';
import type { ImportedItem, ImportedPassage, ParsedFile } from '../src/question-content/item.js';
import { databaseTargets, type TestDatabase } from './support/databases.js';

const at = (line: number) => ({ file: 'percentages.csv', line });

/** A question on the seeded Percentage topic, as a file's row would give it. */
function item(key: string, line: number, change: Partial<ImportedItem> = {}): ImportedItem {
  return {
    key,
    type: 'single',
    answer: 1,
    tolerance: 0,
    subject: 'quantitative-aptitude',
    topic: { slug: 'percentage' },
    difficulty: 'easy',
    exams: ['ssc-cgl'],
    translations: {
      en: { text: 'What is 20% of 450?', options: ['80', '90', '95', '100'], explanation: '$\\frac{20}{100} \\times 450 = 90$' },
      hi: { text: '450 का 20% कितना है?', options: ['80', '90', '95', '100'], explanation: '$\\frac{20}{100} \\times 450 = 90$' },
    },
    figures: [],
    at: at(line),
    ...change,
  };
}

const file = (items: ImportedItem[], extra: Partial<ParsedFile> = {}): ParsedFile => ({ items, passages: [], problems: [], invalidCount: 0, ...extra });

async function versionsOf(database: TestDatabase, key: string) {
  return database.db
    .select({ version: questions.version, state: questions.state, answer: questions.answer, id: questions.id })
    .from(questions)
    .innerJoin(questionItems, eq(questionItems.id, questions.itemId))
    .where(eq(questionItems.key, key))
    .orderBy(questions.version);
}

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`importing questions ${target.title}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await target.open();
      await prepareDatabase(database);
    });
    afterAll(async () => {
      await database?.dispose();
    });

    it('creates drafts, and importing the same file again changes nothing', async () => {
      const parsed = [file([item('test-pct-1', 2), item('test-pct-2', 3, { answer: 2 })])];
      expect(await importParsed(database.db, parsed)).toEqual({ valid: 2, invalid: 0, created: 2, updated: 0, unchanged: 0, errors: [], imported: true });
      expect(await importParsed(database.db, parsed)).toMatchObject({ created: 0, updated: 0, unchanged: 2, imported: true });
      expect(await versionsOf(database, 'test-pct-1')).toMatchObject([{ version: 1, state: 'draft' }]);
    });

    it('changes a draft in place, but makes a published question a new version and keeps the one served', async () => {
      await importParsed(database.db, [file([item('test-pct-3', 2)])]);
      const [draft] = await versionsOf(database, 'test-pct-3');
      expect(await importParsed(database.db, [file([item('test-pct-3', 2, { answer: 0 })])])).toMatchObject({ updated: 1 });
      expect(await versionsOf(database, 'test-pct-3')).toEqual([{ ...draft, answer: 0 }]);

      expect(await importParsed(database.db, [file([item('test-pct-3', 2, { answer: 0 })])], { publish: true })).toMatchObject({ updated: 1, unchanged: 0 });
      expect(await versionsOf(database, 'test-pct-3')).toMatchObject([{ version: 1, state: 'published' }]);

      // A corrected key: version 2 as a draft while version 1 stays published, then published over it.
      await importParsed(database.db, [file([item('test-pct-3', 2, { answer: 1 })])]);
      expect(await versionsOf(database, 'test-pct-3')).toMatchObject([
        { version: 1, state: 'published', answer: 0 },
        { version: 2, state: 'draft', answer: 1 },
      ]);
      await importParsed(database.db, [file([item('test-pct-3', 2, { answer: 1 })])], { publish: true });
      expect(await versionsOf(database, 'test-pct-3')).toMatchObject([
        { version: 1, state: 'superseded', answer: 0 },
        { version: 2, state: 'published', answer: 1 },
      ]);
    });

    it('imports nothing from a file with a problem, unless told to skip the invalid questions', async () => {
      const parsed = [
        file([item('test-pct-4', 2), item('test-pct-5', 4, { topic: { slug: 'test-brand-new-topic' } })], {
          problems: [{ ...at(3), message: 'The answer "E" is not one of the options A–D.' }],
          invalidCount: 1,
        }),
      ];
      const refused = await importParsed(database.db, parsed);
      expect(refused).toEqual({
        valid: 1,
        invalid: 2,
        created: 0,
        updated: 0,
        unchanged: 0,
        imported: false,
        errors: [
          { ...at(3), message: 'The answer "E" is not one of the options A–D.' },
          { ...at(4), message: 'The topic "test-brand-new-topic" is new: give its name in English (and in Hindi) so learners can read it in their results.' },
        ],
      });
      expect(await versionsOf(database, 'test-pct-4')).toEqual([]);
      expect(await importParsed(database.db, parsed, { skipInvalid: true })).toMatchObject({ valid: 1, invalid: 2, created: 1, imported: true });
      expect(await versionsOf(database, 'test-pct-4')).toHaveLength(1);
      expect(await versionsOf(database, 'test-pct-5')).toEqual([]);
    });

    it('counts a dry run truly and leaves the database as it was', async () => {
      const report = await importParsed(database.db, [file([item('test-pct-6', 2)])], { dryRun: true });
      expect(report).toMatchObject({ valid: 1, created: 1, imported: false });
      expect(await versionsOf(database, 'test-pct-6')).toEqual([]);
    });

    it('creates a new topic named in the file, and refuses a topic of another subject', async () => {
      const named = item('test-optics-1', 2, { subject: 'physics', topic: { slug: 'test-ray-optics', names: { en: 'Ray Optics', hi: 'किरण प्रकाशिकी' } } });
      const wrongSubject = item('test-optics-2', 3, { subject: 'chemistry', topic: { slug: 'test-ray-optics' } });
      const report = await importParsed(database.db, [file([named, wrongSubject])], { skipInvalid: true });
      expect(report.errors).toEqual([{ ...at(3), message: 'The topic "test-ray-optics" belongs to physics, not to chemistry.' }]);
      const [topic] = await database.db.select().from(topics).where(eq(topics.slug, 'test-ray-optics'));
      expect(topic?.translations).toEqual({ en: { name: 'Ray Optics' }, hi: { name: 'किरण प्रकाशिकी' } });
    });

    it('stores a passage once for its group and refuses a question whose passage is nowhere', async () => {
      const passage: ImportedPassage = {
        key: 'test-di-table',
        translations: { en: { text: '| Year | Sales |\n|---|---|\n| 2023 | 450 |' }, hi: { text: '| वर्ष | बिक्री |\n|---|---|\n| 2023 | 450 |' } },
        figures: [],
        at: at(10),
      };
      const grouped = [item('test-di-1', 11, { passage: 'test-di-table' }), item('test-di-2', 12, { passage: 'test-di-table', answer: 3 })];
      const report = await importParsed(database.db, [file([...grouped, item('test-di-3', 13, { passage: 'test-no-such-passage' })], { passages: [passage] })], {
        skipInvalid: true,
      });
      expect(report).toMatchObject({ created: 2, invalid: 1 });
      expect(report.errors.map((error) => error.message)).toEqual(['The passage "test-no-such-passage" is not in this import and was never imported before.']);
      expect(await database.db.select({ version: passages.version }).from(passages).where(eq(passages.key, 'test-di-table'))).toEqual([{ version: 1 }]);
      // A later file may use the passage an earlier one brought.
      expect(await importParsed(database.db, [file([item('test-di-4', 2, { passage: 'test-di-table' })])])).toMatchObject({ created: 1, imported: true });
    });

    it('refuses a key given twice in one import, naming where it was first', async () => {
      const report = await importParsed(database.db, [file([item('test-twice', 2)]), { ...file([item('test-twice', 5, { at: { file: 'more.csv', line: 5 } })]) }]);
      expect(report.errors).toEqual([{ file: 'more.csv', line: 5, message: 'The key "test-twice" is also used in percentages.csv at line 2: each question needs its own key.' }]);
      expect(report).toMatchObject({ valid: 1, invalid: 1, imported: false });
    });
  });
}
