import { createHash } from 'node:crypto';
import { eq, lte, sql } from 'drizzle-orm';
import { failedLoginLimit, failedLoginWindowMinutes } from '../contract/index.js';
import type { Database } from '../db/open.js';
import { loginThrottles } from '../db/schema.js';

export type ThrottleAttempt =
  | { allowed: true; /** Call once the password proved wrong; a right one clears the reservation. */ settle(failed: boolean): Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

export type LoginThrottle = {
  /**
   * Reserves one attempt for the key before the password is checked, so a burst of parallel
   * guesses cannot all pass while the count is still low. Refused once the window already holds
   * `failedLoginLimit` failures (or reservations).
   */
  attempt(key: string): Promise<ThrottleAttempt>;
};

const windowInterval = sql`${failedLoginWindowMinutes}::int * interval '1 minute'`;

/** The key is hashed: the table never holds an e-mail address. */
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Failed sign-ins per key (`login:<email>`, `password:<user id>`) in a fixed window of
 * `failedLoginWindowMinutes`, counted in the database so every server instance shares them and a
 * restart does not reset them. A successful attempt takes its own reservation back.
 */
export function createLoginThrottle(db: Database): LoginThrottle {
  let attemptsSinceSweep = 0;

  /** Now and then, drop windows that ended long ago (keys nobody tried again). */
  async function sweep(): Promise<void> {
    attemptsSinceSweep = 0;
    await db.delete(loginThrottles).where(lte(loginThrottles.windowStartedAt, sql`now() - 2 * ${windowInterval}`));
  }

  return {
    async attempt(key) {
      if (++attemptsSinceSweep >= 500) await sweep();
      const keyHash = hashKey(key);
      const expired = sql`${loginThrottles.windowStartedAt} <= now() - ${windowInterval}`;
      const [row] = await db
        .insert(loginThrottles)
        .values({ keyHash, failures: 1, windowStartedAt: sql`now()` })
        .onConflictDoUpdate({
          target: loginThrottles.keyHash,
          set: {
            failures: sql`case when ${expired} then 1 else ${loginThrottles.failures} + 1 end`,
            windowStartedAt: sql`case when ${expired} then now() else ${loginThrottles.windowStartedAt} end`,
          },
        })
        .returning({
          failures: loginThrottles.failures,
          retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${loginThrottles.windowStartedAt} + ${windowInterval} - now()))))::int`,
        });
      if (row === undefined) throw new Error('The login throttle returned no row.');
      if (row.failures > failedLoginLimit) {
        return { allowed: false, retryAfterSeconds: row.retryAfterSeconds };
      }
      return {
        allowed: true,
        async settle(failed) {
          if (failed) return;
          await db
            .update(loginThrottles)
            .set({ failures: sql`greatest(${loginThrottles.failures} - 1, 0)` })
            .where(eq(loginThrottles.keyHash, keyHash));
        },
      };
    },
  };
}
