import { eq } from 'drizzle-orm';
import { strict } from './strict.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureEnvelope, normaliseIndianMobile, submitContactResponse } from '@pariksha/contract';
import { contactMessages } from '../../src/db/content-schema.js';
import { contactRateLimitPerMinute } from '../../src/routes/contact.js';
import type { TestServer } from './test-server.js';

/** Pure checks of the phone rule the contract applies. */
export function describePhoneNormalisation(): void {
  describe('normaliseIndianMobile', () => {
    it.each([
      ['9876543210', '9876543210'],
      ['+91 98765 43210', '9876543210'],
      ['+91-98765-43210', '9876543210'],
      ['919876543210', '9876543210'],
      ['09876543210', '9876543210'],
      [' 6000000000 ', '6000000000'],
    ])('accepts %s as %s', (input, expected) => {
      expect(normaliseIndianMobile(input)).toBe(expected);
    });

    it.each(['5876543210', '987654321', '98765432101', '+1 9876543210', '98765abcde', '', '+91', '0091 9876543210'])(
      'refuses %s',
      (input) => {
        expect(normaliseIndianMobile(input)).toBeNull();
      },
    );
  });
}

let nextAddress = 1;
/** Each test its own client address, so the per-address limit of this route never mixes tests. */
const freshAddress = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

/** Runs inside content.test.ts's per-engine suite, sharing its database (one PGlite less to create). */
export function describeSubmitContact(serverOf: () => TestServer): void {
  describe('POST /submitContact', () => {
    let server: TestServer;
    beforeAll(() => {
      server = serverOf();
    });

    const submit = (payload: unknown, query = '', remoteAddress = freshAddress()) =>
      server.app.inject({ method: 'POST', url: `/api/v1/submitContact${query}`, payload: payload as object, remoteAddress });

    const stored = async (id: number) => {
      const [row] = await server.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return row;
    };

    it('stores a request with the phone normalised and answers 201 with the id and a thank-you', async () => {
      const response = await submit({ name: '  Asha Verma ', phone: '+91 98765-43210', email: ' asha@example.in ', message: 'Call after 6 pm.' });
      expect(response.statusCode).toBe(201);
      const body = strict(submitContactResponse).parse(response.json());
      expect(body.msg).toBe('Thanks! Our team will call you within one working day.');
      const row = await stored(body.data.id);
      expect(row).toMatchObject({
        name: 'Asha Verma',
        phone: '9876543210',
        email: 'asha@example.in',
        message: 'Call after 6 pm.',
        lang: 'en',
      });
      expect(row?.createdAt).toBeInstanceOf(Date);
    });

    it('answers in Hindi for lang=hi and stores the language; blank optional fields are null', async () => {
      const response = await submit({ name: 'रमेश', phone: '07654321098', email: '', message: '   ' }, '?lang=hi');
      expect(response.statusCode).toBe(201);
      const body = submitContactResponse.parse(response.json());
      expect(body.msg).toBe('धन्यवाद! हमारी टीम एक कार्यदिवस के भीतर आपको कॉल करेगी।');
      expect(await stored(body.data.id)).toMatchObject({ name: 'रमेश', phone: '7654321098', email: null, message: null, lang: 'hi' });
    });

    it('stores markup and SQL as plain text, unchanged', async () => {
      const name = `<script>alert('x')</script>`;
      const message = `Robert'); DROP TABLE contact_messages;--\n<img src=x onerror=alert(1)> ${'$'}{7*7} ✓`;
      const response = await submit({ name, phone: '9999999999', message });
      expect(response.statusCode).toBe(201);
      const row = await stored(submitContactResponse.parse(response.json()).data.id);
      expect(row?.name).toBe(name);
      expect(row?.message).toBe(message);
    });

    it('names every bad field with a clear message', async () => {
      const response = await submit({ name: '   ', phone: '12345', email: 'not-an-email', message: 'x'.repeat(1001) });
      expect(response.statusCode).toBe(400);
      const body = failureEnvelope.parse(response.json());
      expect(body).toMatchObject({ result: 0, code: 'validation_failed', msg: 'Enter your name.' });
      expect(body.fields).toEqual({
        name: 'Enter your name.',
        phone: 'Enter a 10-digit Indian mobile number.',
        email: 'Enter a valid email address, or leave it empty.',
        message: 'Keep your message under 1000 characters.',
      });
    });

    it.each([
      ['a NUL byte in the message', { name: 'Asha', phone: '9876543210', message: 'a\u0000b' }, { message: 'Remove the unusual characters from your message.' }],
      ['a line break in the name', { name: 'Asha\nVerma', phone: '9876543210' }, { name: 'Use only letters, spaces and punctuation in your name.' }],
      ['missing name and phone', {}, { name: 'Enter your name.', phone: 'Enter a 10-digit Indian mobile number.' }],
      ['a name over 80 characters', { name: 'a'.repeat(81), phone: '9876543210' }, { name: 'Keep your name under 80 characters.' }],
      ['a number as the phone', { name: 'Asha', phone: 9876543210 }, { phone: 'Enter a 10-digit Indian mobile number.' }],
      ['a landline', { name: 'Asha', phone: '011 2345 6789' }, { phone: 'Enter a 10-digit Indian mobile number.' }],
    ])('refuses %s', async (_label, payload, fields) => {
      const response = await submit(payload);
      expect(response.statusCode).toBe(400);
      expect(failureEnvelope.parse(response.json()).fields).toEqual(fields);
    });

    it(`answers 429 after ${contactRateLimitPerMinute} requests a minute from one address`, async () => {
      const address = freshAddress();
      const valid = { name: 'Asha', phone: '9876543210' };
      for (let i = 0; i < contactRateLimitPerMinute; i++) {
        expect((await submit(valid, '', address)).statusCode).toBe(201);
      }
      const limited = await submit(valid, '', address);
      expect(limited.statusCode).toBe(429);
      expect(failureEnvelope.parse(limited.json()).code).toBe('rate_limited');
      // Another address is not affected, and reads stay open.
      expect((await submit(valid)).statusCode).toBe(201);
      const read = await server.app.inject({ url: '/api/v1/getAllFaqs', remoteAddress: address });
      expect(read.statusCode).toBe(200);
    });
  });
}
