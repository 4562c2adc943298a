import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The page renderer asks the api for a page's lists inside the process (`inject`). Those requests
 * carry this header with a secret made at start-up, so the per-address rate limit counts the
 * visitor's page once, not each of its lists; nobody outside the process can know the secret.
 */
export const internalRequestHeader = 'x-pariksha-internal';
export const internalRequestSecret = randomBytes(24).toString('hex');
const secretBytes = Buffer.from(internalRequestSecret);

export function isInternalRequest(request: FastifyRequest): boolean {
  const value = request.headers[internalRequestHeader];
  if (typeof value !== 'string') return false;
  const given = Buffer.from(value);
  return given.length === secretBytes.length && timingSafeEqual(given, secretBytes);
}
