import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodMiniType, output } from 'zod/mini';
import { failureEnvelope } from '@pariksha/contract';
import { getSearchResponse } from '@pariksha/contract/responses/search';
import { databaseTargets } from './support/databases.js';
import { strict } from './support/strict.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Issue 11: Enter in the header search leads to a results page, which asks the provider once
// (GET /api/v1/search) for the matching exams, courses, test series and books.

const slugs = (hits: ReadonlyArray<{ slug: string }>) => hits.map((hit) => hit.slug);

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`the site search ${target.title}`, () => {
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
      expect(response.headers['cache-control']).toBe('no-cache');
      return strict(schema).parse(response.json());
    }
    const search = (q: string, lang = 'en') =>
      get(`/api/v1/search?lang=${lang}&q=${encodeURIComponent(q)}`, getSearchResponse);

    it('finds exams, courses, test series and books in one answer, as results lines', async () => {
      const { data } = await search('sbi');
      expect(data.query).toBe('sbi');
      expect(slugs(data.exams)).toContain('sbi-po-prelims');
      expect(slugs(data.courses)).toContain('sbi-po-exam');
      expect(slugs(data.test_series)).toContain('sbi-po-mock-test-series');
      expect(data.exams.find((exam) => exam.slug === 'sbi-po-prelims')?.title).toBe('SBI PO Prelims');
      const books = await search('Quantitative');
      expect(slugs(books.data.books)).toContain('quantitative-aptitude-for-banking-exams');
      expect(books.data.books[0]?.detail.length).toBeGreaterThan(0);
    });

    it('finds by a Hindi word with lang=en and by an English word with lang=hi, answering in lang', async () => {
      const en = await search('बैंक');
      expect(slugs(en.data.exams)).toContain('sbi-po-prelims');
      expect(en.data.exams.find((exam) => exam.slug === 'sbi-po-prelims')?.title).toBe('SBI PO Prelims');
      const hi = await search('sbi', 'hi');
      expect(slugs(hi.data.exams)).toContain('sbi-po-prelims');
      expect(hi.data.courses.map((course) => course.title).join(' ')).toMatch(/[\u0900-\u097F]/);
    });

    it('reads an exam acronym spelt in Devanagari as its letters, as the tests page’s search does', async () => {
      const spelt = await search('एसबीआई पीओ', 'hi');
      expect(slugs(spelt.data.exams)).toContain('sbi-po-prelims');
      expect(slugs((await search('एसएससी')).data.exams)).toEqual(slugs((await search('ssc')).data.exams));
    });

    it('trims the term and matches regardless of case', async () => {
      const plain = await search('ssc');
      const spaced = await search('  SSC ');
      expect(spaced.data.query).toBe('ssc'.toUpperCase());
      expect(slugs(spaced.data.exams)).toEqual(slugs(plain.data.exams));
      expect(slugs(plain.data.exams)).not.toContain('sbi-po-prelims');
    });

    it('answers empty lists for an empty, blank or missing term, and for a term nothing holds', async () => {
      const empty = { query: '', exams: [], courses: [], test_series: [], books: [] };
      expect((await get('/api/v1/search?q=', getSearchResponse)).data).toEqual(empty);
      expect((await get('/api/v1/search?q=%20%20', getSearchResponse)).data).toEqual(empty);
      expect((await get('/api/v1/search', getSearchResponse)).data).toEqual(empty);
      expect((await search('zzqxj')).data).toEqual({ ...empty, query: 'zzqxj' });
    });

    it('refuses a term over 100 characters with the 400 envelope, and takes one of 100', async () => {
      const long = await server.app.inject({ url: `/api/v1/search?q=${encodeURIComponent('क'.repeat(101))}` });
      expect(long.statusCode).toBe(400);
      const failure = failureEnvelope.parse(long.json());
      expect(failure.fields).toEqual({ q: 'Keep the search under 100 characters.' });
      expect((await search('क'.repeat(100))).data.exams).toEqual([]);
    });

    it('answers ill-formed text in the address without a 5xx', async () => {
      // A lone surrogate as the client would write it, and as UTF-8 bytes on the wire.
      const lone = await server.app.inject({ url: '/api/v1/search?q=bank\ud800' });
      expect(lone.statusCode).toBeLessThan(500);
      const bytes = await server.app.inject({ url: '/api/v1/search?q=%ED%A0%80' });
      expect(bytes.statusCode).toBe(200);
      const broken = await server.app.inject({ url: '/api/v1/search?q=%E0%A4' });
      expect(broken.statusCode).toBeLessThan(500);
    });

    it('treats the term as text, not a pattern, and repeats no parameter into an error', async () => {
      expect((await search('.*')).data.exams).toEqual([]);
      const twice = await server.app.inject({ url: '/api/v1/search?q=sbi&q=ssc' });
      expect(twice.statusCode).toBeLessThan(500);
    });

    it('is documented in the OpenAPI document with lang and q', async () => {
      const raw: unknown = (await server.app.inject({ url: '/api/v1/openapi.json' })).json();
      const document = z
        .object({
          paths: z.record(
            z.string(),
            z.record(z.string(), z.object({ operationId: z.string(), parameters: z.array(z.object({ name: z.string() })).optional() })),
          ),
        })
        .parse(raw);
      const operation = document.paths['/api/v1/search']?.get;
      expect(operation?.operationId).toBe('search');
      expect(operation?.parameters?.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['lang', 'q']));
    });
  });
}
