import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getAllBooksResponse,
  getAllCategoriesResponse,
  getAllCoursesResponse,
  getAllFaqsResponse,
  getAllLanguagesResponse,
  getAllSubscriptionsResponse,
  getAllTeachersResponse,
  getAllTestimonialsResponse,
  getAllTestSeriesResponse,
  getBookResponse,
  getCourseResponse,
  getExamsResponse,
  getHeroSlidesResponse,
  getSiteImagesResponse,
  getTestSeriesResponse,
} from '@pariksha/contract';
import { prepareDatabase } from '../src/db/prepare.js';
import type { PreparedJson } from '../src/http/prepared-json.js';
import { contentMediaDir } from '../src/package-paths.js';
import {
  type ContentAnswer,
  type ContentList,
  type ContentService,
  contentLists,
  createContentService,
} from '../src/services/content/index.js';
import { createSubscriptionPlansService } from '../src/services/subscription-plans.js';
import { databaseTargets, type TestDatabase } from './support/databases.js';

/** What both a zod and a zod/mini schema offer. */
type ResponseSchema = { safeParse(value: unknown): { success: boolean; error?: unknown } };

/** Every list has its response schema here, or this does not compile. */
const listSchemas: Record<ContentList, ResponseSchema> = {
  languages: getAllLanguagesResponse,
  categories: getAllCategoriesResponse,
  exams: getExamsResponse,
  courses: getAllCoursesResponse,
  faqs: getAllFaqsResponse,
  testimonials: getAllTestimonialsResponse,
  teachers: getAllTeachersResponse,
  heroSlides: getHeroSlidesResponse,
  testSeries: getAllTestSeriesResponse,
  books: getAllBooksResponse,
  siteImages: getSiteImagesResponse,
};

const languages = ['en', 'hi'] as const;

function prepared(answer: ContentAnswer | null, what: string): PreparedJson {
  if (answer === null || !('prepared' in answer)) throw new Error(`${what}: no prepared answer`);
  return answer.prepared;
}

/** The prepared body, parsed from its JSON, passes its schema; returns what it parsed. */
function expectValid(schema: ResponseSchema, answer: PreparedJson, what: string): unknown {
  const body: unknown = JSON.parse(answer.json);
  const result = schema.safeParse(body);
  expect(result.success, `${what}: ${JSON.stringify(result.error)?.slice(0, 800)}`).toBe(true);
  return body;
}

/** The ids or slugs in a list body: `data` or `data.data`. */
function itemsOf(body: unknown): { id: number; slug: string }[] {
  const data = (body as { data: unknown }).data;
  return (Array.isArray(data) ? data : (data as { data: unknown[] }).data) as { id: number; slug: string }[];
}

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`every prepared answer passes its response schema ${target.title}`, () => {
    let database: TestDatabase;
    let content: ContentService;

    beforeAll(async () => {
      database = await target.open();
      await prepareDatabase(database);
      content = createContentService(database.db, { booksDir: join(contentMediaDir, 'books') });
    });
    afterAll(async () => {
      await database?.dispose();
    });

    it.each(languages)('every list in %s', async (lang) => {
      expect(Object.keys(listSchemas).sort()).toEqual([...contentLists].sort());
      for (const list of contentLists) {
        const answer = prepared(await content.list(list, lang), `${list} (${lang})`);
        const body = expectValid(listSchemas[list], answer, `${list} (${lang})`);
        if (list !== 'siteImages' && list !== 'languages') expect(itemsOf(body).length, list).toBeGreaterThan(0);
      }
    });

    it.each(languages)("every category's exams, course, test series and book in %s", async (lang) => {
      const listed = async (list: ContentList) =>
        itemsOf(JSON.parse(prepared(await content.list(list, lang), list).json));
      const counts = { categories: 0, courses: 0, testSeries: 0, books: 0 };
      for (const { id } of await listed('categories')) {
        expectValid(getExamsResponse, prepared(await content.examsByCategory(id, lang), `category ${id}`), `category ${id}`);
        counts.categories += 1;
      }
      for (const { slug } of await listed('courses')) {
        expectValid(getCourseResponse, prepared(await content.course(slug, lang), slug), slug);
        counts.courses += 1;
      }
      for (const { slug } of await listed('testSeries')) {
        expectValid(getTestSeriesResponse, prepared(await content.testSeries(slug, lang), slug), slug);
        counts.testSeries += 1;
      }
      for (const { slug } of await listed('books')) {
        const body = expectValid(getBookResponse, prepared(await content.book(slug, lang), slug), slug);
        // The real chapters: the HTML is there, not the missing-file null.
        expect((body as { data: { chapter_html: unknown } }).data.chapter_html, slug).toEqual(expect.any(String));
        counts.books += 1;
      }
      for (const count of Object.values(counts)) expect(count).toBeGreaterThan(0);
    });

    it('the subscription plans', async () => {
      const plans = createSubscriptionPlansService(database.db);
      expectValid(getAllSubscriptionsResponse, await plans.listResponse('en'), 'getAllSubscriptions');
    });
  });
}
