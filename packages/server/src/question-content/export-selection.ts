import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { passages as passageTable, questionItems, questions, topics, type QuestionRow } from '../db/attempts-schema.js';
import { figures as figureTable, type FigureMediaType } from '../db/figures-schema.js';
import type { Database } from '../db/open.js';
import { exportMoodleXml, exportQtiPackage } from './formats/index.js';
import type { ContentLanguage, ImportedFigure, ImportedItem, ImportedPassage, ItemWords } from './item.js';

// Any selection of questions written out as a QTI 3.0 package or Moodle XML, so the content is
// never locked in: the same shape the importers read, so an export imports back unchanged.

export type ExportFormat = 'qti' | 'moodle';
export interface ExportSelection {
  format: ExportFormat;
  /** Only these keys (their version in `state`, or their latest one when no state is asked). */
  keys?: readonly string[];
  state?: string;
  topic?: string;
  exam?: string;
}

const place = { file: 'database', line: 0 };
const languages = (translations: Record<string, unknown>): ContentLanguage[] => (['en', 'hi'] as const).filter((lang) => translations[lang] !== undefined);

type StoredFigure = { mediaType: FigureMediaType; bytes: Buffer };

/** Every figure the selection names, with its bytes, read in one query. */
async function storedFigures(db: Database, hashes: readonly string[]): Promise<Map<string, StoredFigure>> {
  const unique = [...new Set(hashes)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ hash: figureTable.hash, mediaType: figureTable.mediaType, bytes: figureTable.bytes }).from(figureTable).where(inArray(figureTable.hash, unique));
  return new Map(rows.map((row) => [row.hash, { mediaType: row.mediaType as FigureMediaType, bytes: row.bytes }]));
}

/** A text's figures (name → hash) as the importers give them. */
function namedFigures(named: Readonly<Record<string, string>>, stored: ReadonlyMap<string, StoredFigure>): ImportedFigure[] {
  return Object.entries(named).flatMap(([name, hash]) => {
    const row = stored.get(hash);
    return row === undefined ? [] : [{ name, mediaType: row.mediaType, data: new Uint8Array(row.bytes) }];
  });
}

/** The versions asked for: one per item. */
async function selectedVersions(db: Database, selection: ExportSelection) {
  const conditions: SQL[] = [];
  if (selection.keys !== undefined && selection.keys.length > 0) conditions.push(inArray(questionItems.key, [...selection.keys]));
  if (selection.topic !== undefined) conditions.push(eq(topics.slug, selection.topic));
  if (selection.exam !== undefined) conditions.push(sql`${questions.examSlugs} @> ${JSON.stringify([selection.exam])}::jsonb`);
  const state = selection.state ?? (selection.keys !== undefined && selection.keys.length > 0 ? undefined : 'published');
  if (state !== undefined) conditions.push(eq(questions.state, state as QuestionRow['state']));
  const rows = await db
    .select({ key: questionItems.key, question: questions, topic: { slug: topics.slug, translations: topics.translations } })
    .from(questions)
    .innerJoin(questionItems, eq(questionItems.id, questions.itemId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(and(...conditions))
    .orderBy(questionItems.key, desc(questions.version));
  const seen = new Set<string>();
  return rows.filter((row) => (seen.has(row.key) ? false : (seen.add(row.key), true)));
}

export async function exportSelection(db: Database, selection: ExportSelection): Promise<{ data: Uint8Array; count: number }> {
  const rows = await selectedVersions(db, selection);
  const passageIds = [...new Set(rows.flatMap((row) => (row.question.passageId === null ? [] : [row.question.passageId])))];
  const passageRows = passageIds.length === 0 ? [] : await db.select().from(passageTable).where(inArray(passageTable.id, passageIds));
  const passageKeys = new Map(passageRows.map((row) => [row.id, row.key]));
  const stored = await storedFigures(db, [...rows.flatMap((row) => Object.values(row.question.figures)), ...passageRows.flatMap((row) => Object.values(row.figures))]);
  const passages: ImportedPassage[] = passageRows.map((row) => ({ key: row.key, translations: row.translations, figures: namedFigures(row.figures, stored), at: place }));
  const items: ImportedItem[] = [];
  for (const { key, question, topic } of rows) {
    const translations: Partial<Record<ContentLanguage, ItemWords>> = {};
    for (const lang of languages(question.translations)) {
      const words = question.translations[lang];
      if (words !== undefined) translations[lang] = { text: words.text, ...(words.options === undefined ? {} : { options: words.options }), explanation: words.explanation };
    }
    const passage = question.passageId === null ? undefined : passageKeys.get(question.passageId);
    items.push({
      key,
      type: question.type as ImportedItem['type'],
      answer: question.answer,
      tolerance: question.tolerance,
      subject: question.subject,
      topic: { slug: topic.slug, names: { ...(topic.translations.en ? { en: topic.translations.en.name } : {}), ...(topic.translations.hi ? { hi: topic.translations.hi.name } : {}) } },
      ...(question.subtopic === null ? {} : { subtopic: question.subtopic }),
      difficulty: question.difficulty as ImportedItem['difficulty'],
      exams: question.examSlugs,
      ...(question.source === null ? {} : { source: question.source }),
      ...(question.authorNote === null ? {} : { authorNote: question.authorNote }),
      ...(passage === undefined ? {} : { passage }),
      translations,
      figures: namedFigures(question.figures, stored),
      at: place,
    });
  }
  const data = selection.format === 'qti' ? exportQtiPackage(items, passages) : new TextEncoder().encode(exportMoodleXml(items, passages));
  return { data, count: items.length };
}
