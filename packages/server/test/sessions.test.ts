import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getSessionsResponse,
  loginUserResponse,
  maxLiveSessions,
  revokeSessionResponse,
  sessionIdleDays,
} from '@pariksha/contract';
import { authTokens } from '../src/db/accounts-schema.js';
import { createSessionsService, deviceSummary, hashToken, sessionCacheMs } from '../src/services/sessions.js';
import { call, expectFailure, signUp, unauthorizedBody, type SignedUp } from './support/accounts.js';
import { databaseTargets } from './support/databases.js';
import { strict } from './support/strict.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const windowsFirefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('device summaries (no database)', () => {
  it.each([
    [androidChrome, 'Chrome on Android'],
    [iPhoneSafari, 'Safari on iOS'],
    [windowsFirefox, 'Firefox on Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
    ['Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A525F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36', 'Samsung Internet on Android'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari on macOS'],
    ['curl/8.5.0', null],
    [undefined, null],
  ])('summarises %j as %j', (userAgent, summary) => {
    expect(deviceSummary(userAgent)).toBe(summary);
  });
});

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`sessions: at most ${maxLiveSessions}, idle expiry, the device list ${target.title}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => {
      await server?.close();
    });

    const logIn = async (learner: SignedUp, userAgent?: string): Promise<string> => {
      const response = await call(server, 'POST', '/loginUser', {
        payload: { email: learner.email, password: learner.password },
        ...(userAgent === undefined ? {} : { headers: { 'user-agent': userAgent } }),
      });
      expect(response.statusCode, response.body).toBe(200);
      return loginUserResponse.parse(response.json()).data.token;
    };
    const works = async (token: string) => (await call(server, 'GET', '/getProfile', { token })).statusCode === 200;
    const tokenRow = (token: string) => eq(authTokens.tokenHash, hashToken(token));
    const storedToken = async (token: string) =>
      (await server.database.db.select().from(authTokens).where(tokenRow(token)))[0];

    describe(`at most ${maxLiveSessions} live tokens`, () => {
      it(`drops the first token at the ${maxLiveSessions + 1}th sign-in and keeps the others`, async () => {
        const learner = await signUp(server);
        const tokens = [learner.token];
        for (let i = 1; i <= maxLiveSessions; i++) tokens.push(await logIn(learner));
        const [first, ...others] = tokens;
        expect(await works(first ?? '')).toBe(false);
        for (const token of others) expect(await works(token)).toBe(true);
        const rows = await server.database.db.select().from(authTokens).where(eq(authTokens.userId, learner.user.id));
        expect(rows).toHaveLength(maxLiveSessions);
      });

      it('drops the least recently used, not the oldest', async () => {
        const learner = await signUp(server);
        const tokens = [learner.token];
        for (let i = 1; i < maxLiveSessions; i++) tokens.push(await logIn(learner));
        // The sign-up token (the oldest) was used a minute ago; the fifth login's an hour ago.
        await server.database.db.update(authTokens).set({ lastUsedAt: sql`now()` }).where(tokenRow(learner.token));
        const stale = tokens[5] ?? '';
        await server.database.db.update(authTokens).set({ lastUsedAt: sql`now() - interval '1 hour'` }).where(tokenRow(stale));
        tokens.push(await logIn(learner));
        expect(await works(stale)).toBe(false);
        for (const token of tokens.filter((token) => token !== stale)) expect(await works(token)).toBe(true);
      });

      it('deletes revoked tokens when the learner signs in again', async () => {
        const learner = await signUp(server);
        await call(server, 'POST', '/logout', { token: learner.token });
        expect(await storedToken(learner.token)).toBeDefined();
        await logIn(learner);
        expect(await storedToken(learner.token)).toBeUndefined();
      });
    });

    describe(`${sessionIdleDays} days without use`, () => {
      it(`refuses a token unused for ${sessionIdleDays} days with the normal 401, and keeps one used within them`, async () => {
        const learner = await signUp(server);
        const recent = await logIn(learner);
        const neverUsed = await logIn(learner);
        await server.database.db
          .update(authTokens)
          .set({ lastUsedAt: sql`now() - ${sessionIdleDays}::int * interval '1 day' - interval '1 minute'` })
          .where(tokenRow(learner.token));
        await server.database.db
          .update(authTokens)
          .set({ lastUsedAt: sql`now() - ${sessionIdleDays - 1}::int * interval '1 day'` })
          .where(tokenRow(recent));
        await server.database.db
          .update(authTokens)
          .set({ createdAt: sql`now() - ${sessionIdleDays + 1}::int * interval '1 day'` })
          .where(tokenRow(neverUsed));

        const idle = await call(server, 'GET', '/getProfile', { token: learner.token });
        expect(expectFailure(idle, 401)).toEqual(unauthorizedBody);
        expect(idle.headers['www-authenticate']).toBe('Bearer');
        expect(expectFailure(await call(server, 'GET', '/getProfile', { token: neverUsed }), 401)).toEqual(unauthorizedBody);
        expect(await works(recent)).toBe(true);
        // Using it moved its idle clock on.
        const lastUsedAt = (await storedToken(recent))?.lastUsedAt?.getTime() ?? 0;
        expect(Date.now() - lastUsedAt).toBeLessThan(60_000);
      });

      it('writes last_used_at at most once every five minutes per token', async () => {
        const learner = await signUp(server);
        expect(await works(learner.token)).toBe(true);
        const first = (await storedToken(learner.token))?.lastUsedAt;
        expect(first).toBeInstanceOf(Date);
        expect(await works(learner.token)).toBe(true);
        expect((await storedToken(learner.token))?.lastUsedAt).toEqual(first);
        await server.database.db
          .update(authTokens)
          .set({ lastUsedAt: sql`now() - interval '6 minutes'` })
          .where(tokenRow(learner.token));
        // Past the session cache's time, so this server reads the row again.
        vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + sessionCacheMs + 1_000 });
        expect(await works(learner.token)).toBe(true);
        const moved = (await storedToken(learner.token))?.lastUsedAt?.getTime() ?? 0;
        expect(Date.now() - moved).toBeLessThan(60_000);
      });
    });

    describe(`the session cache (${sessionCacheMs / 1000} s)`, () => {
      afterEach(() => {
        vi.useRealTimers();
      });

      it('answers a token it has just checked without asking the database again', async () => {
        const learner = await signUp(server);
        const sessions = createSessionsService(server.database.db);
        const first = await sessions.authenticate(learner.token);
        expect(first).toEqual({ userId: learner.user.id, tokenId: (await storedToken(learner.token))?.id });
        const select = vi.spyOn(server.database.db, 'select');
        try {
          expect(await sessions.authenticate(learner.token)).toEqual(first);
          expect(select).not.toHaveBeenCalled();
        } finally {
          select.mockRestore();
        }
      });

      it('ends a cached token at once on logout, "sign out other devices" and a password change', async () => {
        const learner = await signUp(server);
        const devices = [await logIn(learner), await logIn(learner), await logIn(learner)];
        for (const token of [learner.token, ...devices]) expect(await works(token)).toBe(true);
        const [phone, laptop, tablet] = devices as [string, string, string];

        expect((await call(server, 'POST', '/logout', { token: phone })).statusCode).toBe(200);
        expect(await works(phone)).toBe(false);

        const laptopId = (await storedToken(laptop))?.id ?? 0;
        expect((await call(server, 'POST', '/revokeSession', { token: learner.token, payload: { session_id: laptopId } })).statusCode).toBe(200);
        expect(await works(laptop)).toBe(false);

        const change = await call(server, 'POST', '/changePassword', {
          token: learner.token,
          payload: { current_password: learner.password, new_password: 'monsoon kite over Pune 42' },
        });
        expect(change.statusCode, change.body).toBe(200);
        expect(await works(tablet)).toBe(false);
        expect(await works(learner.token)).toBe(true);
      });

      it('on another server sharing the database, accepts a revoked token for at most the cache time', async () => {
        const learner = await signUp(server);
        const otherServer = createSessionsService(server.database.db);
        expect(await otherServer.authenticate(learner.token)).not.toBeNull();
        expect((await call(server, 'POST', '/logout', { token: learner.token })).statusCode).toBe(200);
        vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + sessionCacheMs });
        expect(await otherServer.authenticate(learner.token)).toBeNull();
      });

      it('never accepts a cached token past its expiry', async () => {
        const learner = await signUp(server);
        const setExpiry = (at: ReturnType<typeof sql>) =>
          server.database.db.update(authTokens).set({ expiresAt: at }).where(tokenRow(learner.token));
        await setExpiry(sql`now() + interval '1 second'`);
        const sessions = createSessionsService(server.database.db);
        expect(await sessions.authenticate(learner.token)).not.toBeNull();
        // The token expires while its check is still fresh in the cache.
        await setExpiry(sql`now() - interval '1 second'`);
        vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1_500 });
        expect(await sessions.authenticate(learner.token)).toBeNull();
      });
    });

    describe('GET /getSessions and POST /revokeSession', () => {
      it('lists the learner’s own live sessions, the most recently used first, with a device summary', async () => {
        const learner = await signUp(server, { password: 'session password' });
        const other = await signUp(server);
        const phone = await logIn(learner, androidChrome);
        const laptop = await logIn(learner, windowsFirefox);
        const gone = await logIn(learner, iPhoneSafari);
        await call(server, 'POST', '/logout', { token: gone });
        await server.database.db.update(authTokens).set({ lastUsedAt: sql`now() - interval '1 day'` }).where(tokenRow(phone));

        const response = await call(server, 'GET', '/getSessions', { token: laptop });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        const body = strict(getSessionsResponse).parse(response.json());
        expect(body).not.toHaveProperty('msg');
        const stored = async (token: string) => (await storedToken(token))?.id;
        expect(body.data.sessions.map((session) => [session.id, session.device, session.current])).toEqual([
          [await stored(laptop), 'Firefox on Windows', true],
          [await stored(learner.token), null, false],
          [await stored(phone), 'Chrome on Android', false],
        ]);
        const listed = body.data.sessions[2];
        expect(new Date(listed?.created_at ?? 0).getTime()).toBeLessThanOrEqual(Date.now());
        expect(Date.now() - new Date(listed?.last_used_at ?? 0).getTime()).toBeGreaterThan(23 * 3_600_000);
        expect(response.body).not.toContain(hashToken(laptop));
        // The other learner sees only their own.
        const theirs = getSessionsResponse.parse((await call(server, 'GET', '/getSessions', { token: other.token })).json());
        expect(theirs.data.sessions.map((session) => session.id)).toEqual([await stored(other.token)]);
      });

      it('signs out a chosen other session, never this one, and never another learner’s', async () => {
        const learner = await signUp(server);
        const other = await signUp(server);
        const phone = await logIn(learner);
        const phoneId = (await storedToken(phone))?.id ?? 0;
        const otherId = (await storedToken(other.token))?.id ?? 0;
        const currentId = (await storedToken(learner.token))?.id ?? 0;
        const revoke = (session_id: unknown, token = learner.token, lang = 'en') =>
          call(server, 'POST', `/revokeSession?lang=${lang}`, { token, payload: { session_id } });

        // Another learner's session: the same 404 as one that does not exist, and it keeps working.
        for (const id of [otherId, 999_999_999]) {
          const body = expectFailure(await revoke(id), 404);
          expect(body).toMatchObject({ code: 'not_found', msg: 'That session was not found. It may have been signed out already.' });
        }
        expect(await works(other.token)).toBe(true);

        const current = expectFailure(await revoke(currentId), 400);
        expect(current.fields).toEqual({ session_id: 'This is the device you are using. Log out instead.' });

        const response = await revoke(phoneId);
        expect(response.statusCode, response.body).toBe(200);
        expect(strict(revokeSessionResponse).parse(response.json())).toEqual({
          result: 1,
          data: { revoked: 1 },
          msg: 'That device has been signed out.',
        });
        expect(expectFailure(await call(server, 'GET', '/getProfile', { token: phone }), 401)).toEqual(unauthorizedBody);
        expect(await works(learner.token)).toBe(true);
        expect(expectFailure(await revoke(phoneId), 404).code).toBe('not_found');

        for (const bad of [undefined, 'all', -1, 1.5, '12']) {
          expect(expectFailure(await revoke(bad), 400).fields).toEqual({
            session_id: 'Choose a session from getSessions, or "others".',
          });
        }
        // And another learner cannot revoke this learner's session.
        const laptop = await logIn(learner);
        const laptopId = (await storedToken(laptop))?.id ?? 0;
        expect((await revoke(laptopId, other.token)).statusCode).toBe(404);
        expect(await works(laptop)).toBe(true);
      });

      it('signs out every other session with "others"', async () => {
        const learner = await signUp(server);
        const other = await signUp(server);
        const devices = [await logIn(learner), await logIn(learner)];
        const response = await call(server, 'POST', '/revokeSession?lang=hi', {
          token: learner.token,
          payload: { session_id: 'others' },
        });
        expect(response.statusCode, response.body).toBe(200);
        const body = strict(revokeSessionResponse).parse(response.json());
        expect(body.data.revoked).toBe(2);
        expect(body.msg).toBe('2 दूसरे डिवाइस से साइन आउट कर दिया गया है।');
        for (const token of devices) expect(await works(token)).toBe(false);
        expect(await works(learner.token)).toBe(true);
        expect(await works(other.token)).toBe(true);
        const left = await server.database.db
          .select()
          .from(authTokens)
          .where(and(eq(authTokens.userId, learner.user.id), sql`${authTokens.revokedAt} is null`));
        expect(left).toHaveLength(1);
      });

      it('needs a valid token', async () => {
        expect(expectFailure(await call(server, 'GET', '/getSessions'), 401)).toEqual(unauthorizedBody);
        const revoke = await call(server, 'POST', '/revokeSession', { payload: { session_id: 'others' } });
        expect(expectFailure(revoke, 401)).toEqual(unauthorizedBody);
      });
    });
  });
}
