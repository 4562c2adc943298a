import fastifyRateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TooManyRequestsError } from '../http/too-many-requests.js';
import { installLearnerAuth } from '../http/learner-auth.js';
import { defaultLimit, requestKey, routeLimits } from '../http/rate-limits.js';
import type { SignupLimits } from '../http/signup-limits.js';
import type { DeviceCookies } from '../http/device-cookies.js';
import type { AccessService, TrialsService } from '../services/access/index.js';
import type { AccountsService } from '../services/accounts/index.js';
import type { AttemptsService } from '../services/attempts/index.js';
import type { CommerceService } from '../services/commerce/index.js';
import type { ContentService } from '../services/content/index.js';
import type { ForumService } from '../services/forum/index.js';
import type { HelpRequestsService } from '../services/help-requests.js';
import type { VideosService } from '../services/videos/index.js';
import type { ReferralsService } from '../services/referrals.js';
import type { SubscriptionPlansService } from '../services/subscription-plans.js';
import { accessRoutes } from './access.js';
import { attemptRoutes } from './attempts.js';
import { commerceRoutes } from './commerce.js';
import { contactRoutes } from './contact.js';
import { contentRoutes } from './content.js';
import { forumRoutes } from './forum.js';
import { openApiRoute } from './openapi.js';
import { authRoutes } from './auth.js';
import { profileRoutes } from './profile.js';
import { referralRoutes } from './referrals.js';
import { searchRoutes } from './search.js';
import { subscriptionRoutes } from './subscriptions.js';
import { helpRoutes } from './help.js';
import { videoRoutes } from './videos.js';
import { staffSignInRoutes } from './staff-sign-in.js';
import { studioRoutes } from './studio.js';
import { studioChallengeRoutes } from './studio-challenges.js';
import { studioQuestionRoutes } from './studio-questions.js';
import { studioTestRoutes } from './studio-tests.js';
import { createRequireStaff } from '../http/staff-auth.js';
import type { StaffSignIn } from '../services/staff/index.js';
import type { Database } from '../db/open.js';

export type ApiOptions = {
  plans: SubscriptionPlansService;
  content: ContentService;
  accounts: AccountsService;
  attempts: AttemptsService;
  access: AccessService;
  trials: TrialsService;
  referrals: ReferralsService;
  commerce: CommerceService;
  forum: ForumService;
  videos: VideosService;
  help: HelpRequestsService;
  /** The staff's second factor and standing (services/staff/). */
  staffSignIn: StaffSignIn;
  /** The studio's reads (the audit log) query it directly. */
  db: Database;
  /** Requests per minute per signed-in learner, on routes without a limit of their own. */
  rateLimitPerMinute: number;
  /** Requests per minute per address without a valid token, on those routes and every signed-in one. */
  anonymousRateLimitPerMinute: number;
  /** Sign-ups, and logins, per minute per address. */
  authRateLimitPerMinute: number;
  /** Sign-ups in an hour per e-mail address, phone number and address. */
  signupLimits: SignupLimits;
  /** The trusted-browser cookies of sign-up, login and a password change. */
  deviceCookies: DeviceCookies;
  /** Where the counters live (undefined: this process's memory). */
  redis: Redis | undefined;
};

/** Everything under /api/v1. The rate limit covers these routes, not the static files. */
export const apiRoutes: FastifyPluginAsyncZod<ApiOptions> = async (api, options) => {
  // `request.learner`, the hook that sets it, and the token lookup the limits count by.
  const { requireLearner, bearerLearner } = installLearnerAuth(api, options.accounts.sessions);
  await api.register(fastifyRateLimit, {
    // Per learner when the request carries a live token, else per address (http/rate-limits.ts).
    keyGenerator: requestKey(bearerLearner),
    ...defaultLimit(options.rateLimitPerMinute, options.anonymousRateLimitPerMinute),
    // The x-ratelimit-* headers only on a 429 (with retry-after): no client reads them on every
    // answer, and they cost a tenth of a cached read's throughput.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    // Thrown, so the error handler turns it into the 429 envelope, in the request's language.
    errorResponseBuilder: () => new TooManyRequestsError(),
    // With Redis, every server counts in one place. Each route's own limit (sign-up, login,
    // contact…) is a child of this store, so it is shared too, under its method and path.
    ...(options.redis === undefined ? {} : { redis: options.redis, nameSpace: 'pariksha-rate-limit:' }),
    // Redis away: requests go through uncounted (logged once) rather than failing. Availability
    // wins: a learner mid-way through a timed mock test must still save answers, and password
    // guessing stays limited by the failed-login throttle, kept in the database.
    skipOnError: true,
  });
  await api.register(openApiRoute);
  await api.register(subscriptionRoutes, { plans: options.plans });
  await api.register(contentRoutes, { content: options.content });
  await api.register(searchRoutes, { content: options.content });
  const limits = routeLimits({ anonymousPerMinute: options.anonymousRateLimitPerMinute, signInPerMinute: options.authRateLimitPerMinute });
  await api.register(contactRoutes, { content: options.content, limits });
  await api.register(authRoutes, {
    accounts: options.accounts,
    requireLearner,
    limits,
    signupLimits: options.signupLimits,
    deviceCookies: options.deviceCookies,
  });
  await api.register(profileRoutes, { accounts: options.accounts, trials: options.trials, requireLearner, limits });
  await api.register(attemptRoutes, { attempts: options.attempts, requireLearner, limits });
  await api.register(commerceRoutes, { commerce: options.commerce, requireLearner, limits });
  await api.register(accessRoutes, { access: options.access, requireLearner });
  await api.register(referralRoutes, { referrals: options.referrals, requireLearner });
  await api.register(forumRoutes, { forum: options.forum, requireLearner, limits });
  await api.register(videoRoutes, { videos: options.videos, requireLearner });
  await api.register(helpRoutes, { help: options.help, requireLearner, limits });
  await api.register(staffSignInRoutes, { db: options.db, signIn: options.staffSignIn, limits });
  api.decorateRequest('staff', null);
  const requireStaff = createRequireStaff(bearerLearner, options.staffSignIn);
  await api.register(studioRoutes, { prefix: '/studio', db: options.db, signIn: options.staffSignIn, requireStaff });
  await api.register(studioQuestionRoutes, { prefix: '/studio', db: options.db, requireStaff, limits });
  await api.register(studioChallengeRoutes, { prefix: '/studio', db: options.db, requireStaff, rescorePaper: options.attempts.rescorePaper });
  await api.register(studioTestRoutes, { prefix: '/studio', db: options.db, requireStaff, startPreviewAttempt: options.attempts.previewAttempt });
};
