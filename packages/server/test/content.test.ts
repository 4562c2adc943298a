import { brotliDecompressSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  failureEnvelope,
  getAllCategoriesResponse,
  getAllCoursesResponse,
  getAllFaqsResponse,
  getAllLanguagesResponse,
  getAllTeachersResponse,
  getAllTestimonialsResponse,
  getCourseResponse,
  getExamsResponse,
} from '../src/contract/index.js';
import { prepareDatabase } from '../src/db/prepare.js';
import * as schema from '../src/db/schema.js';
import * as content from '../src/seed/content/index.js';
import { describePhoneNormalisation, describeSubmitContact } from './support/contact-cases.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Parses strictly: an item with a field the contract does not name fails. */
function strict<T extends z.ZodType>(schema: T): T {
  const visit = (node: z.ZodType): z.ZodType => {
    if (node instanceof z.ZodObject) {
      const shape = Object.fromEntries(Object.entries(node.shape).map(([key, value]) => [key, visit(value as z.ZodType)]));
      return z.strictObject(shape);
    }
    if (node instanceof z.ZodArray) return z.array(visit(node.element as z.ZodType));
    if (node instanceof z.ZodNullable) return visit(node.unwrap() as z.ZodType).nullable();
    if (node instanceof z.ZodOptional) return visit(node.unwrap() as z.ZodType).optional();
    return node;
  };
  return visit(schema) as T;
}

const contentTables = {
  languages: schema.languages,
  states: schema.states,
  categories: schema.categories,
  exams: schema.exams,
  courses: schema.courses,
  faqs: schema.faqs,
  testimonials: schema.testimonials,
  mentors: schema.mentors,
  subscriptionPlans: schema.subscriptionPlans,
};

describePhoneNormalisation();

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`public content and the contact form ${target.title}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => {
      await server?.close();
    });

    async function get<T extends z.ZodType>(url: string, schema: T): Promise<z.infer<T>> {
      const response = await server.app.inject({ url });
      expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      return strict(schema).parse(response.json());
    }

    async function rowCounts(): Promise<Record<string, number>> {
      const counts: Record<string, number> = {};
      for (const [name, table] of Object.entries(contentTables)) {
        const [row] = await server.database.db.select({ n: count() }).from(table);
        counts[name] = row?.n ?? -1;
      }
      return counts;
    }

    it('seeds every content item once, and a second and third prepare change nothing', async () => {
      const before = await rowCounts();
      expect(before).toEqual({
        languages: content.languages.length,
        states: content.states.length,
        categories: content.categories.length,
        exams: content.exams.length,
        courses: content.courses.length,
        faqs: content.faqs.length,
        testimonials: content.testimonials.length,
        mentors: content.mentors.length,
        subscriptionPlans: 3,
      });
      const exams = await server.database.db.select().from(schema.exams);
      await prepareDatabase(server.database);
      await prepareDatabase(server.database);
      expect(await rowCounts()).toEqual(before);
      expect(await server.database.db.select().from(schema.exams)).toEqual(exams);
    });

    it('GET /getAllLanguages lists English and Hindi', async () => {
      const { data } = await get('/api/v1/getAllLanguages', getAllLanguagesResponse);
      expect(data.map(({ language, short_name }) => ({ language, short_name }))).toEqual([
        { language: 'English', short_name: 'en' },
        { language: 'हिन्दी', short_name: 'hi' },
      ]);
    });

    it('GET /getAllCategories answers data.data in display order, translated by lang', async () => {
      const en = await get('/api/v1/getAllCategories', getAllCategoriesResponse);
      const hi = await get('/api/v1/getAllCategories?lang=hi', getAllCategoriesResponse);
      const expectedSlugs = [...content.categories].sort((a, b) => a.sortOrder - b.sortOrder).map((c) => c.slug);
      expect(en.data.data.map((c) => c.slug)).toEqual(expectedSlugs);
      const banking = en.data.data.find((c) => c.slug === 'banking');
      const bankingHi = hi.data.data.find((c) => c.slug === 'banking');
      expect(banking?.name).toBe('Banking');
      expect(bankingHi?.name).toBe('बैंकिंग');
      expect(bankingHi?.id).toBe(banking?.id);
      // Both languages stay in translations for the client's fallback.
      expect(bankingHi?.translations.map((t) => t.language_code)).toEqual(['en', 'hi']);
      expect(bankingHi?.translations).toEqual(banking?.translations);
    });

    it('falls back to English for a language without content and picks hi for hi-IN', async () => {
      const ta = await get('/api/v1/getAllCategories?lang=ta', getAllCategoriesResponse);
      const hiIn = await get('/api/v1/getAllCategories?lang=hi-IN', getAllCategoriesResponse);
      expect(ta.data.data[0]?.name).toBe('Banking');
      expect(hiIn.data.data[0]?.name).toBe('बैंकिंग');
    });

    it('GET /getAllExams gives every exam with the spec fields, sections adding up', async () => {
      const { data } = await get('/api/v1/getAllExams', getExamsResponse);
      expect(data).toHaveLength(content.exams.length);
      const sbi = data.find((exam) => exam.slug === 'sbi-po-prelims');
      expect(sbi).toMatchObject({
        title: 'SBI PO Prelims',
        status: 'take',
        date: '2027-03-06',
        questions: 100,
        minutes: 60,
        marks: 100,
        negative_marking: 0.25,
      });
      expect(sbi?.sections[0]).toEqual({
        slug: 'english-language',
        name: 'English Language',
        questions: 30,
        marks: 30,
        minutes: 20,
        negative_marking: 0.25,
      });
      for (const exam of data) {
        expect(exam.sections.reduce((sum, s) => sum + s.questions, 0)).toBe(exam.questions);
      }
      // Seeded nulls stay null: the client shows its default image and 'N/A'.
      expect(data.some((exam) => exam.image === null) || content.exams.every((e) => e.image !== null)).toBe(true);
      expect(data.some((exam) => exam.date === null) || content.exams.every((e) => e.date !== null)).toBe(true);
      const hi = await get('/api/v1/getAllExams?lang=hi', getExamsResponse);
      const sbiHi = hi.data.find((exam) => exam.slug === 'sbi-po-prelims');
      expect(sbiHi?.title).toBe('SBI PO प्रारंभिक परीक्षा');
      expect(sbiHi?.sections[0]?.name).toBe('अंग्रेज़ी भाषा');
    });

    it('GET /getExamsByCategory/{id} lists only that category', async () => {
      const categories = (await get('/api/v1/getAllCategories', getAllCategoriesResponse)).data.data;
      const ssc = categories.find((c) => c.slug === 'ssc');
      const { data } = await get(`/api/v1/getExamsByCategory/${ssc?.id}?lang=hi`, getExamsResponse);
      const expected = content.exams.filter((exam) => exam.categorySlug === 'ssc').map((exam) => exam.slug);
      expect(data.map((exam) => exam.slug)).toEqual(expected);
      expect(data.every((exam) => exam.category_id === ssc?.id)).toBe(true);
      const searched = await get(`/api/v1/getExamsByCategory/${ssc?.id}?search=cgl`, getExamsResponse);
      expect(searched.data.length).toBeGreaterThan(0);
      expect(searched.data.length).toBeLessThan(data.length);
    });

    it.each([
      ['an unknown id', '999999'],
      ['a non-numeric id', 'abc'],
      ['a negative id', '-1'],
      ['zero', '0'],
      ['an id beyond 32 bits', '99999999999'],
      ['SQL', "1%20OR%201%3D1"],
    ])('GET /getExamsByCategory with %s is a 404 envelope', async (_label, id) => {
      const response = await server.app.inject({ url: `/api/v1/getExamsByCategory/${id}` });
      expect(response.statusCode).toBe(404);
      expect(failureEnvelope.parse(response.json())).toMatchObject({ result: 0, code: 'not_found', msg: 'Category not found.' });
    });

    it('GET /getAllCourses gives every course with the landing-page fields', async () => {
      const { data } = await get('/api/v1/getAllCourses', getAllCoursesResponse);
      expect(data).toHaveLength(content.courses.length);
      const sbi = data.find((course) => course.slug === 'sbi-po-exam');
      // The spec's sample course.
      expect(sbi).toMatchObject({
        price: 6009,
        list_price: 7009,
        discount_percent: 15,
        total_tests: 769,
        free_tests: 3,
        starts_on: '2025-04-14',
        ends_on: '2027-06-30',
        audience: 'For Banking Aspirants',
        state: null,
        state_slug: null,
        exam_slugs: ['sbi-po-prelims', 'ibps-po-prelims'],
      });
      expect(sbi?.about).toHaveLength(3);
      expect(sbi?.features).toHaveLength(6);
      expect(sbi?.features[0]).toEqual({
        icon: 'live-classes',
        title: '2000+ Sessions',
        text: 'Live and recorded classes for Prelims and Mains',
      });
      const stateCourse = content.courses.find((course) => course.stateSlug === 'uttar-pradesh');
      const hi = await get('/api/v1/getAllCourses?lang=hi', getAllCoursesResponse);
      const stateHi = hi.data.find((course) => course.slug === stateCourse?.slug);
      expect(stateHi?.state).toBe('उत्तर प्रदेश');
      expect(hi.data.find((course) => course.slug === 'sbi-po-exam')?.features[0]?.title).toBe('2000+ सेशन');
    });

    it('GET /getCourse/{slug} answers one course, or a 404 envelope', async () => {
      const { data } = await get('/api/v1/getCourse/sbi-po-exam?lang=hi', getCourseResponse);
      expect(data.name).toBe('SBI PO कम्प्लीट बैच: प्रीलिम्स + मेन्स + इंटरव्यू');
      const missing = await server.app.inject({ url: '/api/v1/getCourse/no-such-course' });
      expect(missing.statusCode).toBe(404);
      expect(failureEnvelope.parse(missing.json()).code).toBe('not_found');
    });

    it('GET /getAllFaqs answers a bare array in display order', async () => {
      const { data } = await get('/api/v1/getAllFaqs', getAllFaqsResponse);
      expect(data.map((faq) => faq.question)).toEqual(
        [...content.faqs].sort((a, b) => a.sortOrder - b.sortOrder).map((faq) => faq.translations.en.question),
      );
      const hi = await get('/api/v1/getAllFaqs?lang=hi', getAllFaqsResponse);
      expect(hi.data[0]?.question).toBe('मॉक टेस्ट कैसे काम करते हैं?');
    });

    it('GET /getAllTestimonials keeps ratings and missing images as seeded', async () => {
      const { data } = await get('/api/v1/getAllTestimonials', getAllTestimonialsResponse);
      expect(data.data.map((t) => t.ratings)).toEqual(content.testimonials.map((t) => t.ratings));
      expect(data.data.map((t) => t.image)).toEqual(content.testimonials.map((t) => t.image));
      expect(data.data.map((t) => t.ratings)).toContain('4.5');
      const hi = await get('/api/v1/getAllTestimonials?lang=hi', getAllTestimonialsResponse);
      expect(hi.data.data[0]?.name).toBe('अंकित राज');
    });

    it('GET /getAllTeachers answers data.data with a message in the language, empty images kept', async () => {
      const en = await get('/api/v1/getAllTeachers', getAllTeachersResponse);
      const hi = await get('/api/v1/getAllTeachers?lang=hi', getAllTeachersResponse);
      expect(en.data.message).toBe('Learn from teachers who have cleared these exams themselves');
      expect(hi.data.message).not.toBe(en.data.message);
      expect(en.data.data.map((t) => t.image)).toEqual(content.mentors.map((m) => m.image));
      expect(en.data.data.map((t) => t.image)).toContain('');
      expect(hi.data.data[0]?.name).toBe('राजेश कुमार सिन्हा');
    });

    describe('search', () => {
      it('finds banking items by a Hindi word when lang=hi', async () => {
        const categories = await get(`/api/v1/getAllCategories?lang=hi&search=${encodeURIComponent('बैंक')}`, getAllCategoriesResponse);
        expect(categories.data.data.map((c) => c.slug)).toContain('banking');
        expect(categories.data.data.map((c) => c.slug)).not.toContain('ssc');
        const exams = await get(`/api/v1/getAllExams?lang=hi&search=${encodeURIComponent('बैंक')}`, getExamsResponse);
        expect(exams.data.length).toBeGreaterThan(0);
        expect(exams.data.map((e) => e.slug)).toContain('sbi-po-prelims');
        expect(exams.data[0]?.title).toMatch(/[\u0900-\u097F]/);
      });

      it('matches English case-insensitively, in both languages', async () => {
        const en = await get('/api/v1/getAllExams?search=ssc', getExamsResponse);
        const upper = await get('/api/v1/getAllExams?search=%20%20SSC%20', getExamsResponse);
        const hi = await get('/api/v1/getAllExams?lang=hi&search=ssc', getExamsResponse);
        expect(en.data.length).toBeGreaterThan(0);
        expect(en.data.map((exam) => exam.slug)).toContain('ssc-cgl-tier-1');
        expect(en.data.map((exam) => exam.slug)).not.toContain('sbi-po-prelims');
        expect(upper.data.map((e) => e.slug)).toEqual(en.data.map((e) => e.slug));
        expect(hi.data.map((e) => e.slug)).toEqual(en.data.map((e) => e.slug));
        const courses = await get('/api/v1/getAllCourses?search=ssc', getAllCoursesResponse);
        expect(courses.data.map((c) => c.slug)).toContain('ssc-cgl-complete');
        const teachers = await get('/api/v1/getAllTeachers?search=english', getAllTeachersResponse);
        expect(teachers.data.data.map((t) => t.name)).toContain('Neha Agarwal');
        expect(teachers.data.message.length).toBeGreaterThan(0);
      });

      it('an English word does not match Hindi-only text when lang=en', async () => {
        const { data } = await get(`/api/v1/getAllFaqs?search=${encodeURIComponent('नेगेटिव')}`, getAllFaqsResponse);
        expect(data).toEqual([]);
      });

      it('treats a blank search as none and refuses one over 100 characters', async () => {
        const all = await get('/api/v1/getAllCourses', getAllCoursesResponse);
        const blank = await get('/api/v1/getAllCourses?search=%20%20', getAllCoursesResponse);
        expect(blank.data).toHaveLength(all.data.length);
        const long = await server.app.inject({ url: `/api/v1/getAllCourses?search=${'a'.repeat(101)}` });
        expect(long.statusCode).toBe(400);
        expect(failureEnvelope.parse(long.json()).fields).toEqual({ search: 'Keep the search under 100 characters.' });
        const noMatch = await get("/api/v1/getAllCourses?search=%25'%3B%20drop%20table%20courses%3B--", getAllCoursesResponse);
        expect(noMatch.data).toEqual([]);
      });
    });

    it('serves a cached list compressed, byte for byte the same JSON', async () => {
      const plain = await server.app.inject({ url: '/api/v1/getAllCourses?lang=hi' });
      const br = await server.app.inject({ url: '/api/v1/getAllCourses?lang=hi', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.headers.etag).toBeUndefined();
    });

    it('lists every content route with lang and search in the OpenAPI document', async () => {
      const document = z
        .object({ paths: z.record(z.string(), z.record(z.string(), z.object({ operationId: z.string(), parameters: z.array(z.object({ name: z.string() })).optional() }))) })
        .parse((await server.app.inject({ url: '/api/v1/openapi.json' })).json());
      for (const path of ['getAllLanguages', 'getAllCategories', 'getAllExams', 'getAllCourses', 'getAllFaqs', 'getAllTestimonials', 'getAllTeachers']) {
        const operation = document.paths[`/api/v1/${path}`]?.get;
        expect(operation?.operationId).toBe(path);
        expect(operation?.parameters?.map((p) => p.name)).toContain('lang');
      }
      expect(document.paths['/api/v1/getAllExams']?.get?.parameters?.map((p) => p.name)).toContain('search');
      expect(document.paths['/api/v1/getExamsByCategory/{categoryId}']?.get?.operationId).toBe('getExamsByCategory');
      expect(document.paths['/api/v1/getCourse/{slug}']?.get?.operationId).toBe('getCourse');
      expect(document.paths['/api/v1/submitContact']?.post?.operationId).toBe('submitContact');
    });

    describeSubmitContact(() => server);
  });
}
