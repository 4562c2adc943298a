import { randomBytes, randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { failureEnvelope, signupResponse, type ApiFailure, type AuthSession } from '@pariksha/contract';
import type { TestServer } from './test-server.js';

let nextAddress = 1;
/**
 * A client address no other request in this file used, so the per-address limits of /signup and
 * /loginUser (10 a minute) never mix tests.
 */
export function freshAddress(): string {
  const n = nextAddress++;
  return `10.${100 + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

export function uniqueEmail(label = 'learner'): string {
  return `${label}.${randomBytes(4).toString('hex')}@example.in`;
}

/** An Indian mobile number of its own: sign-ups are limited per phone number, as per e-mail. */
export function uniquePhone(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type SignedUp = AuthSession & { email: string; password: string };

type Method = 'GET' | 'POST' | 'PUT';

/** One api/v1 request; `token` adds the Bearer header. */
export function call(
  server: TestServer,
  method: Method,
  path: string,
  options: { token?: string; payload?: unknown; remoteAddress?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: { ...(options.token === undefined ? {} : bearer(options.token)), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    remoteAddress: options.remoteAddress ?? freshAddress(),
  });
}

/** Signs a new learner up (201 checked) and returns the session with the credentials used. */
export async function signUp(
  server: TestServer,
  details: Partial<{ first_name: string; phone: string; email: string; password: string }> = {},
): Promise<SignedUp> {
  const payload = {
    first_name: 'Asha',
    phone: uniquePhone(),
    email: uniqueEmail(),
    password: 'correct horse battery',
    ...details,
  };
  const response = await call(server, 'POST', '/signup', { payload });
  expect(response.statusCode, response.body).toBe(201);
  const body = signupResponse.parse(response.json());
  return { ...body.data, email: payload.email.trim().toLowerCase(), password: payload.password };
}

/** Parses a failure envelope and checks its status. */
export function expectFailure(response: LightMyRequestResponse, status: number): ApiFailure {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return failureEnvelope.strict().parse(response.json());
}

/** The 401 every Bearer route answers for a bad token. */
export const unauthorizedBody = {
  result: 0,
  msg: 'Unauthorized. Please login again.',
  error: 'Unauthorized. Please login again.',
  code: 'unauthorized',
};
