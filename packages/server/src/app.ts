import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/open.js';
import { type ConnectionLimits, defaultConnectionLimits, limitConnectionsPerAddress, timeoutOptions } from './http/connections.js';
import { sendClientError, sendError } from './http/error-handler.js';
import { createPageHandler, sendNotFound } from './http/pages.js';
import type { DrawBudgetLimits } from './http/draw-budget.js';
import { loadPageRenderer } from './http/page-renderer.js';
import { withLogRedaction } from './http/log-redaction.js';
import { connectRateLimitRedis, type RateLimitRedis } from './http/rate-limit-redis.js';
import { addressLimits, defaultSignupLimits, learnerLimits } from './http/rate-limits.js';
import type { SignupLimits } from './http/signup-limits.js';
import { addSecurityHeaders } from './http/security.js';
import { createDeviceCookies } from './http/device-cookies.js';
import { contractValidatorCompiler } from './http/validation.js';
import { registerStaticFiles } from './http/static-files.js';
import { registerFigureMedia } from './http/figure-media.js';
import { contentMediaDir } from './package-paths.js';
// Not the figures' index: storing figures loads sharp and jsdom, which serving them does not need.
import { createServedFigureFiles } from './question-content/figures/served-files.js';
import { apiRoutes } from './routes/api.js';
import { createAccessService, createTrialsService } from './services/access/index.js';
import { createAccountsService } from './services/accounts/index.js';
import { signingKey } from './services/accounts/signing-key.js';
import { startPgliteVacuum } from './db/pglite-vacuum.js';
import { createAttemptsService, startDeadlineSweeper } from './services/attempts/index.js';
import { createPaperCache } from './services/attempts/papers.js';
import { createItemStatistics } from './services/item-statistics/refresh.js';
import { createCommerceService, createTestProvider, type PaymentProvider } from './services/commerce/index.js';
import type { CacheClock } from './services/cache-expiry.js';
import { createContentService } from './services/content/index.js';
import { createLoginThrottle } from './services/login-throttle.js';
import type { Mailer } from './services/mailer/index.js';
import { createReferralsService } from './services/referrals.js';
import { createForumService } from './services/forum/index.js';
import { createHelpRequestsService } from './services/help-requests.js';
import { createVideosService } from './services/videos/index.js';
import { createSessionsService } from './services/sessions.js';
import { createStaffSignIn } from './services/staff/index.js';
import { createSubscriptionPlansService } from './services/subscription-plans.js';

export type BuildServerOptions = {
  db: Database;
  /** The built app (index.html, assets/, storybook/). Without it only /api/v1 is served. */
  staticDir?: string | undefined;
  /** The app's built page renderer (dist-ssr/entry-server.js). Without it pages are drawn in the browser. */
  pageRenderer?: string | undefined;
  /** How much of the server drawing pages may take (default 20 a second, 2 at once). */
  pageDrawBudget?: DrawBudgetLimits | undefined;
  /** The seed content's images/, books/ and lessons/ (default: the server package's static/ folder). */
  mediaDir?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** Requests per minute per signed-in learner on /api/v1 routes without their own limit (default 300). */
  rateLimitPerMinute?: number;
  /** Requests per minute per client address without a valid token (default 600: a lab of 60, http/rate-limits.ts). */
  anonymousRateLimitPerMinute?: number;
  /** Sign-ups, and logins, per minute per client address (default 120: a lab of 60). */
  authRateLimitPerMinute?: number;
  /** Sign-ups in an hour per e-mail address, per phone number and per address (defaults in http/rate-limits.ts). */
  signupLimits?: Partial<SignupLimits> | undefined;
  /**
   * Redis for the rate-limit counters, shared by every server on it (default: this process's
   * memory). A URL: the server connects at start (failing if Redis does not answer) and closes the
   * client on close. A client: its owner closes it.
   */
  redis?: RateLimitRedis | undefined;
  /** Request and idle timeouts, connections per address and in all (defaults in http/connections.ts). */
  connections?: Partial<ConnectionLimits> | undefined;
  /** The clock the content, plan and rank caches expire by (default: the process's; tests move one on). */
  cacheClock?: CacheClock;
  /** Sends the confirmation mails (main.ts: the folder mailer; tests keep them in memory). Default: none sent. */
  mailer?: Mailer | undefined;
  /** Where mailed links point (default `http://localhost:3000`), without a trailing slash. */
  publicUrl?: string | undefined;
  /**
   * How often attempts past their deadline are submitted by the server (main.ts: every few
   * seconds). Unset: no sweeper (tests sweep when they choose); a due attempt is still submitted
   * when it is read.
   */
  attemptSweepMs?: number | undefined;
  /** How often item statistics are brought up to date, with the sweeper (default: a minute). */
  itemStatisticsMs?: number | undefined;
  /**
   * The key the payment webhook's HMAC signature is checked with (main.ts:
   * PARIKSHA_PAYMENT_WEBHOOK_SECRET). Default: a random one for this process, enough for the test
   * provider, which signs its own events.
   */
  paymentWebhookSecret?: string | undefined;
  /** The payment gateway (default: the test provider, signing with `paymentWebhookSecret`). */
  paymentProvider?: PaymentProvider | undefined;
  /**
   * The HMAC key of the device cookies (main.ts: PARIKSHA_DEVICE_COOKIE_SECRET; several: the
   * first signs, all verify). Default: a key kept in the database, made by the first server.
   */
  deviceCookieSecret?: string | string[] | undefined;
};

/** Without a mailer, mails are dropped (a server built for a test that reads none). */
const noMailer: Mailer = { send: async () => undefined };
/** How often a PGlite server vacuums its attempts (with the deadline sweeper: the running server). */
const pgliteVacuumMs = 10 * 60_000;

/** 100 KiB: more than any form the app sends; a bigger body is refused with 413. */
export const bodyLimitBytes = 100 * 1024;

/** The Fastify server, not yet listening: main.ts listens, tests use inject() or port 0. */
export async function buildServer({
  db,
  staticDir,
  pageRenderer,
  pageDrawBudget,
  mediaDir = contentMediaDir,
  logger = false,
  rateLimitPerMinute = learnerLimits.api,
  anonymousRateLimitPerMinute = addressLimits.api,
  authRateLimitPerMinute = addressLimits.signIn,
  signupLimits,
  redis,
  connections,
  cacheClock,
  mailer = noMailer,
  publicUrl = 'http://localhost:3000',
  attemptSweepMs,
  itemStatisticsMs = 60_000,
  paymentWebhookSecret = randomBytes(32).toString('hex'),
  paymentProvider = createTestProvider({ webhookSecret: paymentWebhookSecret }),
  deviceCookieSecret,
}: BuildServerOptions) {
  const connectionLimits = { ...defaultConnectionLimits, ...connections };
  const app = Fastify({
    // Authorization headers, cookies and passwords are redacted should any log call include them.
    logger: withLogRedaction(logger),
    bodyLimit: bodyLimitBytes,
    // Off unless a proxy we control sits in front; otherwise X-Forwarded-For would let anyone
    // pick the IP the rate limit counts.
    trustProxy: false,
    // Per-request log lines cost more than this API's cached reads; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors: sendError,
    clientErrorHandler: sendClientError,
    // A body trickled in slowly is cut off with 408; an idle connection is closed.
    ...timeoutOptions(connectionLimits),
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = connectionLimits.max;
  limitConnectionsPerAddress(app.server, connectionLimits.maxPerAddress);
  let rateLimitRedis = typeof redis === 'string' ? undefined : redis;
  if (typeof redis === 'string') {
    const owned = await connectRateLimitRedis(redis, app.log);
    app.addHook('onClose', async () => {
      await owned.quit();
    });
    rateLimitRedis = owned;
  }

  // The zod schemas, after a check that every text is well-formed Unicode.
  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body (which a cross-site form can send without a preflight) is 415.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler(sendError);

  addSecurityHeaders(app);
  // The reader's language cookie, so public pages are drawn in their language on the server, and
  // the device cookies. No hook: only the page renderer and the login read cookies, so other api
  // requests do not pay for parsing them.
  await app.register(fastifyCookie, { hook: false });
  // The trusted-browser cookies of sign-up and login; Secure when the site is served over https.
  const deviceCookies = createDeviceCookies(app, {
    key: deviceCookieSecret === undefined ? () => signingKey(db, 'device-cookie') : async () => deviceCookieSecret,
    secure: publicUrl.startsWith('https:'),
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    // No compressed request bodies: a small upload could inflate to far more than bodyLimit.
    requestEncodings: ['identity'],
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Pariksha api/v1',
        description:
          'Every request may carry `?lang=` (default en). Success: `{ result: 1, data, msg? }`; ' +
          'failure: `{ result: 0, msg, error, code, fields? }` with the HTTP status. Every text sent must be ' +
          'well-formed Unicode: a lone surrogate (JSON `"\\ud800"`) anywhere is a 400 `validation_failed`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          // The token from /signup or /loginUser: opaque, random, stored only as a hash, 30 days.
          bearerAuth: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  const attempts = createAttemptsService(db, { clock: cacheClock, mailer, publicUrl: publicUrl.replace(/\/+$/, '') });
  const itemStatistics = createItemStatistics(db, createPaperCache(db));
  if (attemptSweepMs !== undefined) {
    const sweeper = startDeadlineSweeper(attempts.sweep, {
      everyMs: attemptSweepMs,
      onError: (error) => app.log.error({ err: error }, 'Submitting attempts past their deadline failed'),
    });
    // Stopped before the database closes (main.ts closes it after the server).
    app.addHook('onClose', () => sweeper.stop());
    const vacuum = startPgliteVacuum(db, {
      everyMs: pgliteVacuumMs,
      onError: (error) => app.log.error({ err: error }, 'Vacuuming the attempts failed'),
    });
    if (vacuum !== null) app.addHook('onClose', () => vacuum.stop());
    // Item statistics follow the submits at a distance: every minute, only when attempts changed.
    const statistics = startDeadlineSweeper(itemStatistics.refresh, {
      everyMs: itemStatisticsMs,
      onError: (error) => app.log.error({ err: error }, 'Computing the item statistics failed'),
    });
    app.addHook('onClose', () => statistics.stop());
  }

  const sessions = createSessionsService(db);
  const throttle = createLoginThrottle(db);
  const staffSignIn = createStaffSignIn(db, { sessions, throttle });
  await app.register(apiRoutes, {
    prefix: '/api/v1',
    db,
    staffSignIn,
    plans: createSubscriptionPlansService(db, { clock: cacheClock }),
    content: createContentService(db, { booksDir: join(mediaDir, 'books'), clock: cacheClock }),
    accounts: createAccountsService(db, {
      sessions,
      throttle,
      // A staff member's login asks for the second factor before any session.
      secondFactorStep: staffSignIn.loginStep,
      mailer,
      publicUrl: publicUrl.replace(/\/+$/, ''),
    }),
    attempts,
    access: createAccessService(db),
    trials: createTrialsService(db),
    referrals: createReferralsService(db),
    // The only provider shipped is test mode (no money moves); a real gateway plugs in here.
    commerce: createCommerceService(db, { provider: paymentProvider }),
    forum: createForumService(db),
    videos: createVideosService(db, { lessonsDir: join(mediaDir, 'lessons') }),
    help: createHelpRequestsService(db),
    rateLimitPerMinute,
    anonymousRateLimitPerMinute,
    authRateLimitPerMinute,
    signupLimits: { ...defaultSignupLimits, ...signupLimits },
    deviceCookies,
    redis: rateLimitRedis,
  });

  // Question figures, from the database (every server on it serves the same ones).
  registerFigureMedia(app, createServedFigureFiles(db));
  const site = await registerStaticFiles(app, { staticDir, mediaDir });
  const renderPage =
    site.hasApp && staticDir !== undefined && pageRenderer !== undefined
      ? await loadPageRenderer(app, { staticDir, rendererFile: pageRenderer, drawBudget: pageDrawBudget })
      : null;
  // Every GET that is not the api or a file is a page of the app, drawn here or in the browser.
  const page = createPageHandler(site, renderPage);
  app.get('/', { schema: { hide: true } }, page);
  app.get('/*', { schema: { hide: true } }, page);
  app.setNotFoundHandler(sendNotFound);

  return app;
}

export type ParikshaServer = Awaited<ReturnType<typeof buildServer>>;
