import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failureEnvelope } from '@pariksha/contract';
import { users } from '../src/db/accounts-schema.js';
import { statementOf, summariseError } from '../src/http/error-log.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Issue 10, item 7: a failed query's error carries the learner's values (drizzle puts the
// parameters in its message, PostgreSQL quotes them in `detail`); none may reach the log.

/** A learner's personal data, each value distinctive enough to find anywhere in a log line. */
const learner = {
  email: 'kavya.iyengar.7731@example.in',
  firstName: 'Kavyashree',
  lastName: 'Iyengarova',
  phone: '9812377310',
  dob: '2004-07-19',
  city: 'Jhumritelaiya',
  state: 'Jharkhandpur',
  postCode: '825409',
};
const personalValues = Object.values(learner);

const savePath = '/api/v1/testSaveLearner';
const saveBody = z.object({ gender: z.string() });

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`errors in the log ${target.title}`, () => {
    let server: TestServer;
    const logLines: string[] = [];

    beforeAll(async () => {
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString());
          done();
        },
      });
      server = await startTestServer(target, {
        logger: { level: 'info', stream },
        // A test-only route storing a learner the way a service would; the body picks a gender,
        // which the database's check refuses unless it is a known one.
        addRoutes: (app) => {
          app.post(savePath, { schema: { body: saveBody } }, async (request) => {
            await server.database.db
              .insert(users)
              .values({ ...learner, passwordHash: 'not a real hash', gender: request.body.gender });
            return { result: 1 as const, data: null, msg: 'Saved.' };
          });
        },
      });
    });
    afterAll(async () => {
      await server?.close();
    });

    const save = (gender: string) => server.app.inject({ method: 'POST', url: savePath, payload: { gender } });

    it('logs a failed check as its code, constraint and route, without the values', async () => {
      logLines.length = 0;
      const response = await save('Robot');
      expect(response.statusCode).toBe(500);
      expect(failureEnvelope.parse(response.json()).code).toBe('internal_error');

      const log = logLines.join('');
      expect(log).toContain('request failed');
      for (const value of personalValues) expect(log).not.toContain(value);
      expect(log).not.toContain('Robot');

      const line = JSON.parse(logLines.find((text) => text.includes('request failed')) ?? '{}') as {
        route?: string;
        err?: { statement?: string; cause?: { code?: string; constraint?: string; table?: string } };
      };
      expect(line.route).toBe(savePath);
      expect(line.err?.statement).toBe('insert into "users"');
      expect(line.err?.cause).toMatchObject({ code: '23514', constraint: 'users_gender_known' });
    });

    it('logs a unique violation without the duplicated value', async () => {
      expect((await save('Female')).statusCode).toBe(200);
      logLines.length = 0;
      const response = await save('Female');
      expect(response.statusCode).toBe(500);

      const log = logLines.join('');
      expect(log).toContain('request failed');
      expect(log).toContain('23505');
      for (const value of personalValues) expect(log).not.toContain(value);
    });
  });
}

describe('the error summary', () => {
  it('names the statement without its values', () => {
    expect(statementOf('insert into "users" ("email", "phone") values ($1, $2)')).toBe('insert into "users"');
    expect(statementOf('update "users" set "city" = $1 where "users"."id" = $2')).toBe('update "users"');
    expect(statementOf('delete from sessions where id = $1')).toBe('delete from sessions');
    expect(statementOf('select "id", "email" from "users" where "email" = $1')).toBe('select … from "users"');
    expect(statementOf("select 'Asha'::int")).toBe('select');
  });

  it('keeps the names of a PostgreSQL error and drops its message, detail and where', () => {
    const error = Object.assign(new Error('invalid input syntax for type integer: "Kavyashree"'), {
      name: 'error',
      code: '22P02',
      severity: 'ERROR',
      detail: 'Key (phone)=(9812377310) already exists.',
      where: 'JSON data, line 1: Jhumritelaiya',
      table: 'users',
      routine: 'pg_strtoint32_safe',
    });
    const summary = summariseError(error);
    expect(summary).toMatchObject({ code: '22P02', table: 'users', routine: 'pg_strtoint32_safe' });
    const text = JSON.stringify(summary);
    for (const value of ['Kavyashree', '9812377310', 'Jhumritelaiya']) expect(text).not.toContain(value);
  });

  it('keeps the message and stack of an error that is not the database', () => {
    const summary = summariseError(new TypeError("Cannot read properties of undefined (reading 'x')"));
    expect(summary.type).toBe('TypeError');
    expect(summary.message).toBe("Cannot read properties of undefined (reading 'x')");
    expect(summary.stack).toContain('TypeError');
  });
});
