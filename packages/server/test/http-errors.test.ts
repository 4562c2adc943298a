import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildServer } from '../src/app.js';
import { failureEnvelope } from '@pariksha/contract';
import { schema } from '../src/db/schema.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** A test-only POST route with a zod body of its own, so these parsing and validation checks do not depend on a product route's rules. */
const probePath = '/api/v1/testProbe';
const probeBody = z.object({ email: z.email('Enter a valid email address.'), age: z.number().int().min(5) });

/** Traces of a stack or our source layout that must never reach a client. */
const leakPattern = /\bat .+:\d+:\d+|node_modules|\.[cm]?[jt]s:\d+|Error:/;

const json = { 'content-type': 'application/json' };

type BadRequest = {
  label: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'HEAD';
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
};

const longSegment = 'a'.repeat(5_000);

/** Odd input a scanner or a broken client sends: none of it may cause a 5xx or leak internals. */
const badRequests: BadRequest[] = [
  { label: 'a 10,000-character lang', url: `/api/v1/getAllSubscriptions?lang=${'x'.repeat(10_000)}` },
  { label: 'lang given twice', url: '/api/v1/getAllSubscriptions?lang=en&lang=hi' },
  { label: 'lang as an array', url: '/api/v1/getAllSubscriptions?lang[]=en&lang[1]=hi' },
  { label: 'an empty lang', url: '/api/v1/getAllSubscriptions?lang=' },
  { label: 'a NUL byte in lang', url: '/api/v1/getAllSubscriptions?lang=%00' },
  { label: 'markup in lang', url: '/api/v1/getAllSubscriptions?lang=%3Cscript%3Ealert(1)%3C/script%3E' },
  { label: 'truncated UTF-8 in the query', url: '/api/v1/getAllSubscriptions?lang=%E0%A4%A' },
  { label: 'a bad escape in a query key', url: '/api/v1/getAllSubscriptions?%zz=1&lang=%' },
  {
    label: 'prototype keys in the query',
    url: '/api/v1/getAllSubscriptions?__proto__[x]=1&constructor[prototype][y]=1',
  },
  { label: 'truncated UTF-8 in the path', url: '/api/v1/%E0%A4%A' },
  { label: 'a lone % in the path', url: '/api/v1/getAll%Subscriptions' },
  { label: 'an encoded NUL in the path', url: '/api/v1/getAllSubscriptions%00' },
  { label: 'encoded traversal at the root', url: '/..%2f..%2fetc/passwd' },
  { label: 'encoded traversal under the api', url: '/api/v1/..%2f..%2f..%2fetc%2fpasswd' },
  { label: 'double-encoded traversal', url: '/api/v1/%252e%252e%252fetc%252fpasswd' },
  { label: 'backslash traversal', url: '/api/v1/..\\..\\windows\\win.ini' },
  { label: 'doubled slashes', url: '//api//v1//getAllSubscriptions' },
  { label: 'a 5,000-character path segment', url: `/api/v1/${longSegment}` },
  { label: 'DELETE on a read route', method: 'DELETE', url: '/api/v1/getAllSubscriptions' },
  { label: 'PUT on a read route', method: 'PUT', url: '/api/v1/getAllSubscriptions', headers: json, payload: '{}' },
  { label: 'OPTIONS on a read route', method: 'OPTIONS', url: '/api/v1/getAllSubscriptions' },
  { label: 'a JSON body on a GET', url: '/api/v1/getAllSubscriptions', headers: json, payload: '{bad' },
  {
    label: 'prototype pollution in JSON',
    method: 'POST',
    url: probePath,
    headers: json,
    payload: '{"__proto__":{"admin":true}}',
  },
  {
    label: 'constructor pollution in JSON',
    method: 'POST',
    url: probePath,
    headers: json,
    payload: '{"constructor":{"prototype":{"admin":true}}}',
  },
  { label: 'deeply nested JSON', method: 'POST', url: probePath, headers: json, payload: '['.repeat(50_000) },
  {
    label: 'invalid UTF-8 bytes in JSON',
    method: 'POST',
    url: probePath,
    headers: json,
    payload: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
  },
  {
    label: 'a UTF-16 charset',
    method: 'POST',
    url: probePath,
    headers: { 'content-type': 'application/json; charset=utf-16' },
    payload: '{}',
  },
  {
    label: 'a form post',
    method: 'POST',
    url: probePath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'a=1',
  },
  {
    label: 'a gzip-encoded body',
    method: 'POST',
    url: probePath,
    headers: { ...json, 'content-encoding': 'gzip' },
    payload: 'not really gzip',
  },
  {
    label: 'a content-length that lies',
    method: 'POST',
    url: probePath,
    headers: { ...json, 'content-length': 'abc' },
    payload: '{}',
  },
];

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`error envelopes ${target.title}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(target, {
        addRoutes: (app) => {
          app.post(probePath, { schema: { body: probeBody } }, async (request) => ({
            result: 1 as const,
            data: { email: request.body.email },
            msg: 'Saved.',
          }));
        },
      });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('accepts a valid JSON body on a POST route', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: probePath,
        payload: { email: 'asha@example.in', age: 17 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ result: 1, data: { email: 'asha@example.in' }, msg: 'Saved.' });
    });

    it('answers a body that fails validation with a 400 envelope and a message per field', async () => {
      const payload = { email: 'asha', age: 2.5 };
      const response = await server.app.inject({ method: 'POST', url: probePath, payload });
      expect(response.statusCode).toBe(400);
      const body = failureEnvelope.parse(response.json());
      expect(body.code).toBe('validation_failed');
      expect(body.msg).toBe('Enter a valid email address.');
      expect(Object.keys(body.fields ?? {}).sort()).toEqual(['age', 'email']);
      expect(body.fields?.email).toBe('Enter a valid email address.');
    });

    it.each(['GET', 'POST', 'DELETE'] as const)('answers %s on an unknown api path with the 404 envelope', async (method) => {
      const response = await server.app.inject({ method, url: '/api/v1/noSuchThing?lang=hi' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual({
        result: 0,
        msg: 'Resource not found.',
        error: 'Resource not found.',
        code: 'not_found',
      });
    });

    // Fastify reads the body before it finds out a path is unknown, so both answer alike.
    describe.each([probePath, '/api/v1/noSuchThing'])('POST %s', (url) => {
      it('answers malformed JSON with the 400 invalid_json envelope', async () => {
        const response = await server.app.inject({ method: 'POST', url, headers: json, payload: '{"email": ' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ result: 0, code: 'invalid_json' });
      });

      it('answers an empty JSON body with the 400 invalid_json envelope', async () => {
        const response = await server.app.inject({ method: 'POST', url, headers: json, payload: '' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ result: 0, code: 'invalid_json' });
      });

      it('answers a body over 100 KiB with the 413 envelope', async () => {
        const payload = JSON.stringify({ email: 'asha@example.in', note: 'क'.repeat(40_000) });
        expect(Buffer.byteLength(payload)).toBeGreaterThan(100 * 1024);
        const response = await server.app.inject({ method: 'POST', url, headers: json, payload });
        expect(response.statusCode).toBe(413);
        expect(response.json()).toMatchObject({ result: 0, code: 'payload_too_large' });
      });
    });

    it.each(['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded'])(
      'answers a %s body on a JSON route with the 415 envelope',
      async (contentType) => {
        const response = await server.app.inject({
          method: 'POST',
          url: probePath,
          headers: { 'content-type': contentType },
          payload: 'email=asha',
        });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toMatchObject({ result: 0, code: 'unsupported_media_type' });
      },
    );

    it('answers a compressed body with the 415 envelope', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: probePath,
        headers: { ...json, 'content-encoding': 'gzip' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ result: 0, code: 'unsupported_media_type' });
    });

    it('answers an unknown path with the 404 envelope whatever the body type', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/v1/noSuchThing',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ result: 0, code: 'not_found' });
    });

    it.each(badRequests)('answers $label without a 5xx or a leak', async (request) => {
      const { method = 'GET', url, headers, payload } = request;
      const response = await server.app.inject({ method, url, headers, payload });
      expect(response.statusCode).toBeGreaterThanOrEqual(200);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toMatch(leakPattern);
      expect(response.body).not.toContain('<script>');
      const isApi = new URL(url, 'http://x').pathname.startsWith('/api/');
      if (response.statusCode >= 400 && isApi && method !== 'HEAD') {
        failureEnvelope.strict().parse(response.json());
      }
    });

    it('answers the 429 envelope once a client passes the rate limit', async () => {
      const limited = await buildServer({ db: server.database.db, rateLimitPerMinute: 3, anonymousRateLimitPerMinute: 3 });
      try {
        for (let request = 0; request < 3; request += 1) {
          expect((await limited.inject({ url: '/api/v1/openapi.json' })).statusCode).toBe(200);
        }
        const response = await limited.inject({ url: '/api/v1/openapi.json' });
        expect(response.statusCode).toBe(429);
        expect(response.headers['retry-after']).toBeDefined();
        expect(response.json()).toMatchObject({ result: 0, code: 'rate_limited', msg: 'Too many requests. Please wait a minute and try again.' });
        // In the learner's language.
        const hindi = await limited.inject({ url: '/api/v1/openapi.json?lang=hi' });
        expect(hindi.json()).toMatchObject({ code: 'rate_limited', msg: 'बहुत अधिक अनुरोध आए। कृपया एक मिनट रुककर फिर कोशिश करें।' });
        // Unknown api paths are not counted but still answered.
        expect((await limited.inject({ url: '/api/v1/nothing' })).statusCode).toBe(404);
        // The plans are answered from memory, which costs less than counting the request.
        for (let request = 0; request < 6; request += 1) {
          expect((await limited.inject({ url: '/api/v1/getAllSubscriptions' })).statusCode).toBe(200);
        }
      } finally {
        await limited.close();
      }
    });
  });
}

describe('faults of the server itself', () => {
  it('answers a failing database with a generic 500 envelope and logs the cause', async () => {
    const logLines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    // A drizzle database with no connection behind it: every query fails.
    const app = await buildServer({ db: drizzle.mock({ schema }), logger: { level: 'error', stream: logStream } });
    try {
      const response = await app.inject({ url: '/api/v1/getAllSubscriptions' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        result: 0,
        msg: 'Server error. Please try again later.',
        error: 'Server error. Please try again later.',
        code: 'internal_error',
      });
      expect(response.body).not.toMatch(leakPattern);
      expect(logLines.join('')).toContain('request failed');
    } finally {
      await app.close();
    }
  });

  it('answers HTTP the parser rejects with a 400 envelope on the socket', async () => {
    const app = await buildServer({ db: drizzle.mock({ schema }) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(address.port, '127.0.0.1', () => {
          socket.write('GET /api/v1/getAllSubscriptions HTTP/1.1\r\nHost: x\r\nBroken Header\r\n\r\n');
        });
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });
      expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
      expect(JSON.parse(body)).toMatchObject({ result: 0, code: 'bad_request' });
    } finally {
      await app.close();
    }
  });
});
