import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedLoginLimit, loginUserResponse } from '@pariksha/contract';
import { loginThrottles } from '../src/db/accounts-schema.js';
import { loginBackoff, loginDelayMs } from '../src/services/login-throttle.js';
import { networkOf } from '../src/network.js';
import { call, expectFailure, freshAddress, signUp, type SignedUp } from './support/accounts.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

describe('login throttle rules (no database)', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:0:0:99', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
  ])('counts the address %s as the network %s', (address, network) => {
    expect(networkOf(address)).toBe(network);
  });

  it('delays nothing for the first failures, then 1, 2, 4, 8 minutes, at most 15', () => {
    const minutes = Array.from({ length: 11 }, (_, i) => loginDelayMs(i + 1) / 60_000);
    expect(minutes).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 15, 15, 15]);
    expect(loginBackoff.freeFailures).toBe(failedLoginLimit);
  });
});

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`login throttle per e-mail and network ${target.title}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => {
      await server?.close();
    });

    const login = (learner: SignedUp, password: string, remoteAddress: string, lang = 'en') =>
      call(server, 'POST', `/loginUser?lang=${lang}`, { payload: { email: learner.email, password }, remoteAddress });

    const retryAfter = (response: LightMyRequestResponse) => Number(response.headers['retry-after']);

    /** The e-mail's row, as the service keys it. */
    const accountRow = (learner: SignedUp) =>
      eq(loginThrottles.keyHash, createHash('sha256').update(`login-account:${learner.email}`).digest('hex'));

    /** As if the e-mail's current delay had run out. */
    const waitOutDelay = (learner: SignedUp) =>
      server.database.db.update(loginThrottles).set({ blockedUntil: sql`now() - interval '1 second'` }).where(accountRow(learner));

    /** `failedLoginLimit` wrong passwords, each from its own new address; returns the addresses. */
    async function failFromManyAddresses(learner: SignedUp): Promise<string[]> {
      const addresses = Array.from({ length: failedLoginLimit }, () => freshAddress());
      for (const [i, address] of addresses.entries()) {
        expect((await login(learner, `wrong guess ${i}`, address)).statusCode).toBe(401);
      }
      return addresses;
    }

    it('lets the owner in from another address after wrong passwords from five addresses (no lockout)', async () => {
      const learner = await signUp(server);
      await failFromManyAddresses(learner);
      const owner = await login(learner, learner.password, freshAddress());
      expect(owner.statusCode, owner.body).toBe(200);
      const token = loginUserResponse.parse(owner.json()).data.token;
      expect((await call(server, 'GET', '/getProfile', { token })).statusCode).toBe(200);
    });

    it('still refuses the sixth attempt from an address that failed five times, right password or not', async () => {
      const learner = await signUp(server);
      const address = freshAddress();
      for (let i = 0; i < failedLoginLimit; i++) expect((await login(learner, `wrong ${i}`, address)).statusCode).toBe(401);
      const refused = await login(learner, learner.password, address);
      expect(expectFailure(refused, 429).msg).toBe('Too many failed logins for this email. Please wait 15 minutes and try again.');
      expect(retryAfter(refused)).toBeGreaterThan(14 * 60);
      // The owner elsewhere is not locked out.
      expect((await login(learner, learner.password, freshAddress())).statusCode).toBe(200);
    });

    it('slows an attacker rotating addresses with a growing delay, and says how long to wait', async () => {
      const learner = await signUp(server);
      const [first, second, third] = await failFromManyAddresses(learner);
      if (first === undefined || second === undefined || third === undefined) throw new Error('no addresses');

      // An address that failed waits for the delay: one minute after the fifth failure.
      let refused = await login(learner, 'another guess', first);
      expect(expectFailure(refused, 429).msg).toBe('Too many failed logins for this email. Please wait 1 minute and try again.');
      expect(retryAfter(refused)).toBeGreaterThan(50);
      expect(retryAfter(refused)).toBeLessThanOrEqual(60);

      // A new address may try once (the owner's way in), and its failure doubles the delay…
      expect((await login(learner, 'fresh guess', freshAddress())).statusCode).toBe(401);
      // …but the next new address waits: one such try per five minutes.
      refused = await login(learner, 'next fresh guess', freshAddress());
      expect(expectFailure(refused, 429).code).toBe('rate_limited');
      expect(retryAfter(refused)).toBeGreaterThan(110);
      expect(retryAfter(refused)).toBeLessThanOrEqual(120);
      refused = await login(learner, 'another guess', second, 'hi');
      expect(expectFailure(refused, 429).msg).toBe('इस ईमेल से बहुत बार ग़लत लॉगिन हुआ। कृपया 2 मिनट बाद फिर कोशिश करें।');

      // Each failure once the delay has run out doubles it, up to 15 minutes.
      const waits: number[] = [];
      for (const address of [first, second, third, first]) {
        await waitOutDelay(learner);
        expect((await login(learner, `guess after the wait from ${address}`, address)).statusCode).toBe(401);
        refused = await login(learner, 'too soon', address);
        expect(refused.statusCode).toBe(429);
        waits.push(Math.ceil(retryAfter(refused) / 60));
      }
      expect(waits).toEqual([4, 8, 15, 15]);

      // The owner's right password from an address that failed waits too (the 429 says how long)…
      expect((await login(learner, learner.password, second)).statusCode).toBe(429);
      // …and after an hour with no failure the e-mail starts afresh.
      await server.database.db
        .update(loginThrottles)
        .set({ lastFailedAt: sql`now() - interval '61 minutes'`, windowStartedAt: sql`now() - interval '2 hours'` })
        .where(accountRow(learner));
      expect((await login(learner, learner.password, second)).statusCode).toBe(200);
    });

    it('counts every address of one IPv6 /64 as one network', async () => {
      const learner = await signUp(server);
      for (let i = 0; i < failedLoginLimit; i++) {
        expect((await login(learner, `wrong ${i}`, `2001:db8:77:1::${i + 1}`)).statusCode).toBe(401);
      }
      expect((await login(learner, learner.password, '2001:db8:77:1::abcd')).statusCode).toBe(429);
      expect((await login(learner, learner.password, '2001:db8:77:2::1')).statusCode).toBe(200);
    });

    it('lets one try through a burst from many new addresses during the delay', async () => {
      const learner = await signUp(server);
      await failFromManyAddresses(learner);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => login(learner, `parallel guess ${i}`, freshAddress())),
      );
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([401, 429, 429, 429, 429, 429]);
    });
  });
}
