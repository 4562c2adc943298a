import { Writable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfileResponse, loginUserResponse, updateProfileResponse, type User } from '@pariksha/contract';
import { schema } from '../src/db/schema.js';
import { redactedLogPaths } from '../src/http/log-redaction.js';
import { call as rawCall, expectFailure, freshAddress, signUp, uniqueEmail, unauthorizedBody, type SignedUp } from './support/accounts.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Text an attacker types into every box: it must be stored and answered as plain text. */
const hostileStrings = [
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  "Robert'); DROP TABLE auth_tokens;--",
  '<img src=x onerror=alert(1)> ${7*7} {{7*7}} $1 \\x00 %s',
] as const;

const logProbePath = '/api/v1/testLogProbe';

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`account security ${target.title}`, () => {
    let server: TestServer;
    /** Every line the server logged, at every level. */
    const logLines: string[] = [];
    /** Every response body this file received. */
    const bodies: string[] = [];
    /** Every password and token this file used. */
    const secrets = new Set<string>();

    const call: typeof rawCall = async (...args) => {
      const response = await rawCall(...args);
      bodies.push(response.body);
      return response;
    };
    const remember = (learner: SignedUp) => {
      secrets.add(learner.password);
      secrets.add(learner.token);
      return learner;
    };
    const newLearner = async (details: Parameters<typeof signUp>[1] = {}) => remember(await signUp(server, details));
    const profileOf = async (token: string): Promise<User> => {
      const response = await call(server, 'GET', '/getProfile', { token });
      expect(response.statusCode, response.body).toBe(200);
      return getProfileResponse.parse(response.json()).data.user;
    };

    beforeAll(async () => {
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(...chunk.toString().split('\n').filter((line) => line !== ''));
          done();
        },
      });
      server = await startTestServer(target, {
        logger: { level: 'trace', stream },
        addRoutes: (app) => {
          // A careless log call of the kind a later change might add: whole headers and body.
          app.post(logProbePath, async (request) => {
            request.log.info({ req: request }, 'probe with req');
            request.log.info({ headers: request.headers, body: request.body }, 'probe flat');
            return { result: 1 as const, data: null };
          });
        },
      });
    });
    afterAll(async () => {
      await server?.close();
    });

    describe('each token reaches only its own learner', () => {
      it("reads the token's learner, whatever ids the request carries", async () => {
        const a = await newLearner({ first_name: 'Anita' });
        const b = await newLearner({ first_name: 'Bhavesh' });
        expect((await profileOf(a.token)).id).toBe(a.user.id);
        expect((await profileOf(b.token)).id).toBe(b.user.id);
        // Ids in the query or body are not parameters of any learner route.
        const sneaky = await call(server, 'GET', `/getProfile?id=${a.user.id}&user_id=${a.user.id}`, { token: b.token });
        expect(getProfileResponse.parse(sneaky.json()).data.user.id).toBe(b.user.id);
      });

      it("changes B when B's token updates, never A, even with A's id and e-mail in the body", async () => {
        const a = await newLearner({ first_name: 'Anita' });
        const b = await newLearner({ first_name: 'Bhavesh' });
        const aBefore = await profileOf(a.token);
        const response = await call(server, 'PUT', '/updateProfile', {
          token: b.token,
          payload: { id: a.user.id, user_id: a.user.id, email: a.email, personal: { first_name: 'Changed', city: 'Surat' } },
        });
        expect(response.statusCode, response.body).toBe(200);
        const changed = updateProfileResponse.parse(response.json()).data.user;
        expect(changed).toMatchObject({ id: b.user.id, first_name: 'Changed', email: b.email, profile: { city: 'Surat' } });
        expect(await profileOf(a.token)).toEqual(aBefore);
        const [aRow] = await server.database.db.select().from(schema.users).where(eq(schema.users.id, a.user.id));
        expect(aRow).toMatchObject({ firstName: 'Anita', city: null, email: a.email });
      });

      it("cannot take A's e-mail with B's token, nor start a trial or log out for A", async () => {
        const a = await newLearner();
        const b = await newLearner();
        // Refused (a new e-mail goes through requestEmailChange and a mailed link); A keeps theirs.
        expectFailure(await call(server, 'PUT', '/updateProfile', { token: b.token, payload: { personal: { email: a.email } } }), 400);
        expect((await profileOf(a.token)).email).toBe(a.email);
        const [gold] = await server.database.db.select().from(schema.subscriptionPlans).where(eq(schema.subscriptionPlans.planName, 'GOLD'));
        await call(server, 'POST', '/startTrial', { token: b.token, payload: { plan_id: gold?.id, user_id: a.user.id } });
        expect((await profileOf(a.token)).membership).toBeNull();
        expect((await profileOf(b.token)).membership?.plan_name).toBe('GOLD');
        await call(server, 'POST', '/logout', { token: b.token });
        expect((await profileOf(a.token)).id).toBe(a.user.id);
        expect(expectFailure(await call(server, 'GET', '/getProfile', { token: b.token }), 401)).toEqual(unauthorizedBody);
      });

      it("changes B's password with B's token and leaves A's sessions and password alone", async () => {
        const a = await newLearner();
        const b = await newLearner();
        const response = await call(server, 'POST', '/changePassword', {
          token: b.token,
          payload: { current_password: b.password, new_password: 'b has a new password' },
        });
        secrets.add('b has a new password');
        expect(response.statusCode).toBe(200);
        expect((await profileOf(a.token)).id).toBe(a.user.id);
        const login = await call(server, 'POST', '/loginUser', { payload: { email: a.email, password: a.password } });
        expect(login.statusCode).toBe(200);
        secrets.add(loginUserResponse.parse(login.json()).data.token);
      });
    });

    describe('hostile text', () => {
      it.each(hostileStrings)('stores %j verbatim in every text field and answers it as plain text', async (text) => {
        // A surname after it: a password containing the learner's whole name would be refused.
        const learner = await newLearner({ first_name: `${text} Verma`, password: `${text} password` });
        expect(learner.user.first_name).toBe(`${text} Verma`);

        const response = await call(server, 'PUT', '/updateProfile', {
          token: learner.token,
          payload: {
            personal: { first_name: text, last_name: text, city: text, state: text, country: text },
            academic: [{ course: text, passing_year: 2024, institute: text, current_percentage: 50 }],
          },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        for (const user of [updateProfileResponse.parse(response.json()).data.user, await profileOf(learner.token)]) {
          expect(user.first_name).toBe(text);
          expect(user.last_name).toBe(text);
          expect(user.profile).toMatchObject({ first_name: text, last_name: text, city: text, state: text, country: text });
          expect(user.academic).toEqual([{ course: text, passing_year: 2024, institute: text, current_percentage: 50 }]);
        }
        // The password with SQL in it signs in, and only it does.
        const login = await call(server, 'POST', '/loginUser', { payload: { email: learner.email, password: `${text} password` } });
        expect(login.statusCode).toBe(200);
        secrets.add(loginUserResponse.parse(login.json()).data.token);
        const wrong = await call(server, 'POST', '/loginUser', { payload: { email: learner.email, password: text } });
        expect(wrong.statusCode).toBe(401);
      });

      it.each(hostileStrings)('answers %j as an e-mail, phone, PIN or language with a 400, never a 5xx', async (text) => {
        const learner = await newLearner();
        const signup = await call(server, 'POST', '/signup', {
          payload: { first_name: 'Asha', phone: text, email: text, password: 'long enough' },
        });
        expect(Object.keys(expectFailure(signup, 400).fields ?? {}).sort()).toEqual(['email', 'phone']);
        expectFailure(await call(server, 'POST', '/loginUser', { payload: { email: text, password: text } }), 400);
        for (const payload of [
          { personal: { email: text } },
          { personal: { phone: text } },
          { personal: { post_code: text } },
          { personal: { dob: text } },
          { personal: { gender: text } },
          { preferred_language: text },
          { academic: [{ course: 'BA', passing_year: text, institute: 'X', current_percentage: 1 }] },
        ]) {
          expectFailure(await call(server, 'PUT', '/updateProfile', { token: learner.token, payload }), 400);
        }
        expectFailure(
          await call(server, 'POST', '/startTrial', { token: learner.token, payload: { plan_id: text } }),
          400,
        );
        expect(expectFailure(
          await server.app.inject({ url: '/api/v1/getProfile', headers: { authorization: `Bearer ${text}` } }),
          401,
        )).toEqual(unauthorizedBody);
      });

      it('still has every table and every account afterwards', async () => {
        const { db } = server.database;
        const tables = [schema.users, schema.authTokens, schema.userSubscriptions, schema.courseEnrolments, schema.attempts, schema.loginThrottles];
        for (const table of tables) {
          const [row] = await db.select({ n: count() }).from(table);
          expect(row?.n).toBeGreaterThanOrEqual(0);
        }
        const [accounts] = await db.select({ n: count() }).from(schema.users);
        expect(accounts?.n).toBeGreaterThanOrEqual(hostileStrings.length * 2);
      });
    });

    describe('account enumeration', () => {
      it('answers a wrong password and an unknown e-mail identically, in status, headers and body', async () => {
        const learner = await newLearner();
        const address = freshAddress();
        const answers: LightMyRequestResponse[] = [];
        for (const email of [learner.email, uniqueEmail('nobody')]) {
          answers.push(await call(server, 'POST', '/loginUser?lang=hi', { payload: { email, password: 'wrong password!' }, remoteAddress: address }));
        }
        const [wrongPassword, unknownEmail] = answers as [LightMyRequestResponse, LightMyRequestResponse];
        expect(wrongPassword.statusCode).toBe(401);
        expect(unknownEmail.statusCode).toBe(401);
        expect(wrongPassword.body).toBe(unknownEmail.body);
        const headers = (response: LightMyRequestResponse) => {
          const { date: _date, ...rest } = response.headers;
          return rest;
        };
        expect(headers(wrongPassword)).toEqual(headers(unknownEmail));
      });
    });

    describe('secrets never leave the server', () => {
      it('redacts the Authorization header and passwords from any log call', async () => {
        const learner = await newLearner();
        const response = await call(server, 'POST', '/testLogProbe', {
          token: learner.token,
          payload: { password: learner.password, current_password: learner.password, new_password: learner.password },
        });
        expect(response.statusCode).toBe(200);
        const probeLines = logLines.filter((line) => line.includes('"probe'));
        expect(probeLines).toHaveLength(2);
        for (const line of probeLines) {
          expect(line).not.toContain(learner.token);
          expect(line).not.toContain(learner.password);
        }
        // Fastify's request serializer logs no headers at all; a raw headers object is redacted.
        const [withReq, flat] = probeLines.map((line) => JSON.parse(line) as Record<string, unknown>);
        expect(withReq?.req).toMatchObject({ method: 'POST', url: logProbePath });
        expect(JSON.stringify(withReq?.req)).not.toContain('authorization');
        expect(flat).toMatchObject({
          headers: { authorization: '[Redacted]' },
          body: { password: '[Redacted]', current_password: '[Redacted]', new_password: '[Redacted]' },
        });
        expect(redactedLogPaths).toContain('req.headers.authorization');
      });

      it('never puts a password, a token or a hash in a response body or a log line', async () => {
        // A few more requests of every kind, so the logs hold sign-ups, logins and failures.
        const learner = await newLearner();
        await call(server, 'POST', '/loginUser', { payload: { email: learner.email, password: 'wrong password!' } });
        const login = await call(server, 'POST', '/loginUser', { payload: { email: learner.email, password: learner.password } });
        secrets.add(loginUserResponse.parse(login.json()).data.token);
        await call(server, 'POST', '/changePassword', {
          token: learner.token,
          payload: { current_password: 'wrong password!', new_password: 'another new password' },
        });
        secrets.add('another new password');

        expect(logLines.some((line) => line.includes('learner signed up'))).toBe(true);
        expect(logLines.some((line) => line.includes('login failed'))).toBe(true);
        expect(secrets.size).toBeGreaterThan(20);

        const hashes = (await server.database.db.select({ hash: schema.users.passwordHash }).from(schema.users)).map((row) => row.hash);
        const tokenHashes = (await server.database.db.select({ hash: schema.authTokens.tokenHash }).from(schema.authTokens)).map((row) => row.hash);
        for (const body of bodies) {
          expect(body).not.toMatch(/argon2|password_hash|passwordHash|token_hash|tokenHash/);
          for (const hash of [...hashes, ...tokenHashes]) expect(body).not.toContain(hash);
        }
        const isTokenAnswer = (body: string) => body.includes('"token":"');
        for (const secret of secrets) {
          // A password never appears in any answer; a token only in the login or sign-up answer that issued it.
          for (const body of bodies) {
            if (secret.length === 43 && isTokenAnswer(body)) continue;
            expect(body.includes(secret), `a response body contains ${JSON.stringify(secret)}`).toBe(false);
          }
          for (const line of logLines) {
            expect(line.includes(secret), `a log line contains ${JSON.stringify(secret)}`).toBe(false);
          }
        }
        for (const line of logLines) {
          expect(line).not.toMatch(/argon2/);
          for (const hash of [...hashes, ...tokenHashes]) expect(line).not.toContain(hash);
        }
      });

      it('answers an oversized body with the 413 envelope, before reading the password in it', async () => {
        const learner = await newLearner();
        const big = 'p'.repeat(120 * 1024);
        for (const [method, path, token] of [
          ['POST', '/signup', undefined],
          ['POST', '/loginUser', undefined],
          ['PUT', '/updateProfile', learner.token],
          ['POST', '/changePassword', learner.token],
        ] as const) {
          const response = await call(server, method, path, {
            ...(token === undefined ? {} : { token }),
            payload: { email: learner.email, password: big, personal: { city: big }, current_password: big, new_password: big },
          });
          expect(expectFailure(response, 413)).toMatchObject({ code: 'payload_too_large', msg: 'The request body is too large.' });
        }
      });
    });
  });
}
