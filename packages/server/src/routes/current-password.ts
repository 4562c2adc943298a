import type { FastifyReply } from 'fastify';
import { failure, failures } from '../http/failure.js';
import type { accountMessages } from './account-messages.js';

/** Why the current password a change asked for was not accepted. */
export type CurrentPasswordRefusal = { reason: 'wrong_password' } | { reason: 'throttled'; retryAfterSeconds: number };

/**
 * The answer when a change that needs the current password (password, e-mail, phone) does not get
 * it: a wrong one is a 400 naming `current_password` (not a 401, which would sign the app out),
 * too many wrong ones a 429 with Retry-After.
 */
export function refuseCurrentPassword(
  reply: FastifyReply,
  text: ReturnType<typeof accountMessages>,
  refusal: CurrentPasswordRefusal,
): FastifyReply {
  if (refusal.reason === 'throttled') {
    return reply
      .code(failures.rateLimited.status)
      .header('retry-after', String(refusal.retryAfterSeconds))
      .send(failure(failures.rateLimited.code, text.tooManyPasswordAttempts));
  }
  return reply
    .code(400)
    .send(failure('validation_failed', text.wrongCurrentPassword, { current_password: text.wrongCurrentPassword }));
}
