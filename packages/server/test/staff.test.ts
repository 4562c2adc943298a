import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedLoginLimit, loginUserResponse } from '@pariksha/contract';
import {
  getAuditLogResponse,
  getStudioMeResponse,
  loginUserSecondFactorResponse,
  recoveryCodeCount,
  recoveryCodePattern,
  startSecondFactorEnrolmentResponse,
  verifySecondFactorResponse,
} from '@pariksha/contract/staff';
import { auditLog, staffMembers, staffRecoveryCodes } from '../src/db/staff-schema.js';
import { removeStaff, resetSecondFactor } from '../src/services/staff/index.js';
import { call, expectFailure, freshAddress, signUp } from './support/accounts.js';
import { databaseTargets } from './support/databases.js';
import { addStaffWithPassword, enrolledStaff, forgetLastCode, login, staffPassword, totpCode } from './support/staff.js';
import { startTestServer, type TestServer } from './support/test-server.js';

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`staff sign-in, the studio guard and the audit log ${target.title}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => {
      await server?.close();
    });

    const verify = (challenge: string, code: string, remoteAddress = freshAddress()) =>
      call(server, 'POST', '/verifySecondFactor', { payload: { challenge, code }, remoteAddress });

    it("leaves a learner's login as it was: a session, no second factor", async () => {
      const learner = await signUp(server);
      const response = await call(server, 'POST', '/loginUser', { payload: { email: learner.email, password: learner.password } });
      expect(response.statusCode).toBe(200);
      const body = loginUserResponse.parse(response.json());
      expect(body.data.user.email).toBe(learner.email);
      expect(Object.keys(body.data).sort()).toEqual(['token', 'user']);
    });

    it('gives a staff member without a second factor only an enrolment challenge, then a session after the first code', async () => {
      const { userId, email } = await addStaffWithPassword(server, 'editor');
      const step = await login(server, email);
      expect(step.second_factor).toBe('enrol');
      // The challenge is no session: the studio and the learner routes refuse it.
      expectFailure(await call(server, 'GET', '/studio/me', { token: step.challenge }), 401);
      expectFailure(await call(server, 'GET', '/getProfile', { token: step.challenge }), 401);
      // Nor is it a verify challenge.
      expect(expectFailure(await verify(step.challenge, '123456'), 400).code).toBe('invalid_challenge');

      const started = startSecondFactorEnrolmentResponse.parse(
        (await call(server, 'POST', '/startSecondFactorEnrolment', { payload: { challenge: step.challenge } })).json(),
      ).data;
      expect(started.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Pariksha:.+\?.*secret=/);
      expect(started.qr_svg).toMatch(/^<svg /);
      expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);

      const wrong = await call(server, 'POST', '/confirmSecondFactorEnrolment', {
        payload: { challenge: step.challenge, code: totpCode(started.secret, 5) },
      });
      expect(expectFailure(wrong, 401).code).toBe('invalid_code');
      const confirmed = await call(server, 'POST', '/confirmSecondFactorEnrolment', {
        payload: { challenge: step.challenge, code: totpCode(started.secret) },
      });
      expect(confirmed.statusCode).toBe(200);
      const body = confirmed.json() as { data: { token: string; recovery_codes: string[] } };
      expect(body.data.recovery_codes).toHaveLength(recoveryCodeCount);
      for (const code of body.data.recovery_codes) expect(code).toMatch(recoveryCodePattern);
      // Only hashes are kept.
      const stored = await server.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
      expect(stored).toHaveLength(recoveryCodeCount);
      for (const row of stored) expect(body.data.recovery_codes).not.toContain(row.codeHash);
      expect(stored[0]?.codeHash).toMatch(/^\$argon2id\$/);

      const me = getStudioMeResponse.parse((await call(server, 'GET', '/studio/me', { token: body.data.token })).json()).data;
      expect(me).toMatchObject({ user_id: userId, role: 'editor', recovery_codes_left: recoveryCodeCount });
      // The challenge worked once.
      const again = await call(server, 'POST', '/startSecondFactorEnrolment', { payload: { challenge: step.challenge } });
      expect(expectFailure(again, 400).code).toBe('invalid_challenge');
    });

    it('signs an enrolled staff member in with a TOTP code, each code once', async () => {
      const staff = await enrolledStaff(server, 'reviewer');
      const step = await login(server, staff.email);
      expect(step.second_factor).toBe('required');
      // The code the enrolment used is refused (even when a 30-second step has passed since), the next step's is taken.
      expect(expectFailure(await verify(step.challenge, staff.enrolmentCode), 401).code).toBe('invalid_code');
      const next = totpCode(staff.secret, 1);
      const signedIn = await verify(step.challenge, next);
      expect(signedIn.statusCode).toBe(200);
      const session = verifySecondFactorResponse.parse(signedIn.json()).data;
      expect((await call(server, 'GET', '/studio/me', { token: session.token })).statusCode).toBe(200);
      // The challenge is used up, and the code too, even with a new challenge.
      expect(expectFailure(await verify(step.challenge, next), 400).code).toBe('invalid_challenge');
      const second = await login(server, staff.email);
      expect(expectFailure(await verify(second.challenge, next), 401).code).toBe('invalid_code');
    });

    it('refuses a code that is no code in the reader\'s language, field by field', async () => {
      const staff = await enrolledStaff(server, 'editor');
      const step = await login(server, staff.email);
      const english = await call(server, 'POST', '/verifySecondFactor', { payload: { challenge: step.challenge, code: '12ab' } });
      expect(expectFailure(english, 400).fields).toEqual({
        code: 'Enter the 6-digit code from your authenticator app, or a recovery code like abcde-fghij.',
      });
      const hindi = await call(server, 'POST', '/verifySecondFactor?lang=hi', { payload: { challenge: step.challenge } });
      expect(expectFailure(hindi, 400).fields).toEqual({ code: 'कोड लिखें।' });
    });

    it('signs in with a recovery code once, and logs its use', async () => {
      const staff = await enrolledStaff(server, 'support');
      const [code] = staff.recoveryCodes;
      const first = await login(server, staff.email);
      const signedIn = await verify(first.challenge, ` ${code?.toUpperCase()} `);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().msg).toContain(`${recoveryCodeCount - 1} codes are left`);
      const second = await login(server, staff.email);
      expect(expectFailure(await verify(second.challenge, code ?? ''), 401).code).toBe('invalid_code');
      const used = await server.database.db.select().from(auditLog).where(eq(auditLog.actorUserId, staff.userId));
      expect(used.map((entry) => entry.action)).toContain('staff.recovery_code_use');
    });

    it(`refuses codes after ${failedLoginLimit} wrong ones, even a right one, from any address`, async () => {
      const staff = await enrolledStaff(server, 'moderator');
      const step = await login(server, staff.email);
      for (let i = 0; i < failedLoginLimit; i++) {
        expect(expectFailure(await verify(step.challenge, '000000'), 401).code).toBe('invalid_code');
      }
      await forgetLastCode(server, staff.userId);
      const refused = await verify(step.challenge, totpCode(staff.secret));
      expect(expectFailure(refused, 429).code).toBe('rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('answers 401 without a token, 403 staff_only to a learner, 403 second_factor_required to an unverified staff session', async () => {
      expectFailure(await call(server, 'GET', '/studio/me'), 401);
      const learner = await signUp(server);
      const refused = expectFailure(await call(server, 'GET', '/studio/me', { token: learner.token }), 403);
      expect(refused).toMatchObject({ code: 'staff_only', msg: 'This area is for the Pariksha team.' });
      const hindi = expectFailure(await call(server, 'GET', '/studio/me?lang=hi', { token: learner.token }), 403);
      expect(hindi.msg).toBe('यह हिस्सा Pariksha टीम के लिए है।');
      // A learner made staff keeps their learner session, which has not passed the second factor.
      const { addStaff } = await import('../src/services/staff/index.js');
      await addStaff(server.database.db, { email: learner.email, role: 'admin', publicUrl: 'http://x', actor: { kind: 'cli' } });
      const unverified = expectFailure(await call(server, 'GET', '/studio/me', { token: learner.token }), 403);
      expect(unverified.code).toBe('second_factor_required');
    });

    it('refuses a learner on every /api/v1/studio route of the OpenAPI document', async () => {
      const learner = await signUp(server);
      const document = (await call(server, 'GET', '/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
      const studioPaths = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/v1/studio'));
      expect(studioPaths.length).toBeGreaterThanOrEqual(2);
      for (const [path, methods] of studioPaths) {
        for (const method of Object.keys(methods)) {
          const url = path.replace('/api/v1', '').replace(/\{[^}]+\}/g, '1');
          const response = await call(server, method.toUpperCase() as 'GET' | 'POST' | 'PUT', url, { token: learner.token, payload: method === 'get' ? undefined : {} });
          expect(response.statusCode, `${method} ${path}`).toBe(403);
          expect(response.json().code).toBe('staff_only');
        }
      }
    });

    it('writes staff changes to the audit log, readable by admins only, newest first, without secrets', async () => {
      const admin = await enrolledStaff(server, 'admin');
      const editor = await enrolledStaff(server, 'editor');
      const editorRefused = expectFailure(await call(server, 'GET', '/studio/audit', { token: editor.token }), 403);
      expect(editorRefused).toMatchObject({ code: 'forbidden', msg: 'As an editor, you cannot do this. Ask an admin if you need it.' });
      await resetSecondFactor(server.database.db, editor.email, { kind: 'cli' });
      // A reset ends the studio sessions at once (revoked; a server's session cache still says
      // second_factor_required for its few seconds).
      expect([401, 403]).toContain((await call(server, 'GET', '/studio/me', { token: editor.token })).statusCode);
      await removeStaff(server.database.db, editor.email, { kind: 'cli' });

      const read = await call(server, 'GET', `/studio/audit?limit=50`, { token: admin.token });
      expect(read.statusCode).toBe(200);
      const page = getAuditLogResponse.parse(read.json()).data;
      const forEditor = page.entries.filter((entry) => entry.subject_id === String(editor.userId)).map((entry) => entry.action);
      expect(forEditor).toEqual(['staff.remove', 'staff.second_factor_reset', 'staff.second_factor_enrol', 'staff.add']);
      const ids = page.entries.map((entry) => entry.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const text = read.body;
      for (const secret of [admin.secret, editor.secret, ...admin.recoveryCodes, admin.token, staffPassword]) expect(text).not.toContain(secret);

      const filtered = getAuditLogResponse.parse(
        (await call(server, 'GET', `/studio/audit?action=staff.second_factor_enrol&actor=${admin.userId}`, { token: admin.token })).json(),
      ).data;
      expect(filtered.entries.map((entry) => [entry.action, entry.actor_user_id, entry.actor_email])).toEqual([
        ['staff.second_factor_enrol', admin.userId, admin.email],
      ]);
      const paged = getAuditLogResponse.parse((await call(server, 'GET', '/studio/audit?limit=1', { token: admin.token })).json()).data;
      expect(paged.entries).toHaveLength(1);
      expect(paged.next_before).toBe(paged.entries[0]?.id);

      // Removed: the account stays, a learner's.
      const [member] = await server.database.db.select().from(staffMembers).where(eq(staffMembers.userId, editor.userId));
      expect(member).toBeUndefined();
      const asLearner = await call(server, 'POST', '/loginUser', { payload: { email: editor.email, password: staffPassword } });
      expect(loginUserResponse.safeParse(asLearner.json()).success).toBe(true);
      expect(loginUserSecondFactorResponse.safeParse(asLearner.json()).success).toBe(false);
    });

    it('sets a password through the link once, with the password rules', async () => {
      const { addStaff } = await import('../src/services/staff/index.js');
      const added = await addStaff(server.database.db, {
        email: `linked.${Date.now()}@example.in`,
        role: 'support',
        publicUrl: 'http://localhost:3000',
        actor: { kind: 'cli' },
      });
      expect(added.passwordLink).toMatch(/^http:\/\/localhost:3000\/studio\/set-password\?token=[A-Za-z0-9_-]{43}$/);
      const token = new URL(added.passwordLink ?? '').searchParams.get('token');
      const common = await call(server, 'POST', '/setStaffPassword', { payload: { token, password: 'password123' } });
      expect(expectFailure(common, 400).fields).toHaveProperty('password');
      expect((await call(server, 'POST', '/setStaffPassword', { payload: { token, password: staffPassword } })).statusCode).toBe(200);
      const reused = await call(server, 'POST', '/setStaffPassword', { payload: { token, password: staffPassword } });
      expect(expectFailure(reused, 400).code).toBe('invalid_link');
      // Before the link, no password signed in: the placeholder hash is of nothing anyone knows.
      expect(added.created).toBe(true);
    });
  });
}
