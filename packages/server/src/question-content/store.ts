import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import {
  passages as passageTable,
  questionItems,
  questions,
  topics,
  type QuestionRow,
  type QuestionTranslationJson,
  type RenderedWordsJson,
} from '../db/attempts-schema.js';
import type { TranslationsJson } from '../db/content-schema.js';
import type { ContentRenderer, TextDrawer } from './content-renderer.js';
import type { ImportedFigure, ImportedItem, ImportedPassage, ImportProblem, ItemWords, SourcePlace } from './item.js';

// Imported items into the database as question versions (db/attempts-schema.ts): a new key is a
// new item; the same content as the item's latest version changes nothing (so importing a file
// again is a no-op); other content is a new version, except that a draft or a version in review
// is still being written and is changed in place. A published version is never changed.

/** Whatever `db.transaction` hands its callback: the transaction must be used, never `db`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Keeps a figure's bytes and says under which hash; a plain message when it cannot. */
export type FigureKeeper = (tx: Tx, figure: ImportedFigure) => Promise<{ ok: true; hash: string } | { ok: false; message: string }>;


export interface StoreOptions {
  /** Publish what is imported (a reviewer's or admin's import, and the bundled banks at start). */
  publish: boolean;
  keepFigure?: FigureKeeper;
  /** Draws the texts to HTML with MathML (content-renderer.ts); without it they stay plain text. */
  render?: ContentRenderer;
}

export interface StoreCounts {
  created: number;
  updated: number;
  unchanged: number;
}

export interface StoreResult extends StoreCounts {
  problems: ImportProblem[];
  /** Items refused here (an unknown topic or passage, a figure or maths that cannot be drawn): none of them is stored. */
  refused: number;
  /** Every stored item's key → the id of its version as it now stands (the published one after a publishing import). */
  questionIds: Map<string, number>;
}

/** The fields of a version that an import compares: equal ones mean "unchanged". */
type VersionContent = Pick<
  QuestionRow,
  'subject' | 'topicId' | 'subtopic' | 'type' | 'difficulty' | 'answer' | 'tolerance' | 'translations' | 'passageId' | 'figures' | 'examSlugs' | 'source' | 'authorNote'
>;

const contentOf = (row: QuestionRow): VersionContent => ({
  subject: row.subject,
  topicId: row.topicId,
  subtopic: row.subtopic,
  type: row.type,
  difficulty: row.difficulty,
  answer: row.answer,
  tolerance: row.tolerance,
  translations: row.translations,
  passageId: row.passageId,
  figures: row.figures,
  examSlugs: row.examSlugs,
  source: row.source,
  authorNote: row.authorNote,
});

/** Optional fields only when present, so an unchanged question compares equal to its row. */
function wordsJson(words: ItemWords): QuestionTranslationJson {
  return { text: words.text, ...(words.options === undefined ? {} : { options: [...words.options] }), explanation: words.explanation };
}

const chunkSize = 500;
function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < list.length; at += chunkSize) out.push(list.slice(at, at + chunkSize));
  return out;
}

/**
 * Topic slug → id and subject, creating the topics the file names with their names (English at
 * least; a new topic without one is a problem for each of its items).
 */
async function topicIds(tx: Tx, items: readonly ImportedItem[], problems: ImportProblem[]): Promise<Map<string, { id: number; subject: string }>> {
  const slugs = [...new Set(items.map((item) => item.topic.slug))];
  const ids = new Map<string, number>();
  const subjects = new Map<string, string>();
  for (const part of chunks(slugs)) {
    for (const row of await tx.select({ id: topics.id, slug: topics.slug, subject: topics.subject }).from(topics).where(inArray(topics.slug, part))) {
      ids.set(row.slug, row.id);
      subjects.set(row.slug, row.subject);
    }
  }
  // A topic's names may come on any of its rows: the first English and Hindi names given are used.
  const names = new Map<string, { en?: string; hi?: string }>();
  for (const item of items) {
    const given = names.get(item.topic.slug) ?? {};
    const en = given.en ?? item.topic.names?.en?.trim();
    const hi = given.hi ?? item.topic.names?.hi?.trim();
    names.set(item.topic.slug, { ...(en ? { en } : {}), ...(hi ? { hi } : {}) });
  }
  for (const item of items) {
    if (subjects.has(item.topic.slug)) continue;
    const { en: english, hi: hindi } = names.get(item.topic.slug) ?? {};
    if (english === undefined) {
      problems.push({ ...item.at, message: `The topic "${item.topic.slug}" is new: give its name in English (and in Hindi) so learners can read it in their results.` });
      continue;
    }
    const [row] = await tx
      .insert(topics)
      .values({ slug: item.topic.slug, subject: item.subject, translations: { en: { name: english }, ...(hindi === undefined ? {} : { hi: { name: hindi } }) } })
      .returning({ id: topics.id });
    if (row !== undefined) {
      ids.set(item.topic.slug, row.id);
      subjects.set(item.topic.slug, item.subject);
    }
  }
  return new Map([...ids].map(([slug, id]) => [slug, { id, subject: subjects.get(slug) ?? '' }]));
}

/** Figure name → hash for one item's or passage's figures; a problem for each that cannot be kept. */
async function keepFigures(tx: Tx, figures: readonly ImportedFigure[], at: SourcePlace, options: StoreOptions, problems: ImportProblem[]): Promise<Record<string, string>> {
  const kept: Record<string, string> = {};
  for (const figure of figures) {
    if (options.keepFigure === undefined) {
      problems.push({ ...at, message: `The figure ${figure.name} cannot be stored by this import.` });
      continue;
    }
    const result = await options.keepFigure(tx, figure);
    if (result.ok) kept[figure.name] = result.hash;
    else problems.push({ ...at, message: `The figure ${figure.name}: ${result.message}` });
  }
  return kept;
}

/**
 * The latest version of each key's passage, or a new version when the file's passage differs. A
 * passage with a problem is not stored (its questions are refused with it): its key is left out.
 */
async function storePassages(tx: Tx, list: readonly ImportedPassage[], options: StoreOptions, problems: ImportProblem[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const passage of list) {
    const before = problems.length;
    const figures = await keepFigures(tx, passage.figures, passage.at, options, problems);
    const translations: TranslationsJson<{ text: string }> = Object.fromEntries(
      Object.entries(passage.translations).flatMap(([lang, words]) => (words === undefined ? [] : [[lang, { text: words.text }]])),
    );
    const [latest] = await tx.select().from(passageTable).where(eq(passageTable.key, passage.key)).orderBy(desc(passageTable.version)).limit(1);
    if (latest !== undefined && isDeepStrictEqual(latest.translations, translations) && isDeepStrictEqual(latest.figures, figures)) {
      ids.set(passage.key, latest.id);
      continue;
    }
    const rendered = await renderAll(tx, translations, figures, options, passage.at, problems, (words, draw) => ({ text: draw(words.text, false) }));
    if (problems.length > before) continue;
    const [row] = await tx
      .insert(passageTable)
      .values({ key: passage.key, version: (latest?.version ?? 0) + 1, translations, figures, rendered })
      .returning({ id: passageTable.id });
    if (row !== undefined) ids.set(passage.key, row.id);
  }
  return ids;
}

/** Each language drawn by the renderer (null without one: shown as plain text). */
async function renderAll<T, R>(
  tx: Tx,
  translations: TranslationsJson<T>,
  figures: Record<string, string>,
  options: StoreOptions,
  at: SourcePlace,
  problems: ImportProblem[],
  each: (words: T, draw: (source: string, inline: boolean) => string) => R,
): Promise<TranslationsJson<R> | null> {
  if (options.render === undefined) return null;
  const render: TextDrawer = await options.render(tx, figures);
  return Object.fromEntries(
    Object.entries(translations).map(([lang, words]) => {
      const draw = (source: string, inline: boolean): string => {
        const drawn = render(source, { lang, inline });
        for (const message of drawn.problems) problems.push({ file: at.file, line: at.line, message: `${lang === 'hi' ? 'Hindi' : 'English'}: ${message}` });
        return drawn.html;
      };
      return [lang, each(words, draw)];
    }),
  );
}

/** The latest version of each item key (any state). */
async function latestVersions(tx: Tx, keys: readonly string[]): Promise<Map<string, QuestionRow>> {
  const latest = new Map<string, QuestionRow>();
  for (const part of chunks(keys)) {
    const rows = await tx
      .select({ key: questionItems.key, question: questions })
      .from(questions)
      .innerJoin(questionItems, eq(questionItems.id, questions.itemId))
      .where(inArray(questionItems.key, part))
      .orderBy(questions.itemId, desc(questions.version));
    for (const row of rows) if (!latest.has(row.key)) latest.set(row.key, row.question);
  }
  return latest;
}

/** Makes `id` its item's one published version; the one before it, if any, is superseded. */
export async function publishVersion(tx: Tx, version: Pick<QuestionRow, 'id' | 'itemId'>): Promise<void> {
  await tx
    .update(questions)
    .set({ state: 'superseded', updatedAt: sql`now()` })
    .where(and(eq(questions.itemId, version.itemId), eq(questions.state, 'published'), sql`${questions.id} <> ${version.id}`));
  await tx
    .update(questions)
    .set({ state: 'published', publishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(questions.id, version.id), sql`${questions.state} <> 'published'`));
}

/**
 * Stores the items and passages of an import in `tx`. Problems found on the way (an unknown
 * topic, a passage no file defines, a figure that cannot be kept, maths that cannot be drawn) are
 * returned; the caller decides whether the transaction stands (`--skip-invalid`) or rolls back.
 */
export async function storeItems(tx: Tx, items: readonly ImportedItem[], passageList: readonly ImportedPassage[], options: StoreOptions): Promise<StoreResult> {
  const problems: ImportProblem[] = [];
  const counts: StoreCounts = { created: 0, updated: 0, unchanged: 0 };
  const questionIds = new Map<string, number>();
  const topicsBySlug = await topicIds(tx, items, problems);
  const passageIds = await storePassages(tx, passageList, options, problems);
  const referenced = [...new Set(items.flatMap((item) => (item.passage === undefined || passageIds.has(item.passage) ? [] : [item.passage])))];
  for (const part of chunks(referenced)) {
    // A passage the import does not hold may be one already stored (imported by an earlier file).
    const rows = await tx.select({ id: passageTable.id, key: passageTable.key }).from(passageTable).where(inArray(passageTable.key, part)).orderBy(passageTable.key, desc(passageTable.version));
    for (const row of rows) if (!passageIds.has(row.key)) passageIds.set(row.key, row.id);
  }
  const latest = await latestVersions(
    tx,
    items.map((item) => item.key),
  );

  let refused = 0;
  for (const item of items) {
    const before = problems.length;
    const topic = topicsBySlug.get(item.topic.slug);
    if (topic !== undefined && topic.subject !== item.subject) {
      problems.push({ ...item.at, message: `The topic "${item.topic.slug}" belongs to ${topic.subject}, not to ${item.subject}.` });
    }
    const topicId = topic?.id;
    const passageId = item.passage === undefined ? null : passageIds.get(item.passage);
    if (passageId === undefined) {
      const failed = passageList.some((passage) => passage.key === item.passage);
      problems.push({
        ...item.at,
        message: failed ? `The passage "${item.passage ?? ''}" could not be imported (see its own problem).` : `The passage "${item.passage ?? ''}" is not in this import and was never imported before.`,
      });
    }
    const figures = await keepFigures(tx, item.figures, item.at, options, problems);
    if (topicId === undefined || passageId === undefined || problems.length > before) {
      refused += 1;
      continue;
    }
    const translations: TranslationsJson<QuestionTranslationJson> = Object.fromEntries(
      Object.entries(item.translations).flatMap(([lang, words]) => (words === undefined ? [] : [[lang, wordsJson(words)]])),
    );
    const content: VersionContent = {
      subject: item.subject,
      topicId,
      subtopic: item.subtopic ?? null,
      type: item.type,
      difficulty: item.difficulty,
      answer: Array.isArray(item.answer) ? [...item.answer].sort((a, b) => a - b) : item.answer,
      tolerance: item.type === 'numeric' ? item.tolerance : 0,
      translations,
      passageId,
      figures,
      examSlugs: [...item.exams],
      source: item.source ?? null,
      authorNote: item.authorNote ?? null,
    };
    const current = latest.get(item.key);
    if (current !== undefined && isDeepStrictEqual(contentOf(current), content)) {
      if (options.publish && current.state !== 'published') {
        await publishVersion(tx, current);
        counts.updated += 1;
      } else counts.unchanged += 1;
      questionIds.set(item.key, current.id);
      continue;
    }
    const rendered = await renderAll(tx, translations, figures, options, item.at, problems, (words, draw): RenderedWordsJson => ({
      text: draw(words.text, false),
      ...(words.options === undefined ? {} : { options: words.options.map((option) => draw(option, true)) }),
      explanation: draw(words.explanation, false),
    }));
    if (problems.length > before) {
      refused += 1;
      continue;
    }
    const stillWritten = current !== undefined && (current.state === 'draft' || current.state === 'in_review');
    let version: Pick<QuestionRow, 'id' | 'itemId'>;
    if (stillWritten) {
      await tx
        .update(questions)
        .set({ ...content, rendered, updatedAt: sql`now()` })
        .where(eq(questions.id, current.id));
      version = current;
      counts.updated += 1;
    } else {
      let itemId = current?.itemId;
      if (itemId === undefined) {
        const [created] = await tx.insert(questionItems).values({ key: item.key }).returning({ id: questionItems.id });
        if (created === undefined) continue;
        itemId = created.id;
      }
      const [row] = await tx
        .insert(questions)
        .values({ ...content, rendered, itemId, version: (current?.version ?? 0) + 1, state: 'draft' })
        .returning({ id: questions.id, itemId: questions.itemId });
      if (row === undefined) continue;
      version = row;
      if (current === undefined) counts.created += 1;
      else counts.updated += 1;
    }
    if (options.publish) await publishVersion(tx, version);
    questionIds.set(item.key, version.id);
  }
  return { ...counts, problems, refused, questionIds };
}
