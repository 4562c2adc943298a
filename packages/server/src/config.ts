import { join, resolve } from 'node:path';
import { z } from 'zod';
import { type ConnectionLimits, defaultConnectionLimits } from './http/connections.js';
import { addressLimits, defaultSignupLimits, learnerLimits } from './http/rate-limits.js';
import type { SignupLimits } from './http/signup-limits.js';
import { defaultPageRenderer, defaultStaticDir, defaultStorybookDir } from './package-paths.js';

const port = z.coerce.number().int().min(0).max(65_535);

const envSchema = z.object({
  PORT: port.default(3000),
  // Unset: every address, IPv6 and IPv4, so http://localhost:3000 works whichever of ::1 and
  // 127.0.0.1 the browser tries first, and a phone on the same Wi-Fi can reach it too.
  // Set HOST=127.0.0.1 to keep it on this machine only.
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  // The rate-limit counters, shared by every server behind one load balancer (unset: counted in
  // this process's memory, right for one server).
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  STATIC_DIR: z.string().min(1).optional(),
  // The static Storybook, served on its own port so that no story or addon script ever runs on
  // the app's origin, where the learner's token is kept. 'off': not served by this process (a
  // static host serves STORYBOOK_DIR instead); 0: any free port.
  STORYBOOK_PORT: z.union([z.literal('off'), port]).default(6006),
  STORYBOOK_DIR: z.string().min(1).optional(),
  PAGE_RENDERER: z.string().min(1).optional(),
  // Pages drawn per second at most (each takes the one thread for milliseconds); beyond it the
  // last drawn copy or the plain index.html is sent, so the api stays fast during a flood.
  PAGE_DRAWS_PER_SECOND: z.coerce.number().int().positive().default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  // Per signed-in learner (their token) on /api/v1 routes without a limit of their own.
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(learnerLimits.api),
  // Per client address, for requests without a valid token (visitors, a bad token): sized for a
  // coaching lab of 60 learners behind one address. A load test from one machine raises it.
  ANONYMOUS_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(addressLimits.api),
  // Per client address on /signup and on /loginUser (each its own count), sized for a lab.
  // End-to-end tests sign up many learners from one address and raise it; the limits per e-mail
  // and phone, and the failed-login limit, stay.
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(addressLimits.signIn),
  // Accounts made with one phone number in an hour, and sign-ups from one address in an hour.
  // End-to-end tests sign many learners up with one number from one address and raise both.
  SIGNUPS_PER_PHONE: z.coerce.number().int().positive().default(defaultSignupLimits.perPhone),
  SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(defaultSignupLimits.perAddressPerHour),
  // A request's headers and body must arrive within this, or it is answered 408 and closed (a
  // body trickled in a byte at a time held a connection for minutes). The largest body, 100 KiB,
  // takes about 13 s at 64 kbit/s.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  // A connection that sends nothing for this long, before its first request or between requests,
  // is closed. 72 s is Fastify's keep-alive default, above the 60 s idle time of common proxies.
  IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(72_000),
  // Open connections per client address (per /64 network for IPv6); one more is closed at once.
  // Sized for a lab of 60 browsers behind one address, 6 each (http/connections.ts).
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().positive().default(defaultConnectionLimits.maxPerAddress),
  // Open connections in all; one more is closed at once.
  MAX_CONNECTIONS: z.coerce.number().int().positive().default(defaultConnectionLimits.max),
  // The folder the confirmation mails are written to (default: DATA_DIR/mail).
  MAIL_DIR: z.string().min(1).optional(),
  // The address mailed links point to; default http://localhost:PORT.
  PUBLIC_URL: z.string().regex(/^https?:\/\/[^\s]+$/, 'PUBLIC_URL must start with http:// or https://').optional(),
  // The payment webhook's HMAC key. Unset: a random key per process, enough for the test
  // provider (it signs its own events); a real gateway's webhooks need the key it was given.
  PARIKSHA_PAYMENT_WEBHOOK_SECRET: z
    .string()
    .min(32, 'PARIKSHA_PAYMENT_WEBHOOK_SECRET must have at least 32 characters')
    .optional(),
  // The device cookies' HMAC key; a comma-separated list changes it (the first signs, every one
  // verifies). Unset: a random key kept in the database, shared by every server on it.
  PARIKSHA_DEVICE_COOKIE_SECRET: z
    .string()
    .transform((value) => value.split(',').map((key) => key.trim()))
    .pipe(z.array(z.string().min(32, 'each key in PARIKSHA_DEVICE_COOKIE_SECRET must have at least 32 characters')))
    .optional(),
});

export type ServerConfig = {
  port: number;
  /** Undefined: listen on every address (dual-stack where the machine has IPv6). */
  host: string | undefined;
  /** Absolute; resolved against the working directory. */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  staticDir: string;
  /** Where the static Storybook is served (never the app's origin); null: not by this process. */
  storybook: { port: number; dir: string } | null;
  /** The app's built page renderer (entry-server.js); absolute. */
  pageRenderer: string;
  pageDrawsPerSecond: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  rateLimitPerMinute: number;
  anonymousRateLimitPerMinute: number;
  authRateLimitPerMinute: number;
  signupLimits: SignupLimits;
  connections: ConnectionLimits;
  /** Absolute: where the folder mailer writes each mail. */
  mailDir: string;
  /** Where mailed links point, without a trailing slash. */
  publicUrl: string;
  /** The payment webhook's HMAC key; undefined: a random one per process. */
  paymentWebhookSecret: string | undefined;
  /** The device cookies' HMAC keys, the first signing; undefined: the one kept in the database. */
  deviceCookieSecret: string[] | undefined;
};

export class ConfigError extends Error {}

/** Reads the server's settings from the environment; empty values count as unset. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: resolve(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    staticDir: vars.STATIC_DIR === undefined ? defaultStaticDir : resolve(vars.STATIC_DIR),
    storybook:
      vars.STORYBOOK_PORT === 'off'
        ? null
        : { port: vars.STORYBOOK_PORT, dir: vars.STORYBOOK_DIR === undefined ? defaultStorybookDir : resolve(vars.STORYBOOK_DIR) },
    pageRenderer: vars.PAGE_RENDERER === undefined ? defaultPageRenderer : resolve(vars.PAGE_RENDERER),
    pageDrawsPerSecond: vars.PAGE_DRAWS_PER_SECOND,
    logLevel: vars.LOG_LEVEL,
    rateLimitPerMinute: vars.RATE_LIMIT_MAX,
    anonymousRateLimitPerMinute: vars.ANONYMOUS_RATE_LIMIT_MAX,
    authRateLimitPerMinute: vars.AUTH_RATE_LIMIT_MAX,
    signupLimits: {
      ...defaultSignupLimits,
      perPhone: vars.SIGNUPS_PER_PHONE,
      perAddressPerHour: vars.SIGNUPS_PER_ADDRESS_PER_HOUR,
    },
    connections: {
      requestTimeoutMs: vars.REQUEST_TIMEOUT_MS,
      idleTimeoutMs: vars.IDLE_TIMEOUT_MS,
      maxPerAddress: vars.MAX_CONNECTIONS_PER_ADDRESS,
      max: vars.MAX_CONNECTIONS,
    },
    mailDir: resolve(vars.MAIL_DIR ?? join(vars.DATA_DIR, 'mail')),
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    paymentWebhookSecret: vars.PARIKSHA_PAYMENT_WEBHOOK_SECRET,
    deviceCookieSecret: vars.PARIKSHA_DEVICE_COOKIE_SECRET,
  };
}
