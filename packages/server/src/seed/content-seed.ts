import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/open.js';
import {
  books,
  categories,
  courses,
  exams,
  faqs,
  heroSlides,
  languages,
  mentors,
  states,
  testimonials,
  testSeries,
} from '../db/content-schema.js';
import * as content from './content/index.js';

/** Whatever `db.transaction` hands its callback: the transaction must be used, never `db`. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Inserts the rows whose key is not there yet. DO NOTHING covers an instance seeding at the same
 * moment; existing rows (perhaps edited by an operator) are left as they are.
 */
async function insertMissing<Table extends PgTable>(
  tx: Tx,
  table: Table,
  keyColumn: PgColumn,
  keyOf: (row: Table['$inferInsert']) => string,
  rows: readonly Table['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const present = await tx
    .select({ key: keyColumn })
    .from(table as PgTable)
    .where(inArray(keyColumn, rows.map(keyOf)));
  const presentKeys = new Set(present.map((row) => String(row.key)));
  const missing = rows.filter((row) => !presentKeys.has(keyOf(row)));
  if (missing.length === 0) return;
  await tx.insert(table).values(missing).onConflictDoNothing({ target: keyColumn });
}

const bySlug = (row: { slug: string }): string => row.slug;

async function categoryIds(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

function idOf(ids: Map<string, number>, slug: string, owner: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Seed content: ${owner} names unknown category '${slug}'.`);
  return id;
}

/**
 * The public site's content from `seed/content`: languages, states, categories, exams, courses,
 * FAQs, testimonials, mentors, hero slides, test series and books (the site images need no table). Items are matched by slug (languages by code) and only missing
 * ones are added, in the content's order, so ids follow that order on a fresh database.
 */
export async function seedContent(tx: Tx): Promise<void> {
  await insertMissing(
    tx,
    languages,
    languages.shortName,
    (row) => row.shortName,
    content.languages.map((item, index) => ({
      shortName: item.shortName,
      language: item.language,
      sortOrder: (index + 1) * 10,
    })),
  );
  await insertMissing(
    tx,
    states,
    states.slug,
    bySlug,
    content.states.map((item) => ({ slug: item.slug, translations: item.translations })),
  );
  await insertMissing(
    tx,
    categories,
    categories.slug,
    bySlug,
    content.categories.map((item) => ({
      slug: item.slug,
      sortOrder: item.sortOrder,
      image: item.image,
      translations: item.translations,
    })),
  );

  const ids = await categoryIds(tx);
  await insertMissing(
    tx,
    exams,
    exams.slug,
    bySlug,
    content.exams.map((item) => ({
      slug: item.slug,
      categoryId: idOf(ids, item.categorySlug, `exam ${item.slug}`),
      stateSlug: item.stateSlug,
      image: item.image,
      date: item.date,
      status: item.status,
      questions: item.questions,
      minutes: item.minutes,
      marks: item.marks,
      negativeMarking: item.negativeMarking,
      sections: item.sections.map((section) => ({ ...section })),
      languages: [...item.languages],
      translations: item.translations,
    })),
  );
  await insertMissing(
    tx,
    courses,
    courses.slug,
    bySlug,
    content.courses.map((item) => ({
      slug: item.slug,
      categoryId: idOf(ids, item.categorySlug, `course ${item.slug}`),
      examSlugs: [...item.examSlugs],
      stateSlug: item.stateSlug,
      image: item.image,
      publishedOn: item.publishedOn,
      price: item.price,
      listPrice: item.listPrice,
      discountPercent: item.discountPercent,
      languages: [...item.languages],
      startsOn: item.startsOn,
      endsOn: item.endsOn,
      translations: {
        en: { ...item.translations.en, about: [...item.translations.en.about] },
        hi: { ...item.translations.hi, about: [...item.translations.hi.about] },
      },
    })),
  );
  await insertMissing(
    tx,
    faqs,
    faqs.slug,
    bySlug,
    content.faqs.map((item) => ({ slug: item.slug, sortOrder: item.sortOrder, translations: item.translations })),
  );
  await insertMissing(
    tx,
    testimonials,
    testimonials.slug,
    bySlug,
    content.testimonials.map((item) => ({
      slug: item.slug,
      ratings: JSON.stringify(item.ratings),
      image: item.image,
      translations: item.translations,
    })),
  );
  await insertMissing(
    tx,
    mentors,
    mentors.slug,
    bySlug,
    content.mentors.map((item) => ({ slug: item.slug, image: item.image, translations: item.translations })),
  );
  await insertMissing(
    tx,
    heroSlides,
    heroSlides.slug,
    bySlug,
    content.heroSlides.map((item) => ({
      slug: item.slug,
      sortOrder: item.sortOrder,
      image: item.image,
      translations: item.translations,
    })),
  );
  await insertMissing(
    tx,
    testSeries,
    testSeries.slug,
    bySlug,
    content.testSeries.map((item) => ({
      slug: item.slug,
      image: item.image,
      price: item.price,
      listPrice: item.listPrice,
      languages: [...item.languages],
      examSlugs: [...item.examSlugs],
      courseSlug: item.courseSlug,
      translations: item.translations,
    })),
  );
  await insertMissing(
    tx,
    books,
    books.slug,
    bySlug,
    content.books.map((item) => ({
      slug: item.slug,
      coverImage: item.coverImage,
      pages: item.pages,
      languages: [...item.languages],
      translations: {
        en: { ...item.translations.en, tags: [...item.translations.en.tags] },
        hi: { ...item.translations.hi, tags: [...item.translations.hi.tags] },
      },
    })),
  );
}
