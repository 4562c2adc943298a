import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorizedMessage } from '@pariksha/contract';
import { bearerToken, type Learner, type SessionsService } from '../services/sessions.js';
import { failure, failures } from './failure.js';

export type { Learner } from '../services/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in learner; set by `requireLearner`, null on routes without it. */
    learner: Learner | null;
  }
}

export type RequireLearner = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

/**
 * Adds `request.learner` and returns the hook that fills it from `Authorization: Bearer <token>`.
 * Put it on a route as `preValidation: requireLearner`: it runs after the rate limit and before
 * the body is validated, so a request without a valid token learns nothing about its body. A
 * missing, malformed, unknown, expired or revoked token is a 401 envelope; the handler never runs.
 * There is no user id in any learner route: a token only ever reaches its own learner.
 */
export function installLearnerAuth(api: FastifyInstance, sessions: SessionsService): RequireLearner {
  api.decorateRequest('learner', null);
  return async function requireLearner(request, reply) {
    const token = bearerToken(request.headers.authorization);
    const learner = token === null ? null : await sessions.authenticate(token);
    if (learner === null) {
      return reply
        .code(failures.unauthorized.status)
        .header('www-authenticate', 'Bearer')
        .send(failure(failures.unauthorized.code, unauthorizedMessage));
    }
    request.learner = learner;
    return undefined;
  };
}

/** The learner of a route behind `requireLearner`. */
export function learnerOf(request: FastifyRequest): Learner {
  if (request.learner === null) throw new Error('This route is missing its requireLearner hook.');
  return request.learner;
}
