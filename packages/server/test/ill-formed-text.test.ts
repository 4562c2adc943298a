import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureEnvelope } from '@pariksha/contract';
import type { ZodType } from 'zod';
import { findIllFormedText, illFormedTextMessage } from '@pariksha/contract/common';
import { courseSlugParams, searchQuery } from '@pariksha/contract/content';
import { contractValidatorCompiler } from '../src/http/validation.js';
import { call, signUp, uniqueEmail, type SignedUp } from './support/accounts.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Issue 10, item 6: a lone surrogate (JSON's "\ud800" escape) in any text of a request is a 400
// envelope naming the field: never a 500 from the database, never a password silently hashed as
// U+FFFD.

const loneHigh = '\ud800';
const loneLow = '\udc00';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Path = Array<string | number>;

/** The paths of every string in a body. */
function stringPaths(value: Json, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

/** A copy of `body` with the string at `path` broken by a lone surrogate. */
function brokenAt(body: Json, path: Path, surrogate: string): Json {
  const copy = structuredClone(body);
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path[path.length - 1] as string | number;
  parent[last] = `${String(parent[last]).slice(0, 4)}${surrogate}${String(parent[last]).slice(4)}`;
  return copy;
}

const password = 'Tq7#mango-river-42';

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`ill-formed text ${target.title}`, () => {
    let server: TestServer;
    // Set before the tests run; the cases are listed (with placeholders) before that.
    let learner: SignedUp | undefined;

    beforeAll(async () => {
      server = await startTestServer(target);
      learner = await signUp(server, { first_name: 'Asha Verma', phone: '9876543210', password });
    });
    afterAll(async () => {
      await server?.close();
    });

    /** Every route that takes text in its body, with a body it accepts. */
    const routes = (): Array<{ method: 'POST' | 'PUT'; path: string; token?: string; body: Json }> => [
      {
        method: 'POST',
        path: '/signup',
        body: { first_name: 'Meera Nair', phone: '9876501234', email: uniqueEmail(), password, referral_code: '' },
      },
      { method: 'POST', path: '/loginUser', body: { email: learner?.email ?? '', password } },
      {
        method: 'POST',
        path: '/changePassword',
        token: learner?.token,
        body: { current_password: password, new_password: 'Another#river-77' },
      },
      {
        method: 'PUT',
        path: '/updateProfile',
        token: learner?.token,
        body: {
          personal: {
            first_name: 'Asha',
            last_name: 'Verma',
            phone: '9876543210',
            email: learner?.email ?? '',
            dob: '2004-05-06',
            gender: 'Female',
            city: 'Jaipur',
            state: 'Rajasthan',
            post_code: '302001',
            country: 'India',
          },
          academic: [{ course: 'B.Sc. Physics', passing_year: 2024, institute: 'University of Rajasthan', current_percentage: 78 }],
          preferred_language: 'en',
        },
      },
      {
        method: 'POST',
        path: '/previewOrder',
        token: learner?.token,
        body: { item: { kind: 'test_series', slug: 'ssc-cpo-test-series' }, promo_code: 'WELCOME10' },
      },
      {
        method: 'POST',
        path: '/submitContact',
        body: { name: 'Asha Verma', phone: '9876543210', email: 'asha@example.in', message: 'Please call me back.' },
      },
      {
        method: 'POST',
        path: '/submitHelpRequest',
        token: learner?.token,
        body: { name: 'Asha Verma', email: 'asha@example.in', message: 'My test result page does not open.' },
      },
      {
        method: 'POST',
        path: '/createForumTopic',
        token: learner?.token,
        body: { title: 'Ratio shortcut for SSC CGL', description: 'How do you split 840 in the ratio 3 : 4 quickly?', tags: ['SSC', 'Ratio'] },
      },
    ];

    const cases = routes().flatMap((route) =>
      stringPaths(route.body).flatMap((path) =>
        [loneHigh, loneLow].map((surrogate) => ({ label: `${route.path} ${path.join('.')} ${surrogate === loneHigh ? 'high' : 'low'}`, route, path, surrogate })),
      ),
    );

    it.each(cases)('refuses $label with the 400 envelope naming the field', async ({ route, path, surrogate }) => {
      // A fresh body per case (the sign-up needs a new address each time).
      const fresh = routes().find((candidate) => candidate.path === route.path) ?? route;
      const response = await call(server, route.method, route.path, {
        token: fresh.token,
        payload: brokenAt(fresh.body, path, surrogate),
      });
      expect(response.statusCode, response.body).toBe(400);
      const body = failureEnvelope.parse(response.json());
      expect(body.code).toBe('validation_failed');
      expect(body.msg).toBe(illFormedTextMessage);
      expect(body.fields).toEqual({ [path.join('.')]: illFormedTextMessage });
    });

    it('still takes every one of those bodies when its text is well formed', async () => {
      for (const route of routes()) {
        if (route.path === '/changePassword') continue; // it would change the password the others use
        const response = await call(server, route.method, route.path, { token: route.token, payload: route.body });
        expect(response.statusCode, `${route.path} ${response.body}`).toBeLessThan(300);
      }
    });

    it('takes Hindi and emoji (surrogate pairs) in a profile', async () => {
      const response = await call(server, 'PUT', '/updateProfile', {
        token: learner?.token,
        payload: {
          personal: { city: 'मुंबई 🏙️', last_name: 'वर्मा' },
          academic: [{ course: 'बी.एससी. 🧪', passing_year: 2024, institute: 'राजस्थान विश्वविद्यालय', current_percentage: 78 }],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
    });

    it('refuses a password with a lone surrogate instead of hashing it as U+FFFD', async () => {
      // Both would be the same bytes once encoded as UTF-8 ('\ud800' and '\udbff' both become U+FFFD).
      const email = uniqueEmail('surrogate');
      const signup = await call(server, 'POST', '/signup', {
        payload: { first_name: 'Ravi Kumar', phone: '9876512345', email, password: `Tq7#mango${loneHigh}river` },
      });
      expect(signup.statusCode).toBe(400);
      expect(failureEnvelope.parse(signup.json()).fields).toEqual({ password: illFormedTextMessage });
      const login = await call(server, 'POST', '/loginUser', {
        payload: { email: learner?.email, password: `${password}${loneHigh}` },
      });
      expect(login.statusCode).toBe(400);
    });

    it('refuses an object key with a lone surrogate', async () => {
      const response = await call(server, 'PUT', '/updateProfile', {
        token: learner?.token,
        payload: { personal: { [`city${loneHigh}`]: 'Jaipur' } },
      });
      expect(response.statusCode).toBe(400);
      expect(failureEnvelope.parse(response.json()).fields).toEqual({ personal: illFormedTextMessage });
    });

    // A URL cannot carry a lone surrogate: on the wire it is bytes (read as Latin-1 or percent-
    // decoded as UTF-8, where a surrogate's bytes are invalid), and inject() encodes one as U+FFFD.
    // The query and path schemas are checked all the same (see the validator's test below).
    it.each(['/getAllCourses?search=', '/getAllExams?search=', '/getExamsByCategory/1?search=', '/getCourse/sbi', '/getBook/sbi'])(
      'answers a lone surrogate in the address of %s without a 5xx',
      async (url) => {
        const response = await server.app.inject({ method: 'GET', url: `/api/v1${url}bank${loneHigh}` });
        expect(response.statusCode).toBeLessThan(500);
      },
    );

    it('answers UTF-8 of a surrogate sent on the wire (%ED%A0%80) without a 5xx', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/api/v1/getAllCourses?search=%ED%A0%80' });
      expect(response.statusCode).toBe(200);
    });
  });
}

describe('the contract validator', () => {
  const validate = (schema: ZodType, httpPart: string, data: unknown) =>
    (contractValidatorCompiler({ schema, method: 'GET', url: '/x', httpPart }) as (data: unknown) => { error?: unknown; value?: unknown })(data);

  it('refuses a lone surrogate in a search query and a path parameter, naming it', () => {
    expect(validate(searchQuery, 'querystring', { lang: 'en', search: `bank${loneHigh}` }).error).toEqual([
      expect.objectContaining({ instancePath: '/search', message: illFormedTextMessage }),
    ]);
    expect(validate(courseSlugParams, 'params', { slug: `sbi${loneLow}` }).error).toEqual([
      expect.objectContaining({ instancePath: '/slug', message: illFormedTextMessage }),
    ]);
    expect(validate(searchQuery, 'querystring', { lang: 'hi', search: 'बैंक 😀' }).value).toEqual({ lang: 'hi', search: 'बैंक 😀' });
  });
});

describe('findIllFormedText', () => {
  it('finds the first lone surrogate with its path, and passes pairs', () => {
    expect(findIllFormedText({ a: 'ok 😀', b: ['fine', { c: `x${loneLow}` }] })).toEqual(['b', 1, 'c']);
    expect(findIllFormedText(`${loneHigh}`)).toEqual([]);
    expect(findIllFormedText({ list: ['😀', 'हिन्दी', '\ud83d\ude00'] })).toBeNull();
    expect(findIllFormedText({ n: 1, b: true, z: null })).toBeNull();
    // A pair written backwards is two lone halves.
    expect(findIllFormedText(['\ude00\ud83d'])).toEqual([0]);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = `end${loneHigh}`;
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findIllFormedText(deep)).toHaveLength(100_000);
    expect(findIllFormedText(JSON.parse(`${'['.repeat(40_000)}${']'.repeat(40_000)}`))).toBeNull();
  });
});
