import { randomBytes } from 'node:crypto';
import { Signer } from '@fastify/cookie';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedLoginLimit, loginUserResponse, signupResponse } from '@pariksha/contract';
import { call, expectFailure, freshAddress, signUp, uniqueEmail, type SignedUp } from './support/accounts.js';
import { users } from '../src/db/accounts-schema.js';
import { deviceTrustDays, encodeEntries, maxTrustedAccounts } from '../src/services/accounts/device-trust.js';
import { cookieJar, type CookieJar } from './support/cookie-jar.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Issue 24, point 3: after five failures, each never-failed network got one pass per five
// minutes for the e-mail, and an attacker could spend it: seven guesses from seven addresses kept
// the owner out for five minutes. A browser the learner has signed in with holds a device cookie
// (OWASP, "Slow down online guessing attacks with device cookies") and is not held by that lockout.

const loginPath = '/api/v1/loginUser';
/** The key this file's server signs with, so a test can make cookies as a forger with the key would. */
const deviceCookieSecret = 'device-cookie-test-key-0123456789abcdef';
const day = 24 * 60 * 60_000;

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`device cookies at login ${target.title}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(target, { deviceCookieSecret });
    });
    afterAll(async () => {
      await server?.close();
    });

    /** A login from `address`, as a browser with `jar` (which keeps what the answer sets). */
    async function login(learner: SignedUp, password: string, address: string, jar?: CookieJar): Promise<LightMyRequestResponse> {
      const cookie = jar?.header(loginPath);
      const response = await server.app.inject({
        method: 'POST',
        url: loginPath,
        payload: { email: learner.email, password },
        headers: cookie === undefined ? {} : { cookie },
        remoteAddress: address,
      });
      jar?.take(response);
      return response;
    }

    /** A browser in which the learner signed in once, from its own address. */
    async function trustedBrowser(learner: SignedUp): Promise<CookieJar> {
      const jar = cookieJar();
      expect((await login(learner, learner.password, freshAddress(), jar)).statusCode).toBe(200);
      return jar;
    }

    /**
     * Seven wrong guesses from seven addresses: five failures, then the one pass a never-failed
     * network gets per five minutes, spent; the addresses used are returned. An untrusted browser
     * anywhere now waits.
     */
    async function lockOut(learner: SignedUp): Promise<string[]> {
      const addresses = Array.from({ length: 7 }, () => freshAddress());
      const statuses = [];
      for (const [i, address] of addresses.entries()) statuses.push((await login(learner, `wrong guess ${i}`, address)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
      return addresses;
    }

    it('lets the owner in from their browser after an attacker spent the passes from seven addresses', async () => {
      const owner = await signUp(server);
      const phone = await trustedBrowser(owner);
      const attackerAddresses = await lockOut(owner);

      // The lockout is real: the right password from a browser without the cookie waits.
      expect(expectFailure(await login(owner, owner.password, freshAddress()), 429).code).toBe('rate_limited');
      // The owner's browser is not held, from a new network or one the attacker used (a shared NAT).
      for (const address of [freshAddress(), attackerAddresses[0] ?? '']) {
        const answer = await login(owner, owner.password, address, phone);
        expect(answer.statusCode, answer.body).toBe(200);
        const token = loginUserResponse.parse(answer.json()).data.token;
        expect((await call(server, 'GET', '/getProfile', { token })).statusCode).toBe(200);
      }
    });

    it('makes the browser trusted from sign-up on', async () => {
      const jar = cookieJar();
      const details = { first_name: 'Kavya', phone: '9812345670', email: uniqueEmail('kavya'), password: 'tea garden monsoon' };
      const signup = await server.app.inject({ method: 'POST', url: '/api/v1/signup', payload: details, remoteAddress: freshAddress() });
      expect(signup.statusCode, signup.body).toBe(201);
      jar.take(signup);
      const learner: SignedUp = { ...signupResponse.parse(signup.json()).data, email: details.email, password: details.password };
      expect(jar.get('pariksha_device_recent')).toBeDefined();
      await lockOut(learner);
      expect((await login(learner, learner.password, freshAddress(), jar)).statusCode).toBe(200);
      // The login moved the sign-up's entry into the browser's list.
      expect(jar.get('pariksha_device_recent')).toBeUndefined();
      expect(jar.get('pariksha_devices')).toBeDefined();
      expect((await login(learner, learner.password, freshAddress(), jar)).statusCode).toBe(200);
    });

    it('sets a signed, HttpOnly, SameSite=Strict cookie scoped to the login, for 180 days', async () => {
      const learner = await signUp(server);
      const answer = await login(learner, learner.password, freshAddress());
      expect(answer.statusCode).toBe(200);
      const device = answer.cookies.find((cookie) => cookie.name === 'pariksha_devices');
      expect(device).toMatchObject({ path: loginPath, httpOnly: true, sameSite: 'Strict', maxAge: 180 * 24 * 60 * 60 });
      // Served over plain http (PUBLIC_URL http://…), so not Secure; an https site's is (below).
      expect(device?.secure).toBeUndefined();
      // Nothing of the e-mail or password in it; the learner's id and a signature.
      const value = decodeURIComponent(device?.value ?? '');
      expect(value).not.toContain(learner.email);
      expect(value).toContain(String(learner.user.id));
      expect(value).toMatch(/\.[A-Za-z0-9+/]{43}$/);
    });

    it('is Secure when the site is served over https', async () => {
      const secure = await startTestServer(target, { publicUrl: 'https://pariksha.example.in' });
      try {
        const learner = await signUp(secure);
        const answer = await secure.app.inject({
          method: 'POST',
          url: loginPath,
          payload: { email: learner.email, password: learner.password },
          remoteAddress: freshAddress(),
        });
        expect(answer.cookies.find((cookie) => cookie.name === 'pariksha_devices')?.secure).toBe(true);
      } finally {
        await secure.close();
      }
    });

    it("does not let one account's device cookie through another account's lockout", async () => {
      const asha = await signUp(server);
      const ravi = await signUp(server);
      const ashasPhone = await trustedBrowser(asha);
      await lockOut(ravi);
      expect((await login(ravi, ravi.password, freshAddress(), ashasPhone)).statusCode).toBe(429);
      // The same browser signs both of a family's accounts in: each is trusted for its own.
      await lockOut(asha);
      expect((await login(asha, asha.password, freshAddress(), ashasPhone)).statusCode).toBe(200);
    });

    it('trusts one browser for each account signed in on it (a shared phone)', async () => {
      const mother = await signUp(server);
      const son = await signUp(server);
      const phone = cookieJar();
      for (const learner of [mother, son]) expect((await login(learner, learner.password, freshAddress(), phone)).statusCode).toBe(200);
      await lockOut(mother);
      await lockOut(son);
      for (const learner of [mother, son]) expect((await login(learner, learner.password, freshAddress(), phone)).statusCode).toBe(200);
    });

    it('treats a forged, tampered or garbled cookie as no cookie, never with a 5xx', async () => {
      const owner = await signUp(server);
      const phone = await trustedBrowser(owner);
      const other = await signUp(server);
      await lockOut(owner);
      const genuine = phone.get('pariksha_devices') ?? '';
      const decoded = decodeURIComponent(genuine);
      const signature = decoded.slice(decoded.lastIndexOf('.') + 1);
      const forgeries = [
        // Another learner's id where the owner's was: the signature no longer matches.
        encodeURIComponent(decoded.replace(String(owner.user.id), String(other.user.id))),
        encodeURIComponent(`${decoded.slice(0, decoded.lastIndexOf('.') + 1)}${signature.split('').reverse().join('')}`),
        encodeURIComponent(decoded.slice(0, decoded.lastIndexOf('.'))),
        'garbage',
        '%E0%A4%A',
        '',
        '.'.repeat(300),
        encodeURIComponent(`${owner.user.id}.0.0.0.${signature}`),
        'x'.repeat(3_000),
      ];
      for (const forged of forgeries) {
        const jar = cookieJar();
        jar.set('pariksha_devices', forged, loginPath);
        const answer = await login(owner, owner.password, freshAddress(), jar);
        expect(answer.statusCode, forged.slice(0, 40)).toBe(429);
      }
      // The genuine one still works.
      expect((await login(owner, owner.password, freshAddress(), phone)).statusCode).toBe(200);
    });

    it(`gives a trusted browser its own small limit: ${failedLoginLimit} wrong passwords, then it waits`, async () => {
      const owner = await signUp(server);
      const stolen = await trustedBrowser(owner);
      const ownersPhone = await trustedBrowser(owner);
      const statuses = [];
      for (let i = 0; i < failedLoginLimit; i++) statuses.push((await login(owner, `guess ${i}`, freshAddress(), stolen)).statusCode);
      expect(statuses).toEqual(Array(failedLoginLimit).fill(401));
      const refused = await login(owner, owner.password, freshAddress(), stolen);
      expect(expectFailure(refused, 429).code).toBe('rate_limited');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // Another trusted browser of the owner is not held by that one's failures.
      expect((await login(owner, owner.password, freshAddress(), ownersPhone)).statusCode).toBe(200);
    });

    it(`trusts a browser for ${deviceTrustDays} days from its last sign-in there, and only with a cookie signed by the server's key`, async () => {
      const owner = await signUp(server);
      // The password was set long ago.
      await server.database.db.update(users).set({ passwordChangedAt: sql`now() - interval '300 days'` }).where(eq(users.id, owner.user.id));
      await lockOut(owner);
      const cookieFor = (ageMs: number, key = deviceCookieSecret) => {
        const jar = cookieJar();
        const entry = { userId: owner.user.id, issuedAtMs: Date.now() - ageMs, nonce: randomBytes(16).toString('base64url') };
        jar.set('pariksha_devices', encodeURIComponent(new Signer(key).sign(encodeEntries([entry]))), loginPath);
        return jar;
      };
      expect((await login(owner, owner.password, freshAddress(), cookieFor((deviceTrustDays - 1) * day))).statusCode).toBe(200);
      expect((await login(owner, owner.password, freshAddress(), cookieFor((deviceTrustDays + 1) * day))).statusCode).toBe(429);
      // Made with any other key, it is no device cookie.
      expect((await login(owner, owner.password, freshAddress(), cookieFor(day, 'another-key-0123456789abcdef0123456789'))).statusCode).toBe(429);
      // Made before the password was last set, it is void.
      expect((await login(owner, owner.password, freshAddress(), cookieFor(301 * day))).statusCode).toBe(429);
    });

    it(`keeps the ${maxTrustedAccounts} accounts signed in last on one browser`, async () => {
      const learners = [];
      for (let i = 0; i <= maxTrustedAccounts; i++) learners.push(await signUp(server));
      const labComputer = cookieJar();
      for (const learner of learners) expect((await login(learner, learner.password, freshAddress(), labComputer)).statusCode).toBe(200);
      const [first, last] = [learners[0], learners.at(-1)];
      if (first === undefined || last === undefined) throw new Error('no learners');
      await lockOut(first);
      await lockOut(last);
      expect((await login(first, first.password, freshAddress(), labComputer)).statusCode).toBe(429);
      expect((await login(last, last.password, freshAddress(), labComputer)).statusCode).toBe(200);
    });

    it('keeps device trust when the learner signs out everywhere else (a cookie signs no one in: the password does)', async () => {
      const owner = await signUp(server);
      const laptop = await trustedBrowser(owner);
      const phone = cookieJar();
      const token = loginUserResponse.parse((await login(owner, owner.password, freshAddress(), phone)).json()).data.token;
      const revoked = await call(server, 'POST', '/revokeSession', { token, payload: { session_id: 'others' } });
      expect(revoked.statusCode, revoked.body).toBe(200);
      await lockOut(owner);
      expect((await login(owner, owner.password, freshAddress(), laptop)).statusCode).toBe(200);
    });

    it('does not count a trusted browser’s failures against the account', async () => {
      const owner = await signUp(server);
      const phone = await trustedBrowser(owner);
      for (let i = 0; i < failedLoginLimit; i++) expect((await login(owner, `typo ${i}`, freshAddress(), phone)).statusCode).toBe(401);
      // Anywhere else, the e-mail has no failures: no delay (after five, a second new network would wait).
      for (let i = 0; i < 2; i++) expect((await login(owner, owner.password, freshAddress())).statusCode).toBe(200);
    });

    it('ends every other browser’s trust when the password changes; the browser that changed it stays trusted', async () => {
      const owner = await signUp(server);
      const laptop = await trustedBrowser(owner);
      const phone = cookieJar();
      const signedIn = await login(owner, owner.password, freshAddress(), phone);
      const token = loginUserResponse.parse(signedIn.json()).data.token;
      const newPassword = 'a brand new monsoon password';
      const changed = await server.app.inject({
        method: 'POST',
        url: '/api/v1/changePassword',
        payload: { current_password: owner.password, new_password: newPassword },
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: freshAddress(),
      });
      expect(changed.statusCode, changed.body).toBe(200);
      phone.take(changed);
      const renewed: SignedUp = { ...owner, password: newPassword };
      await lockOut(renewed);
      expect((await login(renewed, newPassword, freshAddress(), laptop)).statusCode).toBe(429);
      expect((await login(renewed, newPassword, freshAddress(), phone)).statusCode).toBe(200);
    });
  });
}
