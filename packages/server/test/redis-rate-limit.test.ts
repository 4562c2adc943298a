import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureEnvelope } from '@pariksha/contract';
import { buildServer, type ParikshaServer } from '../src/app.js';
import { connectRateLimitRedis, RedisUnavailableError } from '../src/http/rate-limit-redis.js';
import { pgliteTarget, postgresTarget } from './support/databases.js';
import { testServiceUrl } from '../../../tooling/test-services.ts';
import { startTestServer, type TestServer } from './support/test-server.js';
import { signUp, uniqueEmail } from './support/accounts.js';

/** Set by the test command after `scripts/redis.sh start`; undefined only with PARIKSHA_TEST_SKIP=redis. */
const redisUrl = testServiceUrl('redis');
/** Both servers on one database: PostgreSQL when the test command started one. */
const target = postgresTarget.skip ? pgliteTarget : postgresTarget;

const apiLimit = 5;
const authLimit = 3;
const accountsPerPhone = 2;
const limits = {
  rateLimitPerMinute: apiLimit,
  anonymousRateLimitPerMinute: apiLimit,
  authRateLimitPerMinute: authLimit,
  signupLimits: { perPhone: accountsPerPhone },
};

let nextAddress = 1;
/** Each test its own client address, so counters left in Redis never mix tests. */
const freshAddress = () => `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

/** A signed-in-only read: 401 without a token, but counted by the api-wide limit first. */
const read = (app: ParikshaServer, remoteAddress: string) => app.inject({ url: '/api/v1/getSessions', remoteAddress });
/** A login with no fields: 400, counted by the stricter per-address auth limit first. */
const login = (app: ParikshaServer, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/v1/loginUser', payload: {}, remoteAddress });

describe('rate-limit counters when Redis is unreachable', () => {
  it('refuses to start with a clear message that hides the password', async () => {
    const app = Fastify();
    const attempt = connectRateLimitRedis('redis://:s3cret@127.0.0.1:1', app.log);
    await expect(attempt).rejects.toBeInstanceOf(RedisUnavailableError);
    const message = await attempt.catch((error: Error) => error.message);
    expect(message).toMatch(/Could not reach Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1 \(REDIS_URL\)/);
    expect(message).not.toContain('s3cret');
    await app.close();
  });
});

describe.skipIf(redisUrl === undefined)(
  redisUrl === undefined
    ? 'rate limits shared in Redis (skipped: PARIKSHA_TEST_SKIP=redis)'
    : `rate limits shared in Redis by two servers ${target.title}`,
  () => {
    let redis: Redis;
    let first: TestServer;
    let second: ParikshaServer;
    let servers: [ParikshaServer, ParikshaServer];

    beforeAll(async () => {
      redis = new Redis(redisUrl ?? '', { lazyConnect: true });
      await redis.connect();
      await redis.flushdb();
      // Each server opens its own client from the URL, as two processes would.
      first = await startTestServer(target, { ...limits, redis: redisUrl });
      second = await buildServer({ db: first.database.db, ...limits, redis: redisUrl });
      await second.ready();
      servers = [first.app, second];
    }, 60_000);

    afterAll(async () => {
      await second?.close();
      await first?.close();
      await redis?.flushdb();
      redis?.disconnect();
    });

    it(`answers 429 after ${apiLimit} api requests in all, alternating between the servers`, async () => {
      const address = freshAddress();
      for (let i = 0; i < apiLimit; i++) {
        expect((await read(servers[i % 2]!, address)).statusCode).toBe(401);
      }
      for (const app of servers) {
        const limited = await read(app, address);
        expect(limited.statusCode).toBe(429);
        expect(failureEnvelope.parse(limited.json()).code).toBe('rate_limited');
      }
      // Another address has its own count.
      expect((await read(second, freshAddress())).statusCode).toBe(401);
      expect(await redis.keys(`pariksha-rate-limit:${address}`)).toHaveLength(1);
    });

    it(`answers 429 after ${apiLimit} requests of one signed-in learner in all, whatever the server and address`, async () => {
      const learner = await signUp(first);
      const profile = (app: ParikshaServer) =>
        app.inject({ url: '/api/v1/getProfile', headers: { authorization: `Bearer ${learner.token}` }, remoteAddress: freshAddress() });
      for (let i = 0; i < apiLimit; i++) expect((await profile(servers[i % 2]!)).statusCode).toBe(200);
      for (const app of servers) expect((await profile(app)).statusCode).toBe(429);
      expect(await redis.keys(`pariksha-rate-limit:learner:${learner.user.id}`)).toHaveLength(1);
    });

    it(`refuses a phone number's account past ${accountsPerPhone} in all, alternating between the servers`, async () => {
      const phone = '9345678012';
      const signup = (app: ParikshaServer) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/signup',
          payload: { first_name: 'Isha', phone, email: uniqueEmail('isha'), password: 'lanterns over the lake' },
          remoteAddress: freshAddress(),
        });
      for (let i = 0; i < accountsPerPhone; i++) expect((await signup(servers[i % 2]!)).statusCode).toBe(201);
      for (const app of servers) expect((await signup(app)).statusCode).toBe(429);
    });

    it(`answers 429 after ${authLimit} logins in all, alternating between the servers`, async () => {
      const address = freshAddress();
      for (let i = 0; i < authLimit; i++) {
        expect((await login(servers[(i + 1) % 2]!, address)).statusCode).toBe(400);
      }
      for (const app of servers) {
        expect((await login(app, address)).statusCode).toBe(429);
      }
      expect(await redis.keys(`pariksha-rate-limit:POST/api/v1/loginUser-${address}`)).toHaveLength(1);
    });

    it(`without Redis, two servers would allow ${apiLimit} each (the problem this solves)`, async () => {
      const inMemory = [
        await buildServer({ db: first.database.db, ...limits }),
        await buildServer({ db: first.database.db, ...limits }),
      ];
      try {
        const address = freshAddress();
        const statuses = [];
        for (let i = 0; i < 2 * apiLimit + 1; i++) statuses.push((await read(inMemory[i % 2]!, address)).statusCode);
        expect(statuses.filter((status) => status === 401)).toHaveLength(2 * apiLimit);
        expect(statuses.at(-1)).toBe(429);
      } finally {
        for (const app of inMemory) await app.close();
      }
    });

    it('lets requests through, uncounted, when Redis goes away after start (skipOnError)', async () => {
      const client = await connectRateLimitRedis(redisUrl ?? '', first.app.log);
      const app = await buildServer({ db: first.database.db, ...limits, redis: client });
      try {
        const address = freshAddress();
        expect((await read(app, address)).statusCode).toBe(401);
        client.disconnect();
        for (let i = 0; i < apiLimit + 2; i++) expect((await read(app, address)).statusCode).toBe(401);
      } finally {
        await app.close();
        client.disconnect();
      }
    });
  },
);
