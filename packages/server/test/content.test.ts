import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodMiniType, output } from 'zod/mini';
import {
  failureEnvelope,
  getAllBooksResponse,
  getAllCategoriesResponse,
  getAllCoursesResponse,
  getAllFaqsResponse,
  getAllLanguagesResponse,
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
import { schema } from '../src/db/schema.js';
import { contentMediaDir } from '../src/package-paths.js';
import * as content from '../src/seed/content/index.js';
import { describePhoneNormalisation, describeSubmitContact } from './support/contact-cases.js';
import { databaseTargets } from './support/databases.js';
import { strict } from './support/strict.js';
import { startTestServer, type TestServer } from './support/test-server.js';


const contentTables = {
  languages: schema.languages,
  states: schema.states,
  categories: schema.categories,
  exams: schema.exams,
  courses: schema.courses,
  faqs: schema.faqs,
  testimonials: schema.testimonials,
  mentors: schema.mentors,
  heroSlides: schema.heroSlides,
  testSeries: schema.testSeries,
  books: schema.books,
  subscriptionPlans: schema.subscriptionPlans,
};

/** `?search=` for a term in any script. */
const search = (term: string) => `search=${encodeURIComponent(term)}`;

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

    async function get<T extends ZodMiniType>(url: string, schema: T): Promise<output<T>> {
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
        heroSlides: content.heroSlides.length,
        testSeries: content.testSeries.length,
        books: content.books.length,
        subscriptionPlans: 3,
      });
      const exams = await server.database.db.select().from(schema.exams);
      await prepareDatabase(server.database);
      await prepareDatabase(server.database);
      expect(await rowCounts()).toEqual(before);
      expect(await server.database.db.select().from(schema.exams)).toEqual(exams);
    });

    it('keeps an operator edit to a seeded book, hero slide or test series through a re-seed', async () => {
      const { db } = server.database;
      const [slide] = await db.select().from(schema.heroSlides).where(eq(schema.heroSlides.slug, 'library'));
      expect(slide).toBeDefined();
      await db.update(schema.heroSlides).set({ image: '/images/hero/edited.svg' }).where(eq(schema.heroSlides.slug, 'library'));
      await prepareDatabase(server.database);
      const [after] = await db.select().from(schema.heroSlides).where(eq(schema.heroSlides.slug, 'library'));
      expect(after?.image).toBe('/images/hero/edited.svg');
      await db.update(schema.heroSlides).set({ image: slide?.image ?? '' }).where(eq(schema.heroSlides.slug, 'library'));
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

    it('GET /getExamsByCategory with an unknown id says so in Hindi for lang=hi', async () => {
      const response = await server.app.inject({ url: '/api/v1/getExamsByCategory/999999?lang=hi' });
      expect(response.statusCode).toBe(404);
      expect(failureEnvelope.parse(response.json())).toMatchObject({ code: 'not_found', msg: 'यह श्रेणी नहीं मिली।' });
    });

    it('GET /getAllCourses gives every course with the landing-page fields', async () => {
      const { data } = await get('/api/v1/getAllCourses', getAllCoursesResponse);
      expect(data).toHaveLength(content.courses.length);
      const sbi = data.find((course) => course.slug === 'sbi-po-exam');
      // The spec's sample course, at its price; its tests are counted (content-counts.test.ts).
      expect(sbi).toMatchObject({
        price: 6009,
        list_price: 7009,
        discount_percent: 15,
        total_tests: 2,
        free_tests: 2,
        starts_on: '2025-04-14',
        ends_on: '2027-06-30',
        audience: 'For Banking Aspirants',
        state: null,
        state_slug: null,
        exam_slugs: ['sbi-po-prelims', 'ibps-po-prelims'],
      });
      expect(sbi?.about).toHaveLength(3);
      expect(sbi?.features.map((tile) => tile.icon)).toEqual(['mock-tests', 'analysis', 'notes', 'study-plan', 'language']);
      expect(sbi?.features[0]).toEqual({ icon: 'mock-tests', title: '2 mock tests', text: 'On the exam’s own pattern and timing' });
      const stateCourse = content.courses.find((course) => course.stateSlug === 'uttar-pradesh');
      const hi = await get('/api/v1/getAllCourses?lang=hi', getAllCoursesResponse);
      const stateHi = hi.data.find((course) => course.slug === stateCourse?.slug);
      expect(stateHi?.state).toBe('उत्तर प्रदेश');
      expect(hi.data.find((course) => course.slug === 'sbi-po-exam')?.features[0]?.title).toBe('2 मॉक टेस्ट');
    });

    it('GET /getCourse/{slug} answers one course, or a 404 envelope', async () => {
      const { data } = await get('/api/v1/getCourse/sbi-po-exam?lang=hi', getCourseResponse);
      expect(data.name).toBe('SBI PO व IBPS PO प्रीलिम्स कोर्स');
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

    it('GET /getAllTeachers answers data.data with a message in the language, each mentor with a portrait', async () => {
      const en = await get('/api/v1/getAllTeachers', getAllTeachersResponse);
      const hi = await get('/api/v1/getAllTeachers?lang=hi', getAllTeachersResponse);
      expect(en.data.message).toBe('Learn from teachers who have cleared these exams themselves');
      expect(hi.data.message).not.toBe(en.data.message);
      expect(en.data.data.map((t) => t.image)).toEqual(content.mentors.map((m) => m.image));
      expect(en.data.data.every((t) => t.image.startsWith('/images/mentors/'))).toBe(true);
      expect(hi.data.data[0]?.name).toBe('राजेश कुमार सिन्हा');
    });

    describe('home page: hero slides, test series, books, site images', () => {
      it('GET /getHeroSlides answers the slides in sortOrder with alt text in lang', async () => {
        const en = await get('/api/v1/getHeroSlides', getHeroSlidesResponse);
        const hi = await get('/api/v1/getHeroSlides?lang=hi', getHeroSlidesResponse);
        const ta = await get('/api/v1/getHeroSlides?lang=ta', getHeroSlidesResponse);
        const seeded = [...content.heroSlides].sort((a, b) => a.sortOrder - b.sortOrder);
        expect(en.data.map(({ slug, image, alt }) => ({ slug, image, alt }))).toEqual(
          seeded.map((slide) => ({ slug: slide.slug, image: slide.image, alt: slide.translations.en.alt })),
        );
        expect(hi.data.map((slide) => slide.alt)).toEqual(seeded.map((slide) => slide.translations.hi.alt));
        expect(hi.data.map((slide) => slide.id)).toEqual(en.data.map((slide) => slide.id));
        expect(ta.data).toEqual(en.data);
        expect(hi.data[0]?.translations).toEqual([
          { language_code: 'en', alt: seeded[0]?.translations.en.alt },
          { language_code: 'hi', alt: seeded[0]?.translations.hi.alt },
        ]);
        // Not a searchable list: a search term is ignored, not an error.
        expect((await get('/api/v1/getHeroSlides?search=zzz', getHeroSlidesResponse)).data).toEqual(en.data);
      });

      it('GET /getAllTestSeries answers the three free cards, the premium ones and onward links', async () => {
        const { data } = await get('/api/v1/getAllTestSeries', getAllTestSeriesResponse);
        expect(data.map((series) => series.slug)).toEqual(content.testSeries.map((series) => series.slug));
        // The home page's three cards come first and are free; the premium series for locked exams follow.
        const homeCards = data.slice(0, 3);
        expect(data.slice(3).map((series) => [series.slug, series.price, series.list_price])).toEqual([
          ['ssc-cpo-test-series', 599, 999],
          ['rbi-grade-b-test-series', 799, 1299],
          ['rrb-je-test-series', 499, 899],
        ]);
        for (const series of homeCards) {
          // Counted from the papers and attempts (content-counts.test.ts): one free paper each, nobody yet.
          expect(series).toMatchObject({ users: 0, total_tests: 1, free_tests: 1, price: 0, list_price: 0 });
          expect(series.tests[0]).toBe('1 mock test, free to take');
          expect(series.translations.map((t) => t.language_code)).toEqual(['en', 'hi']);
        }
        expect(data[0]).toMatchObject({
          title: 'SBI PO 2027 Mock Test Series',
          image: '/images/test-series/sbi-po.svg',
          exam_slugs: ['sbi-po-prelims'],
          course_slug: 'sbi-po-exam',
        });
        // The links lead somewhere.
        const exams = await get('/api/v1/getAllExams', getExamsResponse);
        for (const series of data) {
          for (const slug of series.exam_slugs) expect(exams.data.map((exam) => exam.slug)).toContain(slug);
          if (series.course_slug !== null) {
            expect((await server.app.inject({ url: `/api/v1/getCourse/${series.course_slug}` })).statusCode).toBe(200);
          }
        }
        const hi = await get('/api/v1/getAllTestSeries?lang=hi', getAllTestSeriesResponse);
        expect(hi.data[0]?.title).toBe('SBI PO 2027 मॉक टेस्ट सीरीज़');
        expect(hi.data[0]?.tests[0]).toBe('1 मॉक टेस्ट, मुफ़्त');
        const ta = await get('/api/v1/getAllTestSeries?lang=ta', getAllTestSeriesResponse);
        expect(ta.data).toEqual(data);
      });

      it('searches test series titles in either language', async () => {
        const cgl = await get('/api/v1/getAllTestSeries?lang=hi&search=CGL', getAllTestSeriesResponse);
        expect(cgl.data.map((series) => series.slug)).toEqual(['ssc-cgl-mock-test-series']);
        expect(cgl.data[0]?.title).toBe('SSC CGL 2027 मॉक टेस्ट सीरीज़');
        const mock = await get(`/api/v1/getAllTestSeries?${search('मॉक')}`, getAllTestSeriesResponse);
        expect(mock.data).toHaveLength(3);
        expect(mock.data[0]?.title).toBe('SBI PO 2027 Mock Test Series');
        expect((await get('/api/v1/getAllTestSeries?search=neet', getAllTestSeriesResponse)).data).toEqual([]);
      });

      it('GET /getTestSeries/{slug} answers one series in lang, the same item as in the list', async () => {
        const list = await get('/api/v1/getAllTestSeries?lang=hi', getAllTestSeriesResponse);
        const { data } = await get('/api/v1/getTestSeries/rrb-ntpc-mock-test-series?lang=hi', getTestSeriesResponse);
        expect(data).toEqual(list.data.find((series) => series.slug === 'rrb-ntpc-mock-test-series'));
        expect(data).toMatchObject({ total_tests: 1, exam_slugs: ['rrb-ntpc-cbt-1'], course_slug: 'rrb-ntpc' });
        const again = await server.app.inject({ url: '/api/v1/getTestSeries/rrb-ntpc-mock-test-series?lang=hi' });
        expect(again.json()).toEqual({ result: 1, data });
      });

      it('GET /getAllBooks answers the books with the sample chapter of lang, else English', async () => {
        const en = await get('/api/v1/getAllBooks', getAllBooksResponse);
        const hi = await get('/api/v1/getAllBooks?lang=hi', getAllBooksResponse);
        const ta = await get('/api/v1/getAllBooks?lang=ta', getAllBooksResponse);
        expect(en.data.map((book) => book.slug)).toEqual(content.books.map((book) => book.slug));
        const seeded = content.books[0];
        expect(en.data[0]).toEqual({
          id: en.data[0]?.id,
          slug: seeded?.slug,
          title: 'Quantitative Aptitude for Banking Exams',
          author: 'Rajesh Kumar Sinha',
          description: seeded?.translations.en.description,
          tags: ['Quant', 'Banking', 'SSC'],
          languages: ['en', 'hi'],
          pages: 624,
          cover_image: '/images/books/quantitative-aptitude.svg',
          sample_chapter: '/books/quantitative-aptitude-percentages.en.md',
          translations: [
            {
              language_code: 'en',
              title: 'Quantitative Aptitude for Banking Exams',
              author: 'Rajesh Kumar Sinha',
              description: seeded?.translations.en.description,
              tags: ['Quant', 'Banking', 'SSC'],
              sample_chapter: '/books/quantitative-aptitude-percentages.en.md',
            },
            {
              language_code: 'hi',
              title: seeded?.translations.hi.title,
              author: 'राजेश कुमार सिन्हा',
              description: seeded?.translations.hi.description,
              tags: ['क्वांट', 'बैंकिंग', 'SSC'],
              sample_chapter: '/books/quantitative-aptitude-percentages.hi.md',
            },
          ],
        });
        expect(hi.data.map((book) => book.sample_chapter)).toEqual(
          content.books.map((book) => book.translations.hi.sampleChapter),
        );
        expect(hi.data[0]?.title).toBe('बैंकिंग परीक्षाओं के लिए क्वांटिटेटिव एप्टीट्यूड');
        expect(ta.data).toEqual(en.data);
      });

      it('searches books by title, author, description and tags in either language', async () => {
        const author = await get(`/api/v1/getAllBooks?${search('विकास')}`, getAllBooksResponse);
        expect(author.data.map((book) => book.slug)).toEqual(['reasoning-ability-made-simple']);
        expect(author.data[0]?.author).toBe('Vikas Tiwari');
        const sinha = await get('/api/v1/getAllBooks?lang=hi&search=sinha', getAllBooksResponse);
        expect(sinha.data.map((book) => book.slug)).toEqual(['quantitative-aptitude-for-banking-exams']);
        expect(sinha.data[0]?.author).toBe('राजेश कुमार सिन्हा');
        const tag = await get('/api/v1/getAllBooks?lang=hi&search=Railways', getAllBooksResponse);
        expect(tag.data.map((book) => book.slug)).toEqual(['reasoning-ability-made-simple']);
        const banking = await get(`/api/v1/getAllBooks?${search('बैंकिंग')}`, getAllBooksResponse);
        expect(banking.data).toHaveLength(3);
        const long = await server.app.inject({ url: `/api/v1/getAllBooks?search=${'क'.repeat(101)}` });
        expect(long.statusCode).toBe(400);
      });

      it('GET /getBook/{slug} renders the chapter of lang (else English) to HTML with its heading and table', async () => {
        const en = await get('/api/v1/getBook/quantitative-aptitude-for-banking-exams', getBookResponse);
        const list = await get('/api/v1/getAllBooks', getAllBooksResponse);
        const { chapter_html: html, ...fields } = en.data;
        expect(fields).toEqual(list.data[0]);
        expect(html).toContain('<h1>Chapter 4: Percentages</h1>');
        expect(html).toMatch(/<table>[\s\S]*<th>Fraction<\/th>[\s\S]*<td>1\/2<\/td>[\s\S]*<\/table>/);
        expect(html).toContain('<strong>x% of y = y% of x</strong>');

        const hi = await get('/api/v1/getBook/quantitative-aptitude-for-banking-exams?lang=hi', getBookResponse);
        expect(hi.data.chapter_html).toContain('<h1>अध्याय 4: प्रतिशत</h1>');
        expect(hi.data.chapter_html).toContain('<table>');
        expect(hi.data.chapter_html).toContain('<th>भिन्न</th>');

        const ta = await get('/api/v1/getBook/quantitative-aptitude-for-banking-exams?lang=ta', getBookResponse);
        expect(ta.data).toEqual(en.data);

        for (const book of content.books) {
          for (const code of ['en', 'hi'] as const) {
            const { data } = await get(`/api/v1/getBook/${book.slug}?lang=${code}`, getBookResponse);
            const heading = readFileSync(join(contentMediaDir, book.translations[code].sampleChapter), 'utf8').split('\n', 1)[0];
            expect(data.chapter_html).toContain(`<h1>${heading?.replace(/^# /, '')}</h1>`);
            expect(data.chapter_html).toContain('<table>');
            expect(data.chapter_html).not.toMatch(/<script|<iframe|javascript:/i);
          }
        }
      });

      it('serves a book from the cache: the same bytes again, compressed on request', async () => {
        const url = '/api/v1/getBook/reasoning-ability-made-simple?lang=hi';
        const first = await server.app.inject({ url });
        const second = await server.app.inject({ url });
        const br = await server.app.inject({ url, headers: { 'accept-encoding': 'br' } });
        expect(second.body).toBe(first.body);
        expect(br.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
        expect(first.headers['cache-control']).toBe('no-cache');
      });

      it('serves each sample chapter at its sample_chapter path as UTF-8 Markdown', async () => {
        const { data } = await get('/api/v1/getAllBooks?lang=hi', getAllBooksResponse);
        for (const book of data) {
          const response = await server.app.inject({ url: book.sample_chapter });
          expect(response.statusCode, book.sample_chapter).toBe(200);
          expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
          expect(response.body).toBe(readFileSync(join(contentMediaDir, book.sample_chapter), 'utf8'));
          expect(response.body).toMatch(/[\u0900-\u097F]/);
        }
        const head = await server.app.inject({ method: 'HEAD', url: data[0]?.sample_chapter ?? '' });
        expect(head.headers['content-type']).toBe('text/markdown; charset=utf-8');
      });

      it('GET /getSiteImages answers the four pictures with alt text in lang', async () => {
        const en = await get('/api/v1/getSiteImages', getSiteImagesResponse);
        const hi = await get('/api/v1/getSiteImages?lang=hi', getSiteImagesResponse);
        const ta = await get('/api/v1/getSiteImages?lang=ta-IN', getSiteImagesResponse);
        expect(Object.keys(en.data)).toEqual(['aboutBanner', 'whyChooseUs', 'examDefault', 'avatarDefault', 'bookDefault']);
        for (const key of content.siteImageKeys) {
          expect(en.data[key]).toEqual({ image: content.siteImages[key].image, alt: content.siteImages[key].translations.en.alt });
          expect(hi.data[key]).toEqual({ image: content.siteImages[key].image, alt: content.siteImages[key].translations.hi.alt });
        }
        expect(en.data.examDefault.image).toBe('/images/exam-default.svg');
        expect(hi.data.bookDefault).toEqual({ image: '/images/book-default.svg', alt: 'पुस्तक का आवरण' });
        expect(ta.data).toEqual(en.data);
      });

      const itemRoutes = [
        ['getTestSeries', 'Test series not found.', 'यह टेस्ट सीरीज़ नहीं मिली।'],
        ['getBook', 'Book not found.', 'यह किताब नहीं मिली।'],
        ['getCourse', 'Course not found.', 'यह कोर्स नहीं मिला।'],
      ] as const;

      it.each(itemRoutes)('GET /%s with an unknown slug is a 404 envelope in the reader\'s language', async (route, english, hindi) => {
        for (const [query, message] of [['', english], ['?lang=en', english], ['?lang=hi', hindi], ['?lang=hi-IN', hindi]]) {
          const response = await server.app.inject({ url: `/api/v1/${route}/no-such-item${query}` });
          expect(response.statusCode).toBe(404);
          expect(failureEnvelope.parse(response.json())).toEqual({ result: 0, code: 'not_found', msg: message, error: message });
        }
      });

      const oddSlugs = [
        ['a slug in capitals', 'SBI-PO-MOCK-TEST-SERIES'],
        ['a NUL byte', 'a%00b'],
        ['a path escape', '..%2F..%2Fetc%2Fpasswd'],
        ['a chapter file name', 'quantitative-aptitude-percentages.en.md'],
        ['dot-dot', '%2E%2E'],
        ['Devanagari', encodeURIComponent('पुस्तक')],
        ['an emoji', encodeURIComponent('📚')],
        ['SQL', "x'%3B%20drop%20table%20books%3B--"],
        ['markup', encodeURIComponent('<script>alert(1)</script>')],
        ['a lone surrogate escape', '%ED%A0%80'],
        ['a bare percent sign', '%'],
        ['spaces', '%20%20'],
        ['exactly 100 characters', 'a'.repeat(100)],
      ] as const;

      it.each(itemRoutes.flatMap(([route]) => oddSlugs.map(([label, slug]) => [route, label, slug] as const)))(
        'GET /%s with %s is a 4xx envelope, never a 5xx',
        async (route, _label, slug) => {
          const response = await server.app.inject({ url: `/api/v1/${route}/${slug}` });
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
          expect(failureEnvelope.parse(response.json()).result).toBe(0);
        },
      );

      // Fastify's router refuses a path parameter over 100 characters (maxParamLength) before the
      // route runs; the contract's max(100) says the same for the OpenAPI document.
      it.each(itemRoutes)('GET /%s with a slug over 100 characters is a 414 envelope', async (route) => {
        for (const slug of ['a'.repeat(101), 'a'.repeat(5000), encodeURIComponent('पुस्तक'.repeat(20))]) {
          const response = await server.app.inject({ url: `/api/v1/${route}/${slug}` });
          expect(response.statusCode).toBe(414);
          expect(failureEnvelope.parse(response.json()).code).toBe('bad_request');
        }
      });
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

      it('finds items by a Hindi word when lang=en, and answers in English', async () => {
        const exams = await get(`/api/v1/getAllExams?${search('बैंक')}`, getExamsResponse);
        const examsHi = await get(`/api/v1/getAllExams?lang=hi&${search('बैंक')}`, getExamsResponse);
        expect(exams.data.map((e) => e.slug)).toContain('sbi-po-prelims');
        expect(exams.data.map((e) => e.slug)).toEqual(examsHi.data.map((e) => e.slug));
        expect(exams.data.find((e) => e.slug === 'sbi-po-prelims')?.title).toBe('SBI PO Prelims');
        const courses = await get(`/api/v1/getAllCourses?${search('बैंक')}`, getAllCoursesResponse);
        expect(courses.data.map((c) => c.slug)).toContain('sbi-po-exam');
        expect(courses.data.map((c) => c.slug)).not.toContain('neet-ug-2027');
        const faqs = await get(`/api/v1/getAllFaqs?${search('नेगेटिव')}`, getAllFaqsResponse);
        expect(faqs.data.length).toBeGreaterThan(0);
        expect(faqs.data[0]?.question).not.toMatch(/[\u0900-\u097F]/);
      });

      it('finds items by an English word when lang=hi, and answers in Hindi', async () => {
        const categories = await get('/api/v1/getAllCategories?lang=hi&search=BANKING', getAllCategoriesResponse);
        expect(categories.data.data.map((c) => c.slug)).toEqual(['banking']);
        expect(categories.data.data[0]?.name).toBe('बैंकिंग');
        const en = await get('/api/v1/getAllCourses?search=bank', getAllCoursesResponse);
        const hi = await get('/api/v1/getAllCourses?lang=hi&search=bank', getAllCoursesResponse);
        expect(hi.data.map((c) => c.slug)).toEqual(en.data.map((c) => c.slug));
        expect(hi.data.map((c) => c.slug)).toContain('sbi-po-exam');
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
      const raw: unknown = (await server.app.inject({ url: '/api/v1/openapi.json' })).json();
      const document = z
        .object({ paths: z.record(z.string(), z.record(z.string(), z.object({ operationId: z.string(), description: z.string().optional(), parameters: z.array(z.object({ name: z.string(), description: z.string().optional() })).optional() }))) })
        .parse(raw);
      const listPaths = [
        'getAllLanguages', 'getAllCategories', 'getAllExams', 'getAllCourses', 'getAllFaqs', 'getAllTestimonials',
        'getAllTeachers', 'getHeroSlides', 'getAllTestSeries', 'getAllBooks', 'getSiteImages',
      ];
      for (const path of listPaths) {
        const operation = document.paths[`/api/v1/${path}`]?.get;
        expect(operation?.operationId).toBe(path);
        expect(operation?.parameters?.map((p) => p.name)).toContain('lang');
      }
      expect(document.paths['/api/v1/getAllExams']?.get?.parameters?.map((p) => p.name)).toContain('search');
      expect(document.paths['/api/v1/getExamsByCategory/{categoryId}']?.get?.operationId).toBe('getExamsByCategory');
      expect(document.paths['/api/v1/getCourse/{slug}']?.get?.operationId).toBe('getCourse');
      expect(document.paths['/api/v1/getTestSeries/{slug}']?.get?.operationId).toBe('getTestSeries');
      expect(document.paths['/api/v1/getBook/{slug}']?.get?.operationId).toBe('getBook');
      for (const path of ['getAllTestSeries', 'getAllBooks', 'getAllCourses']) {
        expect(document.paths[`/api/v1/${path}`]?.get?.parameters?.map((p) => p.name)).toContain('search');
      }
      for (const path of ['getHeroSlides', 'getSiteImages']) {
        expect(document.paths[`/api/v1/${path}`]?.get?.parameters?.map((p) => p.name)).not.toContain('search');
      }
      // The search rule is documented: any stored language, whatever lang is.
      expect(document.paths['/api/v1/getAllExams']?.get?.description).toContain('every stored language');
      const searchParameter = document.paths['/api/v1/getAllBooks']?.get?.parameters?.find((p) => p.name === 'search');
      expect(searchParameter?.description).toContain('every stored language');
      expect(document.paths['/api/v1/submitContact']?.post?.operationId).toBe('submitContact');
    });

    describeSubmitContact(() => server);
  });
}
