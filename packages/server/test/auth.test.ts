import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authRequestsPerMinute,
  changePasswordResponse,
  failedLoginLimit,
  getProfileResponse,
  loginUserResponse,
  logoutResponse,
  passwordMessage,
  signupResponse,
  updateProfileResponse,
} from '@pariksha/contract';
import { fieldMessage, signupProblems } from '@pariksha/contract/values';
import { commonPasswordMessage, personalPasswordMessage } from '@pariksha/contract/password-rules';
import { authTokens, users } from '../src/db/accounts-schema.js';
import { argon2idOptions, needsRehash, verifyAgainstDummy } from '../src/services/passwords.js';
import { hideQueryParams } from '../src/services/query-errors.js';
import { bearerToken, hashToken, newToken } from '../src/services/sessions.js';
import {
  call,
  expectFailure,
  freshAddress,
  signUp,
  unauthorizedBody,
  uniqueEmail,
} from './support/accounts.js';
import { databaseTargets } from './support/databases.js';
import { strict } from './support/strict.js';
import { startTestServer, type TestServer } from './support/test-server.js';


describe('tokens and passwords (no database)', () => {
  it('makes 43-character base64url tokens and stores their SHA-256', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it.each([
    [undefined, null],
    ['', null],
    ['Bearer', null],
    ['Basic dXNlcjpwYXNz', null],
    ['Bearer short', null],
    [`Bearer ${'a'.repeat(44)}`, null],
    [`Bearer ${'a'.repeat(42)}!`, null],
    ["Bearer ' OR 1=1 --", null],
    [`Bearer ${'a'.repeat(43)}`, 'a'.repeat(43)],
    [`bearer ${'b'.repeat(43)}`, 'b'.repeat(43)],
  ])('reads the Bearer header %j as %j', (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });

  it('uses OWASP argon2id settings and a dummy check that always fails', async () => {
    expect(argon2idOptions).toEqual({ algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(needsRehash('$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });

  it('re-throws a failed query without its parameters', async () => {
    const failing = Promise.reject(
      Object.assign(new Error('Failed query: insert into users values ($1)\nparams: $argon2id$secret'), {
        query: 'insert into users values ($1)',
        params: ['$argon2id$secret'],
        cause: { message: 'boom', code: '23505', detail: 'Key (token_hash)=(secret)' },
      }),
    );
    const error = await hideQueryParams(failing).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(JSON.stringify({ ...(error as object), message: (error as Error).message, stack: (error as Error).stack })).not.toContain('secret');
    expect((error as Error).message).toBe('Query failed (insert into users values ($1)): boom');
  });
});

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`accounts: sign-up, login, logout, password ${target.title}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      // Several tests sign owners up with one phone number on purpose (a password made from it is refused).
      server = await startTestServer(target, { signupLimits: { perPhone: 100 } });
    });
    afterAll(async () => {
      await server?.close();
    });

    const storedUser = async (email: string) => {
      const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
      return row;
    };

    describe('POST /signup', () => {
      it('creates the account, answers 201 with the learner and a token, and stores only hashes', async () => {
        const email = uniqueEmail('asha');
        const response = await call(server, 'POST', '/signup', {
          payload: { first_name: '  Asha Verma ', phone: '+91 98765-43210', email: `  ${email.toUpperCase()} `, password: 'correct horse battery', confirmPassword: 'ignored' },
        });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.headers['cache-control']).toBe('no-store');
        const body = strict(signupResponse).parse(response.json());
        expect(body.msg).toBe('Account created. Welcome to Pariksha!');
        expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(body.data.user).toMatchObject({
          first_name: 'Asha Verma',
          last_name: null,
          email,
          phone: '9876543210',
          preferred_language: 'en',
          academic: [],
          stats: { courses_purchased: 0, tests_given: 0 },
          membership: null,
        });
        expect(body.data.user.profile).toEqual({
          first_name: 'Asha Verma',
          last_name: null,
          phone: '9876543210',
          email,
          dob: null,
          gender: null,
          city: null,
          state: null,
          post_code: null,
          country: null,
        });
        expect(response.body).not.toContain('correct horse battery');
        expect(response.body).not.toContain('argon2');

        const row = await storedUser(email);
        expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
        expect(row?.passwordHash).not.toContain('correct horse battery');
        const tokens = await server.database.db.select().from(authTokens).where(eq(authTokens.userId, body.data.user.id));
        expect(tokens).toHaveLength(1);
        expect(tokens[0]?.tokenHash).toBe(hashToken(body.data.token));
        expect(JSON.stringify(tokens)).not.toContain(body.data.token);
        // 30 days, give or take the test's own run time.
        const lifetimeDays = ((tokens[0]?.expiresAt.getTime() ?? 0) - (tokens[0]?.createdAt.getTime() ?? 0)) / 86_400_000;
        expect(lifetimeDays).toBeCloseTo(30, 3);
      });

      it('answers in Hindi for lang=hi and makes Hindi the preferred language', async () => {
        const response = await call(server, 'POST', '/signup?lang=hi', {
          payload: { first_name: 'रमेश', phone: '07654321098', email: uniqueEmail(), password: 'पासवर्ड-बहुत-लंबा' },
        });
        expect(response.statusCode).toBe(201);
        const body = signupResponse.parse(response.json());
        expect(body.msg).toBe('खाता बन गया। परीक्षा में आपका स्वागत है!');
        expect(body.data.user.preferred_language).toBe('hi');
        expect(body.data.user.first_name).toBe('रमेश');
      });

      it('refuses a second account for the same e-mail, whatever its case, with 409 and fields.email', async () => {
        const first = await signUp(server);
        const response = await call(server, 'POST', '/signup', {
          payload: { first_name: 'Other', phone: '9123456789', email: ` ${first.email.toUpperCase()}`, password: 'another password' },
        });
        const body = expectFailure(response, 409);
        expect(body).toEqual({
          result: 0,
          msg: 'An account with this email already exists',
          error: 'An account with this email already exists',
          code: 'email_taken',
          fields: { email: 'An account with this email already exists' },
        });
        // The first account is untouched: its password still works.
        const login = await call(server, 'POST', '/loginUser', { payload: { email: first.email, password: first.password } });
        expect(login.statusCode).toBe(200);
      });

      it('gives one of two racing sign-ups for one address the account and the other a 409', async () => {
        const email = uniqueEmail('race');
        const payload = { first_name: 'Race', phone: '9876543210', email, password: 'racing password' };
        const answers = await Promise.all([
          call(server, 'POST', '/signup', { payload }),
          call(server, 'POST', '/signup', { payload }),
        ]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      });

      it('names every missing field', async () => {
        const body = expectFailure(await call(server, 'POST', '/signup', { payload: {} }), 400);
        expect(body.code).toBe('validation_failed');
        expect(body.fields).toEqual({
          first_name: 'Enter your name.',
          phone: 'Enter a 10-digit Indian mobile number.',
          email: 'Enter your email address.',
          password: 'Enter a password.',
        });
      });

      it('refuses in Hindi when the request asks for Hindi, and in English by default', async () => {
        const payload = { first_name: ' ', phone: '98765', email: 'asha@', password: 'short' };
        const hindi = expectFailure(await call(server, 'POST', '/signup?lang=hi', { payload }), 400);
        expect(hindi.fields).toEqual({
          first_name: 'अपना नाम लिखें।',
          phone: '10 अंकों का भारतीय मोबाइल नंबर लिखें।',
          email: 'सही ईमेल पता लिखें।',
          password: 'पासवर्ड में 8 से 128 अक्षर रखें।',
        });
        expect(hindi.msg).toBe('अपना नाम लिखें।');
        const english = expectFailure(await call(server, 'POST', '/signup', { payload }), 400);
        expect(english.fields).toEqual({
          first_name: 'Enter your name.',
          phone: 'Enter a 10-digit Indian mobile number.',
          email: 'Enter a valid email address.',
          password: 'Use 8 to 128 characters for your password.',
        });
        const common = { first_name: 'Asha', phone: '9876543210', email: uniqueEmail(), password: 'password123' };
        const commonInHindi = expectFailure(await call(server, 'POST', '/signup?lang=hi', { payload: common }), 400);
        expect(commonInHindi.fields).toEqual({
          password: 'यह पासवर्ड बहुत आम है। ऐसा पासवर्ड चुनें जिसका अनुमान लगाना मुश्किल हो।',
        });
      });

      const valid = { first_name: 'Asha', phone: '9876543210', password: 'long enough' };
      it.each([
        ['a blank name', { first_name: '   ' }, { first_name: 'Enter your name.' }],
        ['an 81-character name', { first_name: 'a'.repeat(81) }, { first_name: 'Keep your name to 80 characters or fewer.' }],
        ['a line break in the name', { first_name: 'Asha\nVerma' }, { first_name: 'Use only letters, spaces and punctuation in your name.' }],
        ['a NUL in the name', { first_name: 'As\u0000ha' }, { first_name: 'Use only letters, spaces and punctuation in your name.' }],
        ['a name that is a number', { first_name: 42 }, { first_name: 'Enter your name.' }],
        ['a landline', { phone: '011 2345 6789' }, { phone: 'Enter a 10-digit Indian mobile number.' }],
        ['a phone as a number', { phone: 9876543210 }, { phone: 'Enter a 10-digit Indian mobile number.' }],
        ['a bad e-mail', { email: 'asha@' }, { email: 'Enter a valid email address.' }],
        ['a 255-character e-mail', { email: `${'a'.repeat(244)}@example.in` }, { email: 'Enter a valid email address.' }],
        ['a 7-character password', { password: 'short12' }, { password: passwordMessage }],
        ['a 129-character password', { password: 'p'.repeat(129) }, { password: passwordMessage }],
        ['an empty password', { password: '' }, { password: 'Enter a password.' }],
      ])('refuses %s', async (_label, change, fields) => {
        const payload = { ...valid, email: uniqueEmail(), ...change };
        const body = expectFailure(await call(server, 'POST', '/signup', { payload }), 400);
        expect(body.fields).toEqual(fields);
        expect(body.msg).toBe(Object.values(fields)[0]);
        // The form's own check (no zod, run in the browser) refuses it with the same words.
        if (Object.values(payload).every((value) => typeof value === 'string')) {
          const problems = signupProblems(payload as typeof valid & { email: string });
          const said = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, fieldMessage(key, 'en')]));
          expect(said).toEqual(fields);
        }
      });

      it('says the password limits in the message', () => {
        expect(passwordMessage).toBe('Use 8 to 128 characters for your password.');
      });

      it('accepts exactly 8 and exactly 128 characters', async () => {
        await signUp(server, { password: 'Tq8-mz4!' });
        await signUp(server, { password: 'Tq8-mz4!'.repeat(16) });
      });

      it(`answers 429 with a msg after ${authRequestsPerMinute} sign-ups a minute from one address`, async () => {
        const remoteAddress = freshAddress();
        for (let i = 0; i < authRequestsPerMinute; i++) {
          // Invalid bodies count too: the limit runs before validation.
          const response = await call(server, 'POST', '/signup', { payload: {}, remoteAddress });
          expect(response.statusCode).toBe(400);
        }
        const body = expectFailure(await call(server, 'POST', '/signup', { payload: {}, remoteAddress }), 429);
        expect(body).toMatchObject({ code: 'rate_limited', msg: 'Too many requests. Please wait a minute and try again.' });
        // Another address is not affected.
        await signUp(server);
      });

      it('answers a body over 100 KiB with the 413 envelope', async () => {
        const payload = { first_name: 'Asha', phone: '9876543210', email: uniqueEmail(), password: 'x'.repeat(110 * 1024) };
        const body = expectFailure(await call(server, 'POST', '/signup', { payload }), 413);
        expect(body).toMatchObject({ code: 'payload_too_large', msg: 'The request body is too large.' });
      });
    });

    describe('POST /loginUser', () => {
      it('signs in with the e-mail in any case and answers a new token each time', async () => {
        const learner = await signUp(server);
        const first = await call(server, 'POST', '/loginUser', {
          payload: { email: ` ${learner.email.toUpperCase()} `, password: learner.password },
        });
        expect(first.statusCode, first.body).toBe(200);
        expect(first.headers['cache-control']).toBe('no-store');
        const body = strict(loginUserResponse).parse(first.json());
        expect(body.msg).toBe('Welcome back!');
        expect(body.data.user).toEqual(learner.user);
        expect(body.data.token).not.toBe(learner.token);
        const second = loginUserResponse.parse(
          (await call(server, 'POST', '/loginUser', { payload: { email: learner.email, password: learner.password } })).json(),
        );
        expect(second.data.token).not.toBe(body.data.token);
        // Every token works on its own.
        for (const token of [learner.token, body.data.token, second.data.token]) {
          expect((await call(server, 'GET', '/getProfile', { token })).statusCode).toBe(200);
        }
      });

      it('answers an unknown e-mail and a wrong password with the same 401', async () => {
        const learner = await signUp(server);
        const wrongPassword = await call(server, 'POST', '/loginUser', { payload: { email: learner.email, password: 'not the password' } });
        const unknownEmail = await call(server, 'POST', '/loginUser', { payload: { email: uniqueEmail('nobody'), password: 'not the password' } });
        const expected = {
          result: 0,
          msg: 'Invalid email or password',
          error: 'Invalid email or password',
          code: 'invalid_credentials',
        };
        expect(expectFailure(wrongPassword, 401)).toEqual(expected);
        expect(expectFailure(unknownEmail, 401)).toEqual(expected);
        expect(wrongPassword.body).toBe(unknownEmail.body);
        expect(Object.keys(wrongPassword.headers).sort()).toEqual(Object.keys(unknownEmail.headers).sort());
        const hindi = await call(server, 'POST', '/loginUser?lang=hi', { payload: { email: learner.email, password: 'not the password' } });
        expect(expectFailure(hindi, 401).msg).toBe('ईमेल या पासवर्ड ग़लत है');
      });

      it('re-hashes a password stored at a lower cost on the next successful login', async () => {
        const learner = await signUp(server);
        const weaker = await hash(learner.password, { ...argon2idOptions, memoryCost: 4096, timeCost: 1 });
        await server.database.db.update(users).set({ passwordHash: weaker }).where(eq(users.id, learner.user.id));
        const failed = await call(server, 'POST', '/loginUser', { payload: { email: learner.email, password: 'wrong password' } });
        expect(failed.statusCode).toBe(401);
        expect((await storedUser(learner.email))?.passwordHash).toBe(weaker);
        const login = await call(server, 'POST', '/loginUser', { payload: { email: learner.email, password: learner.password } });
        expect(login.statusCode).toBe(200);
        const upgraded = (await storedUser(learner.email))?.passwordHash;
        expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
        expect((await call(server, 'POST', '/loginUser', { payload: { email: learner.email, password: learner.password } })).statusCode).toBe(200);
      });

      it('names missing fields', async () => {
        const body = expectFailure(await call(server, 'POST', '/loginUser', { payload: { email: ' ', password: '' } }), 400);
        expect(body.fields).toEqual({ email: 'Enter your email address.', password: 'Enter your password.' });
      });

      it(`answers 429 with a msg after ${failedLoginLimit} failed logins for one e-mail from one address, even with the right password`, async () => {
        const learner = await signUp(server);
        const bystander = await signUp(server);
        const remoteAddress = freshAddress();
        for (let i = 0; i < failedLoginLimit; i++) {
          const response = await call(server, 'POST', '/loginUser', { payload: { email: learner.email, password: `guess ${i}` }, remoteAddress });
          expect(response.statusCode).toBe(401);
        }
        const limited = await call(server, 'POST', '/loginUser', { payload: { email: learner.email, password: learner.password }, remoteAddress });
        const body = expectFailure(limited, 429);
        expect(body).toMatchObject({
          code: 'rate_limited',
          msg: 'Too many failed logins for this email. Please wait 15 minutes and try again.',
        });
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
        expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
        // The same for an e-mail with no account: the 429 does not tell whether one exists.
        const nobody = uniqueEmail('nobody');
        const otherAddress = freshAddress();
        for (let i = 0; i < failedLoginLimit; i++) {
          await call(server, 'POST', '/loginUser', { payload: { email: nobody, password: `guess ${i}` }, remoteAddress: otherAddress });
        }
        const nobodyLimited = await call(server, 'POST', '/loginUser', { payload: { email: nobody, password: 'x' }, remoteAddress: otherAddress });
        expect(expectFailure(nobodyLimited, 429).msg).toBe(body.msg);
        // Another e-mail from that address is not affected, and the learner's existing token still works.
        expect(
          (await call(server, 'POST', '/loginUser', { payload: { email: bystander.email, password: bystander.password }, remoteAddress })).statusCode,
        ).toBe(200);
        expect((await call(server, 'GET', '/getProfile', { token: learner.token })).statusCode).toBe(200);
      });

      it('does not count successful logins towards the failed-login limit', async () => {
        const learner = await signUp(server);
        for (let i = 0; i < failedLoginLimit + 3; i++) {
          const response = await call(server, 'POST', '/loginUser', { payload: { email: learner.email, password: learner.password } });
          expect(response.statusCode).toBe(200);
        }
      });

      it('lets no more than the limit of parallel guesses from one address through', async () => {
        const learner = await signUp(server);
        const remoteAddress = freshAddress();
        const answers = await Promise.all(
          Array.from({ length: failedLoginLimit * 2 }, (_, i) =>
            call(server, 'POST', '/loginUser', { payload: { email: learner.email, password: `parallel guess ${i}` }, remoteAddress }),
          ),
        );
        const codes = answers.map((answer) => answer.statusCode);
        expect(codes.filter((code) => code === 401)).toHaveLength(failedLoginLimit);
        expect(codes.filter((code) => code === 429)).toHaveLength(failedLoginLimit);
      });

      it(`answers 429 with a msg after ${authRequestsPerMinute} logins a minute from one address`, async () => {
        const learner = await signUp(server);
        const remoteAddress = freshAddress();
        for (let i = 0; i < authRequestsPerMinute; i++) {
          const response = await call(server, 'POST', '/loginUser', {
            payload: { email: learner.email, password: learner.password },
            remoteAddress,
          });
          expect(response.statusCode).toBe(200);
        }
        const body = expectFailure(
          await call(server, 'POST', '/loginUser', { payload: { email: learner.email, password: learner.password }, remoteAddress }),
          429,
        );
        expect(body.msg).toBe('Too many requests. Please wait a minute and try again.');
      });
    });

    describe('the whole journey', () => {
      it('signs up, logs in, reads and updates the profile, logs out, and the token then fails', async () => {
        const email = uniqueEmail('journey');
        const signup = await call(server, 'POST', '/signup', {
          payload: { first_name: 'Kavya', phone: '9988776655', email, password: 'journey password' },
        });
        expect(signup.statusCode).toBe(201);

        const login = loginUserResponse.parse(
          (await call(server, 'POST', '/loginUser', { payload: { email, password: 'journey password' } })).json(),
        );
        const token = login.data.token;

        const profile = await call(server, 'GET', '/getProfile', { token });
        expect(profile.statusCode).toBe(200);
        expect(profile.headers['cache-control']).toBe('no-store');
        const read = strict(getProfileResponse).parse(profile.json());
        expect(read).not.toHaveProperty('msg');
        expect(read.data.user.email).toBe(email);

        const update = await call(server, 'PUT', '/updateProfile', {
          token,
          payload: { personal: { last_name: 'Iyer', city: 'Chennai' } },
        });
        expect(update.statusCode, update.body).toBe(200);
        const updated = strict(updateProfileResponse).parse(update.json());
        expect(updated.msg).toBe('Your name and city were saved.');
        expect(updated.data.user).toMatchObject({ first_name: 'Kavya', last_name: 'Iyer', profile: { city: 'Chennai' } });

        const logout = await call(server, 'POST', '/logout', { token });
        expect(logout.statusCode, logout.body).toBe(200);
        expect(strict(logoutResponse).parse(logout.json())).toEqual({ result: 1, data: null, msg: 'You have been logged out.' });

        for (const [method, path] of [
          ['GET', '/getProfile'],
          ['POST', '/logout'],
          ['PUT', '/updateProfile'],
        ] as const) {
          const response = await call(server, method, path, { token, ...(method === 'PUT' ? { payload: {} } : {}) });
          expect(expectFailure(response, 401)).toEqual(unauthorizedBody);
          expect(response.headers['www-authenticate']).toBe('Bearer');
        }
        // The sign-up token is another session and still works.
        const signupToken = signupResponse.parse(signup.json()).data.token;
        expect((await call(server, 'GET', '/getProfile', { token: signupToken })).statusCode).toBe(200);
      });

      it('logs out with no body, an empty JSON body or {}, and refuses malformed or poisoned JSON', async () => {
        for (const [headers, payload] of [
          [{}, undefined],
          [{ 'content-type': 'application/json' }, ''],
          [{ 'content-type': 'application/json' }, '{}'],
        ] as const) {
          const learner = await signUp(server);
          const response = await server.app.inject({
            method: 'POST',
            url: '/api/v1/logout',
            headers: { ...headers, authorization: `Bearer ${learner.token}` },
            ...(payload === undefined ? {} : { payload }),
          });
          expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBe(200);
          expect((await call(server, 'GET', '/getProfile', { token: learner.token })).statusCode).toBe(401);
        }
        const learner = await signUp(server);
        for (const payload of ['{bad', '{"__proto__":{"admin":true}}']) {
          const response = await server.app.inject({
            method: 'POST',
            url: '/api/v1/logout',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${learner.token}` },
            payload,
          });
          expect(expectFailure(response, 400).code).toBe('invalid_json');
        }
        // Other routes keep refusing an empty JSON body.
        const signup = await server.app.inject({
          method: 'POST',
          url: '/api/v1/signup',
          headers: { 'content-type': 'application/json' },
          payload: '',
          remoteAddress: freshAddress(),
        });
        expect(expectFailure(signup, 400).code).toBe('invalid_json');
        expect((await call(server, 'GET', '/getProfile', { token: learner.token })).statusCode).toBe(200);
      });

      it('answers logout in Hindi for lang=hi', async () => {
        const learner = await signUp(server);
        const response = await call(server, 'POST', '/logout?lang=hi', { token: learner.token });
        expect(logoutResponse.parse(response.json()).msg).toBe('आप लॉग आउट हो गए हैं।');
      });
    });

    describe('Bearer tokens', () => {
      it('refuses a missing, malformed, tampered, expired or revoked token with the same 401', async () => {
        const learner = await signUp(server);
        const flip = (token: string, at: number) =>
          token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
        const cases: Record<string, Record<string, string>> = {
          missing: {},
          'empty bearer': { authorization: 'Bearer ' },
          'another scheme': { authorization: `Basic ${learner.token}` },
          'first character changed': { authorization: `Bearer ${flip(learner.token, 0)}` },
          'last character changed': { authorization: `Bearer ${flip(learner.token, 42)}` },
          truncated: { authorization: `Bearer ${learner.token.slice(0, 42)}` },
          'one character longer': { authorization: `Bearer ${learner.token}A` },
          'the stored hash': { authorization: `Bearer ${hashToken(learner.token)}` },
          'SQL in the header': { authorization: "Bearer ' OR 1=1 --" },
        };
        for (const [label, headers] of Object.entries(cases)) {
          const response = await server.app.inject({ url: '/api/v1/getProfile', headers });
          expect(response.statusCode, label).toBe(401);
          expect(response.json(), label).toEqual(unauthorizedBody);
        }
        // A token in the query string is not read.
        const inQuery = await server.app.inject({ url: `/api/v1/getProfile?token=${learner.token}` });
        expect(inQuery.statusCode).toBe(401);
        // The genuine one still works, with any case of "Bearer".
        const ok = await server.app.inject({ url: '/api/v1/getProfile', headers: { authorization: `bearer ${learner.token}` } });
        expect(ok.statusCode).toBe(200);
      });

      it('refuses an expired token', async () => {
        const learner = await signUp(server);
        await server.database.db
          .update(authTokens)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(authTokens.tokenHash, hashToken(learner.token)));
        expect(expectFailure(await call(server, 'GET', '/getProfile', { token: learner.token }), 401)).toEqual(unauthorizedBody);
      });

      it('refuses a token whose account was deleted', async () => {
        const learner = await signUp(server);
        await server.database.db.delete(users).where(eq(users.id, learner.user.id));
        expect(expectFailure(await call(server, 'GET', '/getProfile', { token: learner.token }), 401)).toEqual(unauthorizedBody);
      });

      it('checks the token before the body: a bad body without a token is a 401, not a 400', async () => {
        const response = await call(server, 'PUT', '/updateProfile', { payload: { personal: { email: 'nope' } } });
        expect(expectFailure(response, 401)).toEqual(unauthorizedBody);
      });

      it('records when a token was last used', async () => {
        const learner = await signUp(server);
        await call(server, 'GET', '/getProfile', { token: learner.token });
        const [row] = await server.database.db.select().from(authTokens).where(eq(authTokens.tokenHash, hashToken(learner.token)));
        expect(row?.lastUsedAt).toBeInstanceOf(Date);
      });
    });

    describe('POST /changePassword', () => {
      it('changes the password, keeps this token and revokes every other one', async () => {
        const learner = await signUp(server, { password: 'old password 1' });
        const phone = loginUserResponse.parse(
          (await call(server, 'POST', '/loginUser', { payload: { email: learner.email, password: 'old password 1' } })).json(),
        ).data.token;
        const laptop = loginUserResponse.parse(
          (await call(server, 'POST', '/loginUser', { payload: { email: learner.email, password: 'old password 1' } })).json(),
        ).data.token;

        const response = await call(server, 'POST', '/changePassword', {
          token: laptop,
          payload: { current_password: 'old password 1', new_password: 'new password 2' },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(strict(changePasswordResponse).parse(response.json())).toEqual({
          result: 1,
          data: null,
          msg: 'Password changed. You have been logged out on your other devices.',
        });
        expect(response.body).not.toContain('password 2');

        expect((await call(server, 'GET', '/getProfile', { token: laptop })).statusCode).toBe(200);
        for (const token of [learner.token, phone]) {
          expect(expectFailure(await call(server, 'GET', '/getProfile', { token }), 401)).toEqual(unauthorizedBody);
        }
        expect((await call(server, 'POST', '/loginUser', { payload: { email: learner.email, password: 'old password 1' } })).statusCode).toBe(401);
        expect((await call(server, 'POST', '/loginUser', { payload: { email: learner.email, password: 'new password 2' } })).statusCode).toBe(200);
        const row = await storedUser(learner.email);
        expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      });

      it('answers a wrong current password with a 400 naming that field (not a 401, which would sign the app out)', async () => {
        const learner = await signUp(server);
        const body = expectFailure(
          await call(server, 'POST', '/changePassword', {
            token: learner.token,
            payload: { current_password: 'not it at all', new_password: 'brand new password' },
          }),
          400,
        );
        expect(body).toMatchObject({
          code: 'validation_failed',
          msg: 'Your current password is not correct.',
          fields: { current_password: 'Your current password is not correct.' },
        });
        expect((await call(server, 'GET', '/getProfile', { token: learner.token })).statusCode).toBe(200);
      });

      it('refuses the same password and a short one', async () => {
        const learner = await signUp(server);
        const same = expectFailure(
          await call(server, 'POST', '/changePassword', {
            token: learner.token,
            payload: { current_password: learner.password, new_password: learner.password },
          }),
          400,
        );
        expect(same.fields).toEqual({ new_password: 'Choose a new password that is different from your current one.' });
        const short = expectFailure(
          await call(server, 'POST', '/changePassword', {
            token: learner.token,
            payload: { current_password: learner.password, new_password: 'short' },
          }),
          400,
        );
        expect(short.fields).toEqual({ new_password: passwordMessage });
      });

      it(`answers 429 after ${failedLoginLimit} wrong current passwords`, async () => {
        const learner = await signUp(server);
        const attempt = (current: string, remoteAddress = freshAddress()) =>
          call(server, 'POST', '/changePassword', {
            token: learner.token,
            payload: { current_password: current, new_password: 'brand new password' },
            remoteAddress,
          });
        for (let i = 0; i < failedLoginLimit; i++) expect((await attempt(`wrong ${i}`)).statusCode).toBe(400);
        const body = expectFailure(await attempt(learner.password), 429);
        expect(body.msg).toBe('Too many wrong passwords. Please wait 15 minutes and try again.');
      });

      it('needs a token', async () => {
        const response = await call(server, 'POST', '/changePassword', {
          payload: { current_password: 'whatever it is', new_password: 'brand new password' },
        });
        expect(expectFailure(response, 401)).toEqual(unauthorizedBody);
      });
    });

    describe('passwords too easy to guess', () => {
      const owner = () => ({ first_name: 'Ravi Kumar', phone: '+91 91234 56789', email: uniqueEmail('ravi.kumar') });
      /** [label, password for an owner] → the message. */
      const guessable: [string, (email: string) => string, string][] = [
        ["'password'", () => 'password', commonPasswordMessage],
        ["'12345678'", () => '12345678', commonPasswordMessage],
        ["'aaaaaaaa'", () => 'aaaaaaaa', commonPasswordMessage],
        ["'Password1'", () => 'Password1', commonPasswordMessage],
        ["'India@123' (a listed word and the usual digits)", () => 'India@123', commonPasswordMessage],
        ['the e-mail’s local part', (email) => email.split('@')[0] ?? '', personalPasswordMessage],
        ['one containing the phone', () => 'my number 9123456789', personalPasswordMessage],
        ['the name and a year', () => 'RaviKumar2008', personalPasswordMessage],
      ];

      it.each(guessable)('sign-up refuses %s with a 400 naming the password', async (_label, password, message) => {
        const details = owner();
        const payload = { ...details, password: password(details.email) };
        const body = expectFailure(await call(server, 'POST', '/signup', { payload }), 400);
        expect(body).toEqual({ result: 0, code: 'validation_failed', msg: message, error: message, fields: { password: message } });
        expect(await storedUser(details.email)).toBeUndefined();
      });

      it.each(guessable)('change-password refuses %s with a 400 naming new_password', async (_label, password, message) => {
        const details = owner();
        const learner = await signUp(server, { ...details, password: 'monsoon trains to Pune' });
        const body = expectFailure(
          await call(server, 'POST', '/changePassword', {
            token: learner.token,
            payload: { current_password: learner.password, new_password: password(learner.email) },
          }),
          400,
        );
        expect(body).toEqual({ result: 0, code: 'validation_failed', msg: message, error: message, fields: { new_password: message } });
        // The old password still works.
        expect((await call(server, 'POST', '/loginUser', { payload: { email: learner.email, password: learner.password } })).statusCode).toBe(200);
      });

      it('takes a long passphrase, on sign-up and as a new password', async () => {
        const learner = await signUp(server, { ...owner(), password: 'saffron kites over the ghats at dawn' });
        const response = await call(server, 'POST', '/changePassword', {
          token: learner.token,
          payload: { current_password: learner.password, new_password: 'चाय and chess after the Rajasthan trip' },
        });
        expect(response.statusCode, response.body).toBe(200);
      });

      it('says why in words a learner understands', () => {
        expect(commonPasswordMessage).toBe('This password is too common. Choose one that is hard to guess.');
        expect(personalPasswordMessage).toBe("Don't use your name, e-mail or phone number in your password.");
      });
    });

    it('lists every account route in the OpenAPI document, the Bearer ones with bearerAuth', async () => {
      const document = (await server.app.inject({ url: '/api/v1/openapi.json' })).json() as {
        paths: Record<string, Record<string, { operationId?: string; security?: unknown }>>;
        components: { securitySchemes?: Record<string, unknown> };
      };
      expect(document.components.securitySchemes?.bearerAuth).toEqual({ type: 'http', scheme: 'bearer' });
      const operations = {
        '/api/v1/signup': ['post', false],
        '/api/v1/loginUser': ['post', false],
        '/api/v1/logout': ['post', true],
        '/api/v1/changePassword': ['post', true],
        '/api/v1/getProfile': ['get', true],
        '/api/v1/updateProfile': ['put', true],
        '/api/v1/startTrial': ['post', true],
        '/api/v1/getSessions': ['get', true],
        '/api/v1/revokeSession': ['post', true],
        '/api/v1/getMyExamAccess': ['get', true],
        '/api/v1/getReferral': ['get', true],
      } as const;
      for (const [path, [method, secured]] of Object.entries(operations)) {
        const operation = document.paths[path]?.[method];
        expect(operation, path).toBeDefined();
        expect(operation?.security, path).toEqual(secured ? [{ bearerAuth: [] }] : undefined);
      }
    });
  });
}
