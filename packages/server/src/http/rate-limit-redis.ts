import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Where the rate-limit counters live: a REDIS_URL, or a client its owner closes. */
export type RateLimitRedis = string | Redis;

/** Redis did not answer at start-up: the server refuses to start rather than count in memory. */
export class RedisUnavailableError extends Error {}

/** The URL without its password, for messages and logs. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL (not a valid URL)';
  }
}

/**
 * Opens and checks the Redis client for the rate-limit counters.
 *
 * The options follow @fastify/rate-limit's advice for ioredis (short connect timeout, one retry):
 * a command fails at once while Redis is away (no offline queue) or after a second when it hangs,
 * and the limiter's `skipOnError` then lets the request through (see routes/api.ts). The client
 * reconnects by itself; an outage is logged once when it starts and once when it ends.
 */
export async function connectRateLimitRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const shown = redactRedisUrl(url);
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectionName: 'pariksha-rate-limit',
  });
  // Errors before start-up succeeded end in RedisUnavailableError below instead of a log line.
  let started = false;
  let down = false;
  let lastError: Error | undefined;
  client.on('error', (error: Error) => {
    lastError = error;
    if (!started || down) return;
    down = true;
    log.error(`Redis at ${shown} failed (${error.message}); rate limits are not counted until it is back.`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.warn(`Redis at ${shown} is back; rate limits are counted again.`);
  });
  try {
    await client.connect();
    await client.ping();
    started = true;
  } catch (error) {
    client.disconnect();
    // ioredis rejects with "Connection is closed."; the error event before it says why.
    const reason = (lastError?.message ?? (error instanceof Error ? error.message : String(error))).replace(/\.$/, '');
    throw new RedisUnavailableError(
      `Could not reach Redis at ${shown} (REDIS_URL) for the rate-limit counters: ${reason}. ` +
        'Start Redis, or unset REDIS_URL to count them in this process (one server only).',
    );
  }
  return client;
}
