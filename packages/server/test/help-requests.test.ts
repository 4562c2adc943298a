import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getMyHelpRequestsResponse,
  submitHelpRequestResponse,
} from '@pariksha/contract';
import { fieldMessage } from '@pariksha/contract/field-messages';
import { helpRequests } from '../src/db/community-schema.js';
import { communityMessages } from '../src/routes/community-messages.js';
import { helpRequestsPerDay } from '../src/services/help-requests.js';
import { call, expectFailure, freshAddress, signUp, unauthorizedBody, type SignedUp } from './support/accounts.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Help and Support: requests stored with their learner and language, confirmed with a reference,
// listed to their learner only, and limited per learner (never per address).

const request = (message = 'My mock test result did not appear after I submitted the paper.') => ({
  name: 'Asha Verma',
  email: 'Asha.Verma@Example.in',
  message,
});

/** The routes, as the OpenAPI document lists them. */
const operations = [
  ['/api/v1/submitHelpRequest', 'post', 'submitHelpRequest', '201'],
  ['/api/v1/getMyHelpRequests', 'get', 'getMyHelpRequests', '200'],
] as const;

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`help requests ${target.title}`, () => {
    let server: TestServer;
    let asha: SignedUp;
    let ravi: SignedUp;

    beforeAll(async () => {
      server = await startTestServer(target);
      asha = await signUp(server, { first_name: 'Asha' });
      ravi = await signUp(server, { first_name: 'Ravi', phone: '9876501234' });
    });
    afterAll(async () => {
      await server?.close();
    });

    const submit = (learner: SignedUp, payload: unknown, options: { lang?: string; remoteAddress?: string } = {}) =>
      call(server, 'POST', `/submitHelpRequest?lang=${options.lang ?? 'en'}`, {
        token: learner.token,
        payload,
        ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
      });
    const listOf = async (learner: SignedUp) => {
      const response = await call(server, 'GET', '/getMyHelpRequests', { token: learner.token });
      expect(response.statusCode, response.body).toBe(200);
      return getMyHelpRequestsResponse.parse(response.json()).data.requests;
    };

    it('documents its routes in the OpenAPI document, behind bearerAuth', async () => {
      const document = (await server.app.inject({ url: '/api/v1/openapi.json' })).json() as {
        paths: Record<string, Record<string, { operationId?: string; security?: unknown; responses?: Record<string, unknown> }>>;
      };
      for (const [path, method, operationId, success] of operations) {
        const operation = document.paths[path]?.[method];
        expect(operation?.operationId, path).toBe(operationId);
        expect(operation?.security, path).toEqual([{ bearerAuth: [] }]);
        expect(Object.keys(operation?.responses ?? {}), path).toEqual(expect.arrayContaining([success, '400', '401', '429', '500']));
      }
    });

    it('needs the signed-in learner for both routes', async () => {
      expect(expectFailure(await call(server, 'POST', '/submitHelpRequest', { payload: request() }), 401)).toEqual(unauthorizedBody);
      expect(expectFailure(await call(server, 'GET', '/getMyHelpRequests'), 401)).toEqual(unauthorizedBody);
    });

    it.each(['en', 'hi'])('names each missing field in %s', async (lang) => {
      const failure = expectFailure(await submit(asha, { name: ' ', email: '', message: '   ' }, { lang }), 400);
      expect(failure.code).toBe('validation_failed');
      expect(failure.fields).toEqual({
        name: fieldMessage('nameRequired', lang),
        email: fieldMessage('emailRequired', lang),
        message: fieldMessage('messageRequired', lang),
      });
    });

    it.each(['en', 'hi'])('says what is wrong with a bad e-mail and a short or long message in %s', async (lang) => {
      const short = expectFailure(await submit(asha, { ...request('Help!'), email: 'asha@' }, { lang }), 400);
      expect(short.fields).toEqual({ email: fieldMessage('email', lang), message: fieldMessage('messageTooShort', lang) });
      const long = expectFailure(await submit(asha, request('क'.repeat(2001)), { lang }), 400);
      expect(long.fields).toEqual({ message: fieldMessage('messageTooLong', lang) });
    });

    it('refuses fields it does not know (a status, a user id)', async () => {
      const failure = expectFailure(await submit(asha, { ...request(), status: 'resolved', user_id: ravi.user.id }), 400);
      expect(failure.code).toBe('validation_failed');
    });

    it('stores a request with its learner and language and answers 201 with its reference', async () => {
      const response = await submit(asha, request(), { lang: 'hi' });
      expect(response.statusCode, response.body).toBe(201);
      const body = submitHelpRequestResponse.parse(response.json());
      const { request: stored } = body.data;
      expect(stored).toMatchObject({
        name: 'Asha Verma',
        email: 'asha.verma@example.in',
        message: 'My mock test result did not appear after I submitted the paper.',
        status: 'open',
      });
      expect(stored.reference).toBe(`PRK-H-${String(stored.id).padStart(6, '0')}`);
      expect(stored.reference).toMatch(/^PRK-H-\d{6}$/);
      expect(body.msg).toBe(
        `धन्यवाद! आपका अनुरोध ${stored.reference} हमें मिल गया है। हमारी टीम 2 कार्य-दिवसों में आपके ई-मेल पर जवाब देगी।`,
      );
      const [row] = await server.database.db.select().from(helpRequests).where(eq(helpRequests.id, stored.id));
      expect(row).toMatchObject({ userId: asha.user.id, lang: 'hi', status: 'open' });
    });

    it('thanks in English with the reference the learner quotes', async () => {
      const response = await submit(asha, request('मेरा भुगतान कट गया पर सदस्यता शुरू नहीं हुई।'));
      expect(response.statusCode, response.body).toBe(201);
      const body = submitHelpRequestResponse.parse(response.json());
      expect(body.msg).toBe(
        `Thanks! We have your request ${body.data.request.reference}. Our team will reply to your e-mail within 2 working days.`,
      );
      expect(body.data.request.message).toBe('मेरा भुगतान कट गया पर सदस्यता शुरू नहीं हुई।');
    });

    it("lists the learner's own requests newest first, and never another learner's", async () => {
      const mine = await listOf(asha);
      expect(mine.map((item) => item.message)).toEqual([
        'मेरा भुगतान कट गया पर सदस्यता शुरू नहीं हुई।',
        'My mock test result did not appear after I submitted the paper.',
      ]);
      expect(mine.every((item) => item.status === 'open')).toBe(true);
      expect(await listOf(ravi)).toEqual([]);
      const response = await submit(ravi, { ...request('Where do I find my receipt?'), name: 'Ravi Kumar', email: 'ravi@example.in' });
      expect(response.statusCode).toBe(201);
      expect((await listOf(ravi)).map((item) => item.name)).toEqual(['Ravi Kumar']);
      expect((await listOf(asha)).some((item) => item.name === 'Ravi Kumar')).toBe(false);
    });

    it('counts requests per learner, not per address: five learners of one lab each ask twice in a minute', async () => {
      const remoteAddress = freshAddress();
      const lab = [];
      for (let i = 0; i < 5; i++) lab.push(await signUp(server, { first_name: 'Meera', phone: `98765${12340 + i}` }));
      for (const learner of lab) {
        for (let i = 0; i < 2; i++) expect((await submit(learner, request(), { remoteAddress })).statusCode).toBe(201);
      }
      for (const learner of lab) expect((await listOf(learner)).length).toBe(2);
    });

    it.each(['en', 'hi'])(`answers 429 to a learner's request after ${helpRequestsPerDay} in a day, in %s`, async (lang) => {
      const learner = await signUp(server, { first_name: 'Kiran', phone: '9876523456' });
      // Each from its own address, so only the learner's daily limit can refuse.
      for (let i = 0; i < helpRequestsPerDay; i++) {
        expect((await submit(learner, request(`Question number ${i + 1} about my test series.`))).statusCode).toBe(201);
      }
      const limited = expectFailure(await submit(learner, request(), { lang }), 429);
      expect(limited.code).toBe('rate_limited');
      expect(limited.msg).toBe(communityMessages(lang).helpDailyLimit);
      expect((await listOf(learner)).length).toBe(helpRequestsPerDay);
      // Another learner is not held back by it.
      expect((await submit(ravi, request())).statusCode).toBe(201);
    });
  });
}
