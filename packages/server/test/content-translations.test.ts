import { eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/db/schema.js';
import { siteImages } from '../src/seed/content/index.js';
import { databaseTargets } from './support/databases.js';
import { type TestServer, startTestServer } from './support/test-server.js';

const devanagari = /[\u0900-\u097F]/;

/**
 * Hindi that may be the English text as it is: exam names and results written in capitals and
 * digits the way Hindi papers print them. Anything else in Hindi must be in Devanagari.
 */
const sameInHindi = new Set([
  'SSC',
  'AFCAT',
  'BITSAT',
  'CDS (I)',
  'FMGE',
  'MHT CET (PCM)',
  'NEET PG',
  'NEET UG',
  'RRB ALP CBT 1',
  'RRB JE CBT 1',
  'RRB NTPC CBT 1',
]);

/** Fields that hold a file path: the Hindi one must be another file than the English one. */
const pathFields = new Set(['sampleChapter']);

/** Every string inside a value, with its dotted path. */
function stringsIn(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item: unknown, index) => stringsIn(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, `${path}.${key}`));
  }
  return [];
}

/** Every `translations` object inside a stored row (the row's own, an exam's sections, a course's features). */
function translationsIn(value: unknown, path: string): Array<[string, Record<string, unknown>]> {
  if (Array.isArray(value)) return value.flatMap((item: unknown, index) => translationsIn(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]): Array<[string, Record<string, unknown>]> =>
    key === 'translations' && item !== null && typeof item === 'object' && !Array.isArray(item)
      ? [[`${path}.translations`, item as Record<string, unknown>], ...translationsIn(item, `${path}.translations`)]
      : translationsIn(item, `${path}.${key}`),
  );
}

/** Whether a field's Hindi may be its English as it is (beyond `sameInHindi`). */
type SameAllowed = (field: string, text: string) => boolean;

/**
 * Notation reads the same in a Hindi paper: numbers, formulas, units ('2 m/s', 'sin θ', '₹ 1,200')
 * letter codes ('XBSO') and chemical formulas ('NaHCO₃'), maths in LaTeX ('$\frac{GMm}{6R}$', the
 * same source in both languages) and a scientific name in italics ('*Rhizobium*', '*trans*-').
 * Outside those, a word of four letters or more in lower case is English.
 */
const withoutMathsAndNames = (text: string): string =>
  text.replace(/\$\$[\s\S]*?\$\$|\$[^$]*\$/g, ' ').replace(/\*[A-Za-z][a-z]*(?: [a-z]+)?\*/g, ' ');
const isNotation = (text: string): boolean => !/\b[A-Za-z][a-z]{3,}\b/.test(withoutMathsAndNames(text));

/**
 * A question's Hindi keeps notation as it is, and an English Language question keeps its English
 * text and options (the section tests English; its direction and explanation are in Hindi).
 */
function questionSameAllowed(row: unknown): SameAllowed {
  const english = (row as { subject?: unknown }).subject === 'english-language';
  return (field, text) => isNotation(text) || (english && (field === 'text' || field === 'options'));
}

/** What is wrong with one item's Hindi: missing, a field short, or English where Hindi belongs. */
function hindiProblems(owner: string, translations: Record<string, unknown>, sameAllowed?: SameAllowed): string[] {
  if (translations.hi === undefined) return [`${owner}: no Hindi`];
  const english = stringsIn(translations.en, '');
  const hindi = new Map(stringsIn(translations.hi, ''));
  return english.flatMap(([path, text]) => {
    const field = path.split('.').pop()?.replace(/\[\d+\]$/, '') ?? '';
    const translated = hindi.get(path);
    if (translated === undefined || translated.trim() === '') return [`${owner}${path}: no Hindi for '${text}'`];
    if (pathFields.has(field)) return translated === text ? [`${owner}${path}: the English file '${text}'`] : [];
    if (devanagari.test(translated)) return [];
    if (translated === text && (sameInHindi.has(text) || sameAllowed?.(field, text) === true)) return [];
    return [`${owner}${path}: '${translated}' is not Hindi`];
  });
}

/** The tables whose rows carry words for learners, plans included. */
const translatedTables = [
  schema.subscriptionPlans,
  schema.states,
  schema.categories,
  schema.exams,
  schema.courses,
  schema.faqs,
  schema.testimonials,
  schema.mentors,
  schema.heroSlides,
  schema.testSeries,
  schema.books,
  schema.topics,
  schema.questions,
  schema.passages,
  schema.papers,
  schema.videoLessons,
] as const;

describe('the list of translated tables', () => {
  it('names every table with a translations column', () => {
    const tables: unknown[] = Object.values(schema);
    const withTranslations = tables
      .filter((value): value is PgTable => is(value, PgTable))
      .filter((table) => 'translations' in getTableColumns(table))
      .map((table) => getTableName(table))
      .sort();
    expect([...translatedTables].map((table) => getTableName(table)).sort()).toEqual(withTranslations);
  });
});

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`the seeded words in Hindi ${target.title}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => {
      await server?.close();
    });

    it.each(translatedTables.map((table) => [getTableName(table), table] as const))(
      'every %s row says in Hindi what it says in English',
      async (name, table) => {
        const rows: unknown[] = await server.database.db.select().from(table as PgTable);
        expect(rows.length, `${name} is seeded`).toBeGreaterThan(0);
        // A passage of an English Language section (CTET's unseen passage) keeps its English too.
        const englishPassages = new Set(
          (await server.database.db.select({ passageId: schema.questions.passageId }).from(schema.questions).where(eq(schema.questions.subject, 'english-language'))).map(
            (row) => row.passageId,
          ),
        );
        const problems = rows.flatMap((row, index) => {
          const found = translationsIn(row, `${name}[${index}]`);
          expect(found.length, `${name}[${index}] has translations`).toBeGreaterThan(0);
          const englishPassage = table === schema.passages && englishPassages.has((row as { id: number }).id);
          const sameAllowed = table === schema.questions ? questionSameAllowed(row) : englishPassage ? () => true : undefined;
          return found.flatMap(([owner, translations]) => hindiProblems(owner, translations, sameAllowed));
        });
        expect(problems).toEqual([]);
      },
    );

    it('every site image has Hindi alternative text', () => {
      const problems = Object.entries(siteImages).flatMap(([key, image]) =>
        hindiProblems(`siteImages.${key}`, image.translations),
      );
      expect(problems).toEqual([]);
    });

    it('the allow-list names only words that are seeded the same in both languages', async () => {
      const rows = await Promise.all(
        translatedTables.map((table): Promise<unknown[]> => server.database.db.select().from(table as PgTable)),
      );
      const same = new Set(
        rows
          .flat()
          .flatMap((row) => translationsIn(row, ''))
          .flatMap(([, translations]) => {
            const hindi = new Map(stringsIn(translations.hi, ''));
            return stringsIn(translations.en, '').filter(([path, text]) => hindi.get(path) === text);
          })
          .map(([, text]) => text),
      );
      expect([...sameInHindi].filter((text) => !same.has(text))).toEqual([]);
    });
  });
}
