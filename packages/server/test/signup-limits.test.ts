import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectFailure, freshAddress, uniqueEmail } from './support/accounts.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Issue 24, point 2: with the per-address sign-up limit sized for a coaching lab, making accounts
// is also bounded per e-mail address and per phone number, whichever addresses the requests come
// from; and per address over an hour. Each refusal says how long to wait, in English and Hindi.

const details = (overrides: Partial<{ email: string; phone: string }> = {}) => ({
  first_name: 'Neha',
  phone: '9123456780',
  email: uniqueEmail('neha'),
  password: 'saffron kite evening',
  ...overrides,
});

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`sign-up limits per e-mail, phone and address ${target.title}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      // Small numbers, so a test reaches them quickly; the defaults are in SECURITY.md.
      server = await startTestServer(target, { signupLimits: { perEmail: 3, perPhone: 4, perAddressPerHour: 6 } });
    });
    afterAll(async () => {
      await server?.close();
    });

    const signup = (payload: unknown, remoteAddress = freshAddress(), lang = 'en') =>
      call(server, 'POST', `/signup?lang=${lang}`, { payload, remoteAddress });

    it('refuses a phone number the fifth account in an hour, from any address, saying when', async () => {
      const phone = '9000011111';
      for (let i = 0; i < 4; i++) expect((await signup(details({ phone }))).statusCode).toBe(201);
      const refused = await signup(details({ phone }));
      const body = expectFailure(refused, 429);
      expect(body.code).toBe('rate_limited');
      expect(body.msg).toMatch(/^Too many accounts were made with this phone number\. Please wait (60|59) minutes and try again\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(58 * 60);
      const hindi = expectFailure(await signup(details({ phone }), freshAddress(), 'hi'), 429);
      expect(hindi.msg).toMatch(/^इस फ़ोन नंबर से बहुत से खाते बनाए गए हैं। कृपया (60|59) मिनट बाद फिर कोशिश करें।$/);
      // Another number is not held back.
      expect((await signup(details({ phone: '9000022222' }))).statusCode).toBe(201);
    });

    it('refuses the fourth sign-up for one e-mail address in an hour, whether or not it has an account', async () => {
      const email = uniqueEmail('repeat');
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await signup(details({ email, phone: `90000333${i}0` }))).statusCode);
      expect(statuses).toEqual([201, 409, 409]);
      const body = expectFailure(await signup(details({ email, phone: '9000044440' })), 429);
      expect(body.msg).toMatch(/^Too many sign-ups with this e-mail address\. Please wait \d+ minutes and try again\.$/);
      const hindi = expectFailure(await signup(details({ email, phone: '9000044440' }), freshAddress(), 'hi'), 429);
      expect(hindi.msg).toMatch(/^इस ईमेल पते से बहुत बार साइन-अप की कोशिश हुई। कृपया \d+ मिनट बाद फिर कोशिश करें।$/);
      // An address nobody has tried is answered as always.
      const unknown = uniqueEmail('fresh');
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await signup(details({ email: unknown, phone: '9000055550' }))).statusCode);
      expect(answers).toEqual([201, 409, 409]);
    });

    it('limits one address to a lab’s sign-ups in an hour', async () => {
      const address = freshAddress();
      for (let i = 0; i < 6; i++) expect((await signup(details({ phone: `91111222${i}0` }), address)).statusCode).toBe(201);
      const body = expectFailure(await signup(details({ phone: '9111133330' }), address), 429);
      expect(body.msg).toMatch(/^Too many sign-ups from this network\. Please wait \d+ minutes and try again\.$/);
      // Another address is not held back.
      expect((await signup(details({ phone: '9111133330' }))).statusCode).toBe(201);
    });

    it('counts only sign-ups that pass the form’s checks (a refused password costs nothing)', async () => {
      const phone = '9222200000';
      for (let i = 0; i < 6; i++) {
        expectFailure(await signup({ ...details({ phone }), password: 'password123' }), 400);
      }
      for (let i = 0; i < 4; i++) expect((await signup(details({ phone }))).statusCode).toBe(201);
    });
  });
}
