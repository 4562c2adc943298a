import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { attemptRequestsPerMinute, authRequestsPerMinute } from '@pariksha/contract';
import { helpRequestsPerDay } from '../services/help-requests.js';
import { networkOf } from '../network.js';
import type { BearerLearner } from './learner-auth.js';
import type { SignupLimits } from './signup-limits.js';

// Who a request is counted as, and how many a minute each route allows (SECURITY.md, "Request
// limits"). A coaching lab, a cyber café or a carrier's NAT puts many learners behind one address,
// so a signed-in learner is counted by their token, never by the address they share; only what
// carries no valid token (visitors, sign-up and login, a bad token) is counted per address, with
// ceilings sized for a lab of `labLearners` on one address.

/** The lab the per-address ceilings are sized for: sixty learners behind one address. */
export const labLearners = 60;

/**
 * Per minute, per signed-in learner. `api` is every api route without a limit of its own
 * (RATE_LIMIT_MAX); the others are each route's own.
 */
export const learnerLimits = {
  api: 300,
  /** Each mock-test route: a save every few seconds with its reads fits many times over. */
  attempts: attemptRequestsPerMinute,
  /** changePassword and requestEmailChange (wrong current passwords have their own limit too). */
  accountChanges: 10,
  createOrder: 10,
  /** The checkout asks for a price again as the learner changes the promo code. */
  previewOrder: 30,
  /**
   * Forum topics, and replies, edits, deletions and reports: above the hourly limits per learner
   * (5 topics, 30 replies), which say when the next is allowed and so are what a learner meets.
   */
  forumTopics: 10,
  forumWrites: 60,
  forumLikes: 60,
  /**
   * Help requests: the 10 a day per learner (counted in the database, saying so) are what a
   * learner meets; this stops a client that keeps sending after that refusal.
   */
  help: 2 * helpRequestsPerDay,
  contact: 5,
} as const;

/** Per minute, per address, for requests without a valid token. */
export const addressLimits = {
  /**
   * Every api route without a limit of its own, and every signed-in route asked without a valid
   * token (ANONYMOUS_RATE_LIMIT_MAX): ten a learner of a lab. The lists a page shows are not
   * counted at all (their routes have no limit), so these are the few other reads a visitor makes.
   */
  api: 10 * labLearners,
  /**
   * Sign-ups, and logins, each (AUTH_RATE_LIMIT_MAX); e-mail confirmations too: a lab's learners
   * all sign in within a minute as a class starts, a typo or a refused password each costing a
   * second try.
   */
  signIn: authRequestsPerMinute,
  /** The call-back form mails the team; a lab rarely writes at once, a script filling it does. */
  contact: 5,
} as const;

/**
 * Sign-ups in an hour, beside the per-minute limit per address: the lab above may sign up in one
 * minute, so making accounts (each a learner with limits of its own) is bounded per e-mail
 * address, per phone number (a family may share one) and per address (five such labs an hour).
 */
export const defaultSignupLimits: SignupLimits = { perEmail: 5, perPhone: 5, perAddressPerHour: 5 * labLearners };

/**
 * How many counters each limit keeps in memory (without Redis): a learner or an address each.
 * @fastify/rate-limit's default of 5,000 would forget counts once that many are active in a
 * minute, and a forgotten count starts again from zero.
 */
const countersKept = 100_000;

const learnerKeyPrefix = 'learner:';

/** The key a signed-in learner's requests are counted under (no IPv4 or IPv6 network starts so). */
export const learnerKey = (userId: number) => `${learnerKeyPrefix}${userId}`;
export const isLearnerKey = (key: string) => key.startsWith(learnerKeyPrefix);

/** The network a request came from: its IPv4 address, or its IPv6 /64 (a host usually has a whole /64). */
export const addressKey = (request: FastifyRequest): string => networkOf(request.ip);

/**
 * A request's counter: its learner when it carries a live token, else its network. A token that
 * is malformed, unknown, expired or revoked counts against the address, so making one up buys no
 * fresh count. The token is checked before the limit (the session cache answers most of them; an
 * unknown one costs one indexed read).
 */
export function requestKey(bearerLearner: BearerLearner) {
  return async (request: FastifyRequest): Promise<string> => {
    // A failed lookup (the database away) counts the request by its address; a route that needs
    // the learner answers the failure itself.
    const learner = await bearerLearner(request).catch(() => null);
    return learner === null ? addressKey(request) : learnerKey(learner.userId);
  };
}

/** The limit of every api route without its own: per learner, or per address without a valid token. */
export function defaultLimit(perLearner: number, perAddress: number): Pick<RateLimitOptions, 'max' | 'timeWindow' | 'cache'> {
  return {
    max: (_request, key) => (isLearnerKey(key) ? perLearner : perAddress),
    timeWindow: '1 minute',
    cache: countersKept,
  };
}

type RouteLimit = { rateLimit: RateLimitOptions };

/** What a route's `config` says about its limit; the api's routes get these from routes/api.ts. */
export type RouteLimits = {
  /**
   * A route's own limit per signed-in learner a minute; requests without a valid token are
   * counted per address, at the anonymous ceiling unless `perAddress` is given.
   */
  perLearner(perMinute: number, perAddress?: number): RouteLimit;
  /**
   * Counted per address whatever token the request carries: sign-up, login and e-mail
   * confirmation, where a token (anyone's) must not buy a count of its own.
   */
  perAddress(perMinute: number): RouteLimit;
  /** Sign-ups, and logins, a minute per address (AUTH_RATE_LIMIT_MAX). */
  signInPerMinute: number;
};

export function routeLimits({ anonymousPerMinute, signInPerMinute }: { anonymousPerMinute: number; signInPerMinute: number }): RouteLimits {
  return {
    perLearner: (perMinute, perAddress = anonymousPerMinute) => ({ rateLimit: defaultLimit(perMinute, perAddress) }),
    perAddress: (perMinute) => ({ rateLimit: { max: perMinute, timeWindow: '1 minute', keyGenerator: addressKey, cache: countersKept } }),
    signInPerMinute,
  };
}
