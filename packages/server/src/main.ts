import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app.js';
import { defaultDrawBudget } from './http/draw-budget.js';
import { ConfigError, readConfig, type ServerConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { openDatabase } from './db/open.js';
import { prepareDatabase } from './db/prepare.js';
import { createFolderMailer } from './services/mailer/index.js';
import { RedisUnavailableError } from './http/rate-limit-redis.js';
import { buildStorybookSite } from './http/storybook-site.js';

/** How often due attempts are submitted: a deadline is honoured within this (plus the save grace). */
const attemptSweepMs = 5_000;

/** A shutdown that takes longer than this (a hung connection) ends with exit code 1. */
const shutdownTimeoutMs = 10_000;

function publicUrl(host: string | undefined, port: number): string {
  const shownHost = host === undefined || host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${port}`;
}

/** With no HOST, every address: dual-stack `::`, or `0.0.0.0` on a machine without IPv6. */
async function listen(app: FastifyInstance, host: string | undefined, port: number): Promise<void> {
  if (host !== undefined) {
    await app.listen({ port, host });
    return;
  }
  try {
    await app.listen({ port, host: '::' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL') throw error;
    await app.listen({ port, host: '0.0.0.0' });
  }
}

function listeningPort(server: FastifyInstance, configured: number): number {
  const address = server.server.address();
  return typeof address === 'object' && address !== null ? address.port : configured;
}

class StorybookPortInUseError extends Error {}

/**
 * The built Storybook on its own port (its own origin), or a note that there is none to serve.
 * A port that is taken stops the start: the operator asked for Storybook there.
 */
async function startStorybookSite(config: ServerConfig): Promise<FastifyInstance | null> {
  if (config.storybook === null) return null;
  const { dir, port } = config.storybook;
  if (!existsSync(join(dir, 'index.html'))) {
    console.warn(`Storybook is not built in ${dir} (pnpm build:storybook): not served.`);
    return null;
  }
  const site = await buildStorybookSite({ dir, logger: { level: config.logLevel }, connections: config.connections });
  try {
    await listen(site, config.host, port);
  } catch (error) {
    await site.close();
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new StorybookPortInUseError(
      `Storybook's port ${port} (STORYBOOK_PORT) is in use: stop what uses it, or set STORYBOOK_PORT to another port (or off).`,
    );
  }
  return site;
}

async function start(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (error) => console.error(`PostgreSQL connection error: ${error.message}`),
  });

  let app: Awaited<ReturnType<typeof buildServer>> | undefined;
  let storybook: FastifyInstance | null = null;
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const timer = setTimeout(() => {
      console.error(`Shutdown after ${signal} took over ${shutdownTimeoutMs / 1000} s; exiting.`);
      process.exit(1);
    }, shutdownTimeoutMs);
    timer.unref();
    try {
      // Stop taking requests and finish the ones in flight, then close the database (PGlite
      // writes its files and the DATA_DIR lock is released).
      await Promise.all([app?.close(), storybook?.close()]);
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  // Registered before the slow start-up steps so a Ctrl-C during migration still closes PGlite.
  // `once`: a second signal ends the process at once (Node's default action).
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));

  try {
    await prepareDatabase(database);
    app = await buildServer({
      db: database.db,
      staticDir: config.staticDir,
      pageRenderer: config.pageRenderer,
      pageDrawBudget: { ...defaultDrawBudget, perSecond: config.pageDrawsPerSecond },
      logger: { level: config.logLevel },
      rateLimitPerMinute: config.rateLimitPerMinute,
      anonymousRateLimitPerMinute: config.anonymousRateLimitPerMinute,
      authRateLimitPerMinute: config.authRateLimitPerMinute,
      signupLimits: config.signupLimits,
      redis: config.redisUrl,
      connections: config.connections,
      // Each mail a file in MAIL_DIR and an info line in the log (see the README's "Reading the mails").
      mailer: createFolderMailer(config.mailDir, { info: (details, message) => app?.log.info(details, message) }),
      publicUrl: config.publicUrl,
      paymentWebhookSecret: config.paymentWebhookSecret,
      deviceCookieSecret: config.deviceCookieSecret,
      // Attempts past their deadline are submitted even if no browser comes back.
      attemptSweepMs,
    });
    if (stopping) return;
    await listen(app, config.host, config.port);
    storybook = await startStorybookSite(config);
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }

  console.info(`Pariksha is listening on ${publicUrl(config.host, listeningPort(app, config.port))} (${database.description})`);
  if (storybook !== null && config.storybook !== null) {
    console.info(`Storybook is served at ${publicUrl(config.host, listeningPort(storybook, config.storybook.port))}`);
  }
}

start().catch((error: unknown) => {
  if (
    error instanceof DataDirLockedError ||
    error instanceof ConfigError ||
    error instanceof RedisUnavailableError ||
    error instanceof StorybookPortInUseError
  ) {
    console.error(error.message);
  } else {
    console.error('The Pariksha server could not start:', error);
  }
  process.exit(1);
});
