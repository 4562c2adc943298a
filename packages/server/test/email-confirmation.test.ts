import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmEmailResponse,
  getProfileResponse,
  requestEmailChangeResponse,
  type User,
} from '@pariksha/contract';
import { emailConfirmations } from '../src/db/accounts-schema.js';
import { createFolderMailer, createMemoryMailer, type Mail } from '../src/services/mailer/index.js';
import { call, expectFailure, signUp, uniqueEmail, type SignedUp } from './support/accounts.js';
import { databaseTargets, makeTempDir } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const publicUrl = 'https://pariksha.example';

/** The token of the confirmation link in a mail. */
function linkToken(mail: Mail): string {
  const match = /https:\/\/pariksha\.example\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (match?.[1] === undefined) throw new Error(`no confirmation link in: ${mail.text}`);
  return match[1];
}

describe('the folder mailer', () => {
  it('writes each mail as a file and logs one line without the address or the body', async () => {
    const dir = join(makeTempDir('mail'), 'mail');
    const lines: Array<{ details: object; message: string }> = [];
    const mailer = createFolderMailer(dir, { info: (details, message) => lines.push({ details, message }) });
    await mailer.send({ to: 'asha@example.in', subject: 'Hello\r\nBcc: x@evil.in', text: 'A link: https://x/y' });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/asha-example\.in\.eml$/);
    const text = await readFile(join(dir, files[0] ?? ''), 'utf8');
    expect(text).toContain('To: asha@example.in\r\n');
    expect(text).toContain('Subject: Hello Bcc: x@evil.in\r\n');
    expect(text).toContain('A link: https://x/y');
    expect(lines).toHaveLength(1);
    const logged = JSON.stringify(lines);
    expect(logged).toContain('example.in');
    expect(logged).not.toContain('asha@');
    expect(logged).not.toContain('https://x/y');
  });
});

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`confirming e-mail addresses ${target.title}`, () => {
    let server: TestServer;
    const mailer = createMemoryMailer();

    beforeAll(async () => {
      server = await startTestServer(target, { mailer, publicUrl });
    });
    afterAll(async () => {
      await server?.close();
    });

    const mailsTo = (address: string) => mailer.sent.filter((mail) => mail.to === address);
    const lastMailTo = (address: string): Mail => {
      const mail = mailsTo(address).at(-1);
      if (mail === undefined) throw new Error(`no mail to ${address}`);
      return mail;
    };
    const getProfile = async (learner: SignedUp): Promise<User> => {
      const response = await call(server, 'GET', '/getProfile', { token: learner.token });
      expect(response.statusCode, response.body).toBe(200);
      return getProfileResponse.parse(response.json()).data.user;
    };
    const requestChange = (learner: SignedUp, new_email: string, current_password = learner.password) =>
      call(server, 'POST', '/requestEmailChange', { token: learner.token, payload: { new_email, current_password } });
    const confirm = (token: string) => call(server, 'POST', '/confirmEmail', { payload: { token } });
    const login = (email: string, password: string) => call(server, 'POST', '/loginUser', { payload: { email, password } });

    it('sign-up mails a confirmation link; the learner uses the api before confirming', async () => {
      const learner = await signUp(server);
      expect(learner.user.email_confirmed).toBe(false);
      const mail = lastMailTo(learner.email);
      expect(mail.subject).toBe('Confirm your e-mail address for Pariksha');
      // Unconfirmed, everything works: the profile, a profile change, a trial-free read.
      expect((await getProfile(learner)).email_confirmed).toBe(false);
      const updated = await call(server, 'PUT', '/updateProfile', { token: learner.token, payload: { personal: { city: 'Pune' } } });
      expect(updated.statusCode, updated.body).toBe(200);

      const confirmed = confirmEmailResponse.parse((await confirm(linkToken(mail))).json());
      expect(confirmed.data.user).toMatchObject({ id: learner.user.id, email: learner.email, email_confirmed: true });
      expect((await getProfile(learner)).email_confirmed).toBe(true);
    });

    it('refuses a wrong current password with a 400 on current_password and mails nothing', async () => {
      const learner = await signUp(server);
      const newEmail = uniqueEmail('new');
      const body = expectFailure(await requestChange(learner, newEmail, 'not my password'), 400);
      expect(body.fields).toEqual({ current_password: 'Your current password is not correct.' });
      expect(mailsTo(newEmail)).toEqual([]);
      const missing = expectFailure(
        await call(server, 'POST', '/requestEmailChange', { token: learner.token, payload: { new_email: newEmail } }),
        400,
      );
      expect(Object.keys(missing.fields ?? {})).toEqual(['current_password']);
    });

    it('mails a link to the new address; the address changes only when it is opened', async () => {
      const learner = await signUp(server);
      const newEmail = uniqueEmail('moved');
      const response = await requestChange(learner, ` ${newEmail.toUpperCase()} `);
      expect(response.statusCode, response.body).toBe(200);
      expect(requestEmailChangeResponse.parse(response.json()).msg).toContain(newEmail);
      // Not yet: the old address still signs in, the new one does not.
      expect((await getProfile(learner)).email).toBe(learner.email);
      expect((await login(newEmail, learner.password)).statusCode).toBe(401);

      const token = linkToken(lastMailTo(newEmail));
      const confirmed = await confirm(token);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmEmailResponse.parse(confirmed.json()).data.user).toMatchObject({ email: newEmail, email_confirmed: true });
      expect((await login(newEmail, learner.password)).statusCode).toBe(200);
      expect((await login(learner.email, learner.password)).statusCode).toBe(401);

      // A link works once.
      const reused = expectFailure(await confirm(token), 400);
      expect(reused.code).toBe('invalid_link');
    });

    it('refuses an expired link, an unknown one, and one replaced by a newer request', async () => {
      const learner = await signUp(server);
      const first = uniqueEmail('first');
      await requestChange(learner, first);
      const oldToken = linkToken(lastMailTo(first));
      const second = uniqueEmail('second');
      await requestChange(learner, second);
      expect(expectFailure(await confirm(oldToken), 400).code).toBe('invalid_link');

      await server.database.db
        .update(emailConfirmations)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(emailConfirmations.userId, learner.user.id));
      const expired = expectFailure(await confirm(linkToken(lastMailTo(second))), 400);
      expect(expired).toMatchObject({ code: 'invalid_link', fields: { token: expect.stringContaining('expired') } });
      expect(expectFailure(await confirm('not-a-token'), 400).code).toBe('invalid_link');
      expect((await getProfile(learner)).email).toBe(learner.email);
    });

    it('answers the same whether or not the new address has an account; the owner is told by mail', async () => {
      const learner = await signUp(server);
      const owner = await signUp(server);
      const free = uniqueEmail('free');
      const taken = await requestChange(learner, owner.email);
      const notTaken = await requestChange(learner, free);
      expect(taken.statusCode).toBe(notTaken.statusCode);
      const strip = (body: string) => body.replaceAll(owner.email, '<email>').replaceAll(free, '<email>');
      expect(strip(taken.body)).toBe(strip(notTaken.body));

      const toOwner = lastMailTo(owner.email);
      expect(toOwner.text).toContain('already uses it');
      expect(toOwner.text).not.toContain('confirm-email?token=');
      expect((await getProfile(owner)).email).toBe(owner.email);
      expect((await getProfile(learner)).email).toBe(learner.email);
    });

    it('says so when the address was taken between the request and the link', async () => {
      const learner = await signUp(server);
      const wanted = uniqueEmail('wanted');
      await requestChange(learner, wanted);
      const token = linkToken(lastMailTo(wanted));
      await signUp(server, { email: wanted });
      const body = expectFailure(await confirm(token), 409);
      expect(body.code).toBe('email_taken');
      expect((await getProfile(learner)).email).toBe(learner.email);
    });
  });
}
