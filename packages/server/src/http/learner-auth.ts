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
 * The learner whose live token a request carries, or null (no token, a malformed, unknown,
 * expired or revoked one). Looked up once per request: the rate limit asks first (a signed-in
 * learner is counted by their own limit), `requireLearner` then reads the same answer.
 */
export type BearerLearner = (request: FastifyRequest) => Promise<Learner | null>;

export type LearnerAuth = { requireLearner: RequireLearner; bearerLearner: BearerLearner };

/**
 * Adds `request.learner`, and returns the hook that fills it from `Authorization: Bearer <token>`
 * with the lookup it shares with the rate limit.
 * Put the hook on a route as `preValidation: requireLearner`: it runs after the rate limit and before
 * the body is validated, so a request without a valid token learns nothing about its body. A
 * missing, malformed, unknown, expired or revoked token is a 401 envelope; the handler never runs.
 * There is no user id in any learner route: a token only ever reaches its own learner.
 */
export function installLearnerAuth(api: FastifyInstance, sessions: SessionsService): LearnerAuth {
  api.decorateRequest('learner', null);
  const looked = new WeakMap<FastifyRequest, Promise<Learner | null>>();
  const bearerLearner: BearerLearner = (request) => {
    let learner = looked.get(request);
    if (learner === undefined) {
      const token = bearerToken(request.headers.authorization);
      learner = token === null ? Promise.resolve(null) : sessions.authenticate(token);
      looked.set(request, learner);
    }
    return learner;
  };
  async function requireLearner(request: FastifyRequest, reply: FastifyReply) {
    const learner = await bearerLearner(request);
    if (learner === null) {
      return reply
        .code(failures.unauthorized.status)
        .header('www-authenticate', 'Bearer')
        .send(failure(failures.unauthorized.code, unauthorizedMessage));
    }
    request.learner = learner;
    return undefined;
  }
  return { requireLearner, bearerLearner };
}

/** The learner of a route behind `requireLearner`. */
export function learnerOf(request: FastifyRequest): Learner {
  if (request.learner === null) throw new Error('This route is missing its requireLearner hook.');
  return request.learner;
}
