import { createHash } from 'node:crypto';
import { eq, inArray, lte, sql } from 'drizzle-orm';
import { failedLoginLimit, failedLoginWindowMinutes } from '@pariksha/contract';
import type { Database } from '../db/open.js';
import { loginThrottles } from '../db/accounts-schema.js';
import { networkOf } from '../network.js';

export type ThrottleAttempt =
  | { allowed: true; /** Call once the password proved wrong; a right one clears the reservation. */ settle(failed: boolean): Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

/** A service's answer when the throttle refused the attempt: try again after that many seconds. */
export type Throttled = { ok: false; reason: 'throttled'; retryAfterSeconds: number };

export type LoginThrottle = {
  /**
   * Reserves one attempt for the key before the password is checked, so a burst of parallel
   * guesses cannot all pass while the count is still low. Refused once the window already holds
   * `failedLoginLimit` failures (or reservations). Used for the current password on /changePassword
   * and for a login from a trusted browser (its device cookie's own count, instead of the rules below).
   */
  attempt(key: string): Promise<ThrottleAttempt>;
  /** The same reservation for a login to `email` from the client `address`, by the rules below. */
  attemptLogin(email: string, address: string): Promise<ThrottleAttempt>;
};

/**
 * Login throttling, after OWASP's advice on lockout (count per account, not per address, and do
 * not let the count lock the owner out: a growing delay instead of a lock). Two counters, both in
 * the database, so every server on one PostgreSQL shares them and a restart resets nothing:
 *
 * 1. E-mail + network (the client's IPv4 address, or its IPv6 /64): at most `failedLoginLimit` (5)
 *    failures in a fixed window of `failedLoginWindowMinutes` (15); the next attempt from that
 *    network for that e-mail is a 429 until the window ends, right password or not.
 * 2. E-mail, from every network (an "episode" that ends after `quietResetMinutes` (60) without a
 *    failure): the first `freeFailures` (5) failures cost nothing; each failure from then on delays
 *    the e-mail: `firstDelaySeconds` (60) × 2^(failures − 5), at most `maxDelayMinutes` (15), so
 *    1, 2, 4, 8, 15, 15… minutes. During the delay, a network that failed for this e-mail in this
 *    episode gets a 429 until it ends. A network that has not failed (the owner's phone, say) is let
 *    through: one such "fresh pass" per `freshPassMinutes` (5) per e-mail, else a 429 until the
 *    next pass. Every failure, a fresh pass's too, extends the delay.
 *
 * Attempts are reserved before the password is checked (a burst of parallel guesses cannot pass
 * while the counts are low); a right password gives its reservation back.
 *
 * Worst case for one e-mail, against an attacker who rotates through any number of networks:
 * 5 free failures, at most 6 more as delays run out (1+2+4+8+15+15 minutes fill the hour) and at
 * most 12 fresh passes: never more than 23 guesses in an hour; guessing as soon as allowed gets
 * 18 in the first hour (each fresh pass's failure pushes the delay on, closing the other door),
 * then 12 an hour for as long as it goes on. Today's rule allowed 20 an hour (25 in a rolling
 * hour). From a single network: at most 5 per 15 minutes, in practice 11 in the first hour, then
 * 4 an hour (the delay outlasts the window).
 *
 * The owner, on a network that has not failed for their e-mail, is not kept out by guesses from
 * other networks unless the attacker also spends a new, never-failed network on every fresh pass
 * (12 an hour, sustained); today five requests from anywhere did it. An owner whose own network
 * failed during an attack waits for the delay (at most 15 minutes), as the 429 says.
 */
export const loginBackoff = {
  freeFailures: failedLoginLimit,
  firstDelaySeconds: 60,
  maxDelayMinutes: failedLoginWindowMinutes,
  freshPassMinutes: 5,
  quietResetMinutes: 60,
} as const;

/** How long the e-mail's `failures`-th failure delays it (nothing before `freeFailures`). */
export function loginDelayMs(failures: number): number {
  if (failures < loginBackoff.freeFailures) return 0;
  return Math.min(
    loginBackoff.firstDelaySeconds * 1000 * 2 ** (failures - loginBackoff.freeFailures),
    loginBackoff.maxDelayMinutes * 60_000,
  );
}


const windowInterval = sql`${failedLoginWindowMinutes}::int * interval '1 minute'`;

/** The key is hashed: the table never holds an e-mail address. */
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

const minute = 60_000;
const pairWindowMs = failedLoginWindowMinutes * minute;
const freshPassMs = loginBackoff.freshPassMinutes * minute;
const quietResetMs = loginBackoff.quietResetMinutes * minute;

const refuse = (waitMs: number): ThrottleAttempt => ({ allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });

/** The instant as milliseconds, null staying null. */
const ms = (date: Date | null): number | null => (date === null ? null : date.getTime());

/**
 * Failed sign-ins, counted in the database so every server instance shares them and a restart
 * does not reset them: `attemptLogin` by the rules above, `attempt` (the current password on
 * /changePassword, key `password:<user id>`; a trusted browser's login, key
 * `login-device:<user id>:<nonce>`) in a fixed window of `failedLoginWindowMinutes`.
 * A successful attempt takes its own reservation back.
 */
export function createLoginThrottle(db: Database): LoginThrottle {
  let attemptsSinceSweep = 0;

  /** Now and then, drop rows nobody failed on for long (keys nobody tried again). */
  async function sweep(): Promise<void> {
    attemptsSinceSweep = 0;
    const lastActivity = sql`greatest(${loginThrottles.windowStartedAt}, ${loginThrottles.lastFailedAt}, ${loginThrottles.blockedUntil})`;
    await db
      .delete(loginThrottles)
      .where(lte(lastActivity, sql`now() - ${loginBackoff.quietResetMinutes + 2 * failedLoginWindowMinutes}::int * interval '1 minute'`));
  }

  return {
    async attemptLogin(email, address) {
      if (++attemptsSinceSweep >= 500) await sweep();
      const accountKey = hashKey(`login-account:${email}`);
      const pairKey = hashKey(`login-pair:${email}\n${networkOf(address)}`);
      const reservation = await db.transaction(async (tx) => {
        await tx.insert(loginThrottles).values([{ keyHash: accountKey }, { keyHash: pairKey }]).onConflictDoNothing();
        // Both rows locked, always in key order, so two logins for one e-mail take turns.
        const rows = await tx
          .select({
            keyHash: loginThrottles.keyHash,
            failures: loginThrottles.failures,
            windowStartedAt: loginThrottles.windowStartedAt,
            lastFailedAt: loginThrottles.lastFailedAt,
            blockedUntil: loginThrottles.blockedUntil,
            freshPassAt: loginThrottles.freshPassAt,
            now: sql<number>`extract(epoch from now()) * 1000`.mapWith(Number),
          })
          .from(loginThrottles)
          .where(inArray(loginThrottles.keyHash, [accountKey, pairKey]))
          .orderBy(loginThrottles.keyHash)
          .for('update');
        const accountRow = rows.find((row) => row.keyHash === accountKey);
        const pairRow = rows.find((row) => row.keyHash === pairKey);
        if (accountRow === undefined || pairRow === undefined) throw new Error('The login throttle lost its rows.');
        const now = Math.floor(accountRow.now);

        // The e-mail's episode ends after an hour without failures; the pair's window after 15 minutes.
        const account = {
          failures: accountRow.failures,
          startedAt: accountRow.windowStartedAt.getTime(),
          blockedUntil: ms(accountRow.blockedUntil),
          freshPassAt: ms(accountRow.freshPassAt),
        };
        const newEpisode = (ms(accountRow.lastFailedAt) ?? account.startedAt) <= now - quietResetMs;
        if (newEpisode) Object.assign(account, { failures: 0, startedAt: now, blockedUntil: null, freshPassAt: null });
        const pair = { failures: pairRow.failures, startedAt: pairRow.windowStartedAt.getTime() };
        if (pair.startedAt <= now - pairWindowMs) Object.assign(pair, { failures: 0, startedAt: now });

        if (pair.failures >= failedLoginLimit) return refuse(pair.startedAt + pairWindowMs - now);
        let freshPass = false;
        if (account.blockedUntil !== null && account.blockedUntil > now) {
          const lastFailedHere = ms(pairRow.lastFailedAt);
          if (lastFailedHere !== null && lastFailedHere >= account.startedAt) return refuse(account.blockedUntil - now);
          const nextPass = account.freshPassAt === null ? now : account.freshPassAt + freshPassMs;
          if (nextPass > now) return refuse(Math.min(account.blockedUntil, nextPass) - now);
          freshPass = true;
        }

        account.failures += 1;
        pair.failures += 1;
        const delay = loginDelayMs(account.failures);
        if (delay > 0) account.blockedUntil = Math.max(account.blockedUntil ?? 0, now + delay);
        if (freshPass) account.freshPassAt = now;
        const date = (instant: number | null) => (instant === null ? null : new Date(instant));
        await tx
          .update(loginThrottles)
          .set({
            failures: account.failures,
            windowStartedAt: new Date(account.startedAt),
            blockedUntil: date(account.blockedUntil),
            freshPassAt: date(account.freshPassAt),
            // A new episode forgets the last one's failures.
            ...(newEpisode ? { lastFailedAt: null } : {}),
          })
          .where(eq(loginThrottles.keyHash, accountKey));
        await tx
          .update(loginThrottles)
          .set({ failures: pair.failures, windowStartedAt: new Date(pair.startedAt) })
          .where(eq(loginThrottles.keyHash, pairKey));
        return null;
      });
      if (reservation !== null) return reservation;
      return {
        allowed: true,
        async settle(failed) {
          // One row per statement, in key order: one statement updating both would lock them in
          // whatever order it met them, and could deadlock with a reservation that holds them in
          // key order (seen under load on PostgreSQL: the parallel guesses got 500s).
          const change = failed
            ? { lastFailedAt: sql`now()` }
            : { failures: sql`greatest(${loginThrottles.failures} - 1, 0)` };
          for (const keyHash of [accountKey, pairKey].sort()) {
            await db.update(loginThrottles).set(change).where(eq(loginThrottles.keyHash, keyHash));
          }
        },
      };
    },

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
