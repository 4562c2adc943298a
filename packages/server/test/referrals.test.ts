import type * as NodeCrypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getReferralResponse, referralAlphabet, referralCodeLength, signupResponse, type Referral } from '@pariksha/contract';
import { users } from '../src/db/accounts-schema.js';
import { call, expectFailure, signUp, uniqueEmail, type SignedUp } from './support/accounts.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// The referral codes are drawn with crypto.randomInt; a test may fix the next draws to force a clash.
const randomInt = vi.hoisted(() => ({ fixed: [] as number[] }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof NodeCrypto>();
  const draw = ((...args: Parameters<typeof actual.randomInt>) => {
    const next = randomInt.fixed.shift();
    if (next !== undefined) return next;
    return (actual.randomInt as (...a: unknown[]) => unknown)(...args);
  }) as typeof actual.randomInt;
  return { ...actual, default: { ...actual, randomInt: draw }, randomInt: draw };
});

/** Any code of the contract's alphabet and length: no 0, O, 1 or I. */
const codePattern = new RegExp(`^[${referralAlphabet}]{${referralCodeLength}}$`);

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`refer friends ${target.title}`, () => {
    let server: TestServer;
    const db = () => server.database.db;

    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => {
      await server?.close();
    });

    async function referralOf(learner: SignedUp): Promise<Referral> {
      const response = await call(server, 'GET', '/getReferral', { token: learner.token });
      expect(response.statusCode, response.body).toBe(200);
      return getReferralResponse.parse(response.json()).data.referral;
    }

    const signUpWith = (referral_code: unknown, details: Partial<{ phone: string; email: string }> = {}, lang = 'en') =>
      call(server, 'POST', `/signup?lang=${lang}`, {
        payload: { first_name: 'Meera', phone: '9123456780', email: uniqueEmail('friend'), password: 'monsoon mangoes in Pune', referral_code, ...details },
      });

    it('needs a token', async () => {
      expect((await call(server, 'GET', '/getReferral')).statusCode).toBe(401);
    });

    it('answers a learner’s own data for no cache to keep: not the browser’s, not a shared proxy’s', async () => {
      const learner = await signUp(server);
      for (const path of ['/getReferral', '/getMyOrders', '/getProfile']) {
        const response = await call(server, 'GET', path, { token: learner.token });
        expect(response.statusCode, path).toBe(200);
        expect(response.headers['cache-control'], path).toBe('no-store');
      }
    });

    it('gives each learner a readable code, made once, with the share link', async () => {
      const learner = await signUp(server);
      const [stored] = await db().select({ code: users.referralCode }).from(users).where(eq(users.id, learner.user.id));
      expect(stored?.code).toBeNull();
      const first = await referralOf(learner);
      expect(first.code).toMatch(codePattern);
      expect(codePattern.test('AB0DEFGH')).toBe(false);
      expect(first).toEqual({ code: first.code, friends_joined: 0, share_path: `/signup?ref=${first.code}` });
      expect(await referralOf(learner)).toEqual(first);
    });

    it('gives every learner another code, drawing again when a code is taken', async () => {
      const first = await signUp(server);
      const second = await signUp(server);
      // Both first draws are 'AAAAAAAA': the second learner's is taken, so it draws again.
      randomInt.fixed.push(...Array<number>(referralCodeLength * 2).fill(0));
      expect((await referralOf(first)).code).toBe('A'.repeat(referralCodeLength));
      const code = (await referralOf(second)).code;
      expect(code).toMatch(codePattern);
      expect(code).not.toBe('A'.repeat(referralCodeLength));
      const codes = await Promise.all([first, second, await signUp(server), await signUp(server)].map(async (learner) => (await referralOf(learner)).code));
      expect(new Set(codes).size).toBe(codes.length);
    });

    it('answers concurrent first asks with one code', async () => {
      const learner = await signUp(server);
      const answers = await Promise.all(Array.from({ length: 6 }, () => referralOf(learner)));
      const [stored] = await db().select({ code: users.referralCode }).from(users).where(eq(users.id, learner.user.id));
      expect(new Set(answers.map((answer) => answer.code))).toEqual(new Set([stored?.code]));
    });

    it('counts a friend who signs up with the code, typed in any case with spaces or hyphens', async () => {
      const referrer = await signUp(server);
      const { code } = await referralOf(referrer);
      const typed = ` ${code.slice(0, 4).toLowerCase()}-${code.slice(4).toLowerCase()} `;
      const response = await signUpWith(typed);
      expect(response.statusCode, response.body).toBe(201);
      const friend = signupResponse.parse(response.json()).data.user;
      const [row] = await db().select({ by: users.referredByUserId }).from(users).where(eq(users.id, friend.id));
      expect(row?.by).toBe(referrer.user.id);
      expect((await referralOf(referrer)).friends_joined).toBe(1);
      expect((await signUpWith(code)).statusCode).toBe(201);
      expect((await referralOf(referrer)).friends_joined).toBe(2);
    });

    it('takes an empty code as none', async () => {
      const response = await signUpWith('');
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await db().select({ by: users.referredByUserId }).from(users).where(eq(users.id, signupResponse.parse(response.json()).data.user.id));
      expect(row?.by).toBeNull();
    });

    it('refuses an unknown code with 400 naming referral_code, in en and hi, and makes no account', async () => {
      const email = uniqueEmail('unknown');
      const refused = expectFailure(await signUpWith('ZZZZ-ZZZZ', { email }), 400);
      expect(refused).toMatchObject({
        code: 'validation_failed',
        msg: 'This referral code is not valid.',
        fields: { referral_code: 'This referral code is not valid.' },
      });
      expect(expectFailure(await signUpWith('ZZZZZZZZ', { email }, 'hi'), 400).fields).toEqual({ referral_code: 'यह रेफ़रल कोड मान्य नहीं है।' });
      expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
    });

    it('refuses the learner’s own code: its owner’s phone number or e-mail', async () => {
      const owner = await signUp(server, { phone: '9988776655' });
      const { code } = await referralOf(owner);
      const samePhone = expectFailure(await signUpWith(code, { phone: '+91 99887 76655' }), 400);
      expect(samePhone).toMatchObject({ msg: 'You cannot use your own referral code.', fields: { referral_code: 'You cannot use your own referral code.' } });
      const sameEmail = expectFailure(await signUpWith(code, { email: owner.email.toUpperCase() }, 'hi'), 400);
      expect(sameEmail.fields).toEqual({ referral_code: 'आप अपना ख़ुद का रेफ़रल कोड इस्तेमाल नहीं कर सकते।' });
      expect((await referralOf(owner)).friends_joined).toBe(0);
    });
  });
}
