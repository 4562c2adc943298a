import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getAllSubscriptionsResponse } from '@pariksha/contract';
import { prepareDatabase } from '../src/db/prepare.js';
import { subscriptionPlans } from '../src/db/commerce-schema.js';
import { strict } from './support/strict.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const featureList = z.array(z.string().min(1)).min(4).max(7);

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`getAllSubscriptions ${target.title}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => {
      await server?.close();
    });

    const readPlans = () =>
      server.database.db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.id));

    it('answers { result: 1, data: SubscriptionPlan[] } with exactly the contract fields and no msg', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/api/v1/getAllSubscriptions' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      // A 304 would read as an empty list in the client, so no validators are offered.
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['last-modified']).toBeUndefined();

      const body: unknown = response.json();
      const parsed = strict(getAllSubscriptionsResponse).parse(body);
      expect(parsed.result).toBe(1);
      expect(parsed).not.toHaveProperty('msg');
    });

    it('serves the seeded plans in display order with believable rupee prices', async () => {
      const { data } = getAllSubscriptionsResponse.parse(
        (await server.app.inject({ url: '/api/v1/getAllSubscriptions' })).json(),
      );
      expect(data.map((plan) => plan.plan_name)).toEqual(['BASIC', 'GOLD', 'PLATINUM']);
      expect(data.map((plan) => plan.plan_type)).toEqual([null, 'Recommended', 'All exams']);
      for (const plan of data) {
        expect(Number.isInteger(plan.price_annually) && Number.isInteger(plan.price_monthly)).toBe(true);
        expect(plan.price_monthly).toBeGreaterThan(0);
        expect(plan.price_annually).toBeLessThan(12 * plan.price_monthly);
        expect(plan.plan_description.length).toBeGreaterThan(10);
        // The spec's wire format: a JSON-encoded list of feature strings.
        featureList.parse(JSON.parse(plan.plan_details));
      }
      expect(data.map((plan) => plan.price_annually)).toEqual([999, 2499, 4999]);
    });

    it.each([
      ['no lang', ''],
      ['lang=en', '?lang=en'],
      ['lang=hi', '?lang=hi'],
      ['an upper-case code', '?lang=HI'],
      ['a region subtag', '?lang=en-IN'],
      ['other parameters beside lang', '?lang=hi&search=gold&page=2'],
    ])('accepts %s', async (_label, query) => {
      const response = await server.app.inject({ url: `/api/v1/getAllSubscriptions${query}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ result: 1 });
    });

    it('refuses a malformed lang with a 400 envelope naming the field', async () => {
      const response = await server.app.inject({ url: '/api/v1/getAllSubscriptions?lang=../../etc' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        result: 0,
        msg: 'Use a language code such as en or hi.',
        error: 'Use a language code such as en or hi.',
        code: 'validation_failed',
        fields: { lang: 'Use a language code such as en or hi.' },
      });
    });

    it.each([
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['identity', undefined],
      ['gzip;q=0', undefined],
    ])('answers Accept-Encoding: %s with content-encoding %s and the same JSON', async (accept, expected) => {
      const plain = await server.app.inject({ url: '/api/v1/getAllSubscriptions' });
      const response = await server.app.inject({
        url: '/api/v1/getAllSubscriptions',
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers.vary).toBe('accept-encoding');
      const bytes = response.rawPayload;
      const decoded = expected === 'br' ? brotliDecompressSync(bytes) : expected === 'gzip' ? gunzipSync(bytes) : bytes;
      expect(decoded.toString()).toBe(plain.body);
      expect(Number(response.headers['content-length'])).toBe(bytes.length);
    });

    it('answers HEAD like GET without a body', async () => {
      const response = await server.app.inject({ method: 'HEAD', url: '/api/v1/getAllSubscriptions' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('');
    });

    it('changes nothing when migrations and the seed run again', async () => {
      const before = await readPlans();
      await prepareDatabase(server.database);
      await prepareDatabase(server.database);
      expect(await readPlans()).toEqual(before);
      expect(before).toHaveLength(3);
    });

    it('keeps a price an operator edited when the seed runs again', async () => {
      const gold = eq(subscriptionPlans.planName, 'GOLD');
      await server.database.db.update(subscriptionPlans).set({ priceAnnually: 1999 }).where(gold);
      try {
        await prepareDatabase(server.database);
        const [row] = await server.database.db.select().from(subscriptionPlans).where(gold);
        expect(row?.priceAnnually).toBe(1999);
      } finally {
        await server.database.db.update(subscriptionPlans).set({ priceAnnually: 2499 }).where(gold);
      }
    });

    it('lists the route, its lang parameter and its envelopes in the OpenAPI document', async () => {
      const response = await server.app.inject({ url: '/api/v1/openapi.json' });
      expect(response.statusCode).toBe(200);
      const document = z
        .object({
          openapi: z.string(),
          paths: z.record(
            z.string(),
            z.record(
              z.string(),
              z.object({
                operationId: z.string(),
                parameters: z.array(z.object({ name: z.string(), in: z.string() })),
                responses: z.record(z.string(), z.unknown()),
              }),
            ),
          ),
        })
        .parse(response.json());
      const operation = document.paths['/api/v1/getAllSubscriptions']?.get;
      expect(operation?.operationId).toBe('getAllSubscriptions');
      expect(operation?.parameters).toContainEqual(expect.objectContaining({ name: 'lang', in: 'query' }));
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '500']));
      // Static-file routes and the document itself stay out of it.
      expect(Object.keys(document.paths).every((path) => path.startsWith('/api/v1/'))).toBe(true);
      expect(document.paths['/api/v1/openapi.json']).toBeUndefined();
    });
  });
}
