import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type DeviceSession, maxLiveSessions, sessionIdleDays, sessionLifetimeDays } from '@pariksha/contract';
import type { Database } from '../db/open.js';
import { authTokens } from '../db/accounts-schema.js';
import { hideQueryParams } from './query-errors.js';

/** 32 random bytes, base64url without padding: always 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** `last_used_at` is written at most this often per token, not on every request. */
const lastUsedResolutionMs = 5 * 60_000;

/**
 * How long a token this server has found live is taken as live without asking the database again.
 * Revoking a token (logout, a password change, signing out a device, a sign-in that drops the least
 * recently used) takes effect at once on the server that revoked it; another server sharing the
 * database may still accept the token for at most this long (SECURITY.md). An expiry that falls
 * within it is still checked on every request.
 */
export const sessionCacheMs = 10_000;
/** Tokens remembered at once, the most recently used kept: a few MB at most. */
const sessionCacheSize = 50_000;

type CachedSession = Learner & { expiresAt: number; lastUsedAt: number; checkedAt: number };

/** The signed-in learner behind a request: whose data it may touch, and which token it used. */
export type Learner = { userId: number; tokenId: number };

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header, or null when there is none or it cannot be one. */
export function bearerToken(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  const token = match?.[1];
  return token !== undefined && tokenPattern.test(token) ? token : null;
}

/**
 * 'Chrome on Android' from a User-Agent header: enough for a learner to recognise a device in
 * Settings, and all that is stored of the header. Null when neither part is recognised.
 */
export function deviceSummary(userAgent: string | undefined): string | null {
  if (userAgent === undefined) return null;
  const ua = userAgent.slice(0, 512);
  const browsers: [RegExp, string][] = [
    [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
    [/\b(?:OPR|Opera)\//, 'Opera'],
    [/\bSamsungBrowser\//, 'Samsung Internet'],
    [/\bUCBrowser\//, 'UC Browser'],
    [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
    [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
    [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  ];
  const systems: [RegExp, string][] = [
    [/\bAndroid\b/, 'Android'],
    [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
    [/\bCrOS\b/, 'ChromeOS'],
    [/\bWindows\b/, 'Windows'],
    [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
    [/\bLinux\b/, 'Linux'],
  ];
  const browser = browsers.find(([pattern]) => pattern.test(ua))?.[1];
  const system = systems.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser !== undefined && system !== undefined) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}

/** Anything drizzle can query through: the database or a transaction. */
type Queryable = Pick<Database, 'insert' | 'update' | 'select' | 'delete'>;

/** When a token was last used (or issued, if never used since): its idle time runs from there. */
const lastActive = sql`coalesce(${authTokens.lastUsedAt}, ${authTokens.createdAt})`;

/** Not revoked, not past `expires_at`, and used within `sessionIdleDays`. */
const live = () =>
  and(
    isNull(authTokens.revokedAt),
    gt(authTokens.expiresAt, sql`now()`),
    gt(lastActive, sql`now() - ${sessionIdleDays}::int * interval '1 day'`),
  );

export type SessionsService = {
  /**
   * A new token for the learner; `db` may be a transaction. Beyond `maxLiveSessions` live tokens,
   * the least recently used are dropped (and the learner's dead rows deleted).
   */
  issue(userId: number, db?: Queryable, device?: string | null): Promise<string>;
  /** The learner a token belongs to, or null when it is unknown, expired, idle too long or revoked. */
  authenticate(token: string): Promise<Learner | null>;
  /** The learner's live sessions, the most recently used first. */
  list(learner: Learner): Promise<DeviceSession[]>;
  /** Revokes one of the learner's own live sessions; false when it is not one (or is another learner's). */
  revokeOwn(userId: number, tokenId: number): Promise<boolean>;
  /** Revokes one token; false when it was already revoked. */
  revoke(tokenId: number): Promise<boolean>;
  /** Revokes every live token of the learner but `keepTokenId`; returns how many. */
  revokeOthers(userId: number, keepTokenId: number, db?: Queryable): Promise<number>;
};

export function createSessionsService(database: Database): SessionsService {
  // Token hash → the live session it was found to be. A save in a mock test comes every few
  // seconds from each candidate: without this, each one paid a query for its token.
  const cache = new LRUCache<string, CachedSession>({ max: sessionCacheSize });
  const forget = (drop: (session: CachedSession) => boolean) => {
    for (const [hash, session] of cache.entries()) if (drop(session)) cache.delete(hash);
  };

  async function touch(session: CachedSession, now: number): Promise<void> {
    if (now - session.lastUsedAt <= lastUsedResolutionMs) return;
    session.lastUsedAt = now;
    await database.update(authTokens).set({ lastUsedAt: sql`now()` }).where(eq(authTokens.id, session.tokenId));
  }

  return {
    async issue(userId, db = database, device = null) {
      const token = newToken();
      await hideQueryParams(
        db.insert(authTokens).values({
          userId,
          tokenHash: hashToken(token),
          expiresAt: sql`now() + ${sessionLifetimeDays}::int * interval '1 day'`,
          device,
        }),
      );
      // Keep the most recently used live tokens (the new one among them); the rest, live or dead, go.
      const kept = db
        .select({ id: authTokens.id })
        .from(authTokens)
        .where(and(eq(authTokens.userId, userId), live()))
        .orderBy(desc(lastActive), desc(authTokens.id))
        .limit(maxLiveSessions);
      await db.delete(authTokens).where(and(eq(authTokens.userId, userId), notInArray(authTokens.id, kept)));
      // Some of the learner's tokens may have been dropped: they are looked up again.
      forget((session) => session.userId === userId);
      return token;
    },

    async authenticate(token) {
      const hash = hashToken(token);
      const now = Date.now();
      const cached = cache.get(hash);
      if (cached !== undefined && now - cached.checkedAt < sessionCacheMs && now < cached.expiresAt) {
        await touch(cached, now);
        return { userId: cached.userId, tokenId: cached.tokenId };
      }
      const [row] = await hideQueryParams(
        database
          .select({ id: authTokens.id, userId: authTokens.userId, lastUsedAt: authTokens.lastUsedAt, expiresAt: authTokens.expiresAt })
          .from(authTokens)
          .where(and(eq(authTokens.tokenHash, hash), live())),
      );
      if (row === undefined) {
        cache.delete(hash);
        return null;
      }
      const session: CachedSession = {
        userId: row.userId,
        tokenId: row.id,
        expiresAt: row.expiresAt.getTime(),
        // Never used: written now.
        lastUsedAt: row.lastUsedAt?.getTime() ?? 0,
        checkedAt: now,
      };
      await touch(session, now);
      cache.set(hash, session);
      return { userId: row.userId, tokenId: row.id };
    },

    async list({ userId, tokenId }) {
      const rows = await database
        .select({
          id: authTokens.id,
          createdAt: authTokens.createdAt,
          lastActive: sql`${lastActive}`.mapWith(authTokens.createdAt),
          device: authTokens.device,
        })
        .from(authTokens)
        .where(and(eq(authTokens.userId, userId), live()))
        .orderBy(desc(lastActive), desc(authTokens.id));
      return rows.map((row) => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastActive.toISOString(),
        device: row.device,
        current: row.id === tokenId,
      }));
    },

    async revokeOwn(userId, tokenId) {
      const dropped = (session: CachedSession) => session.tokenId === tokenId;
      forget(dropped);
      const revoked = await database
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authTokens.id, tokenId), eq(authTokens.userId, userId), live()))
        .returning({ id: authTokens.id });
      // Again: a request may have looked the token up while it was being revoked.
      forget(dropped);
      return revoked.length > 0;
    },

    async revoke(tokenId) {
      const dropped = (session: CachedSession) => session.tokenId === tokenId;
      forget(dropped);
      const revoked = await database
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)))
        .returning({ id: authTokens.id });
      // Again: a request may have looked the token up while it was being revoked.
      forget(dropped);
      return revoked.length > 0;
    },

    async revokeOthers(userId, keepTokenId, db = database) {
      const dropped = (session: CachedSession) => session.userId === userId && session.tokenId !== keepTokenId;
      forget(dropped);
      const revoked = await db
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authTokens.userId, userId), ne(authTokens.id, keepTokenId), live()))
        .returning({ id: authTokens.id });
      forget(dropped);
      return revoked.length;
    },
  };
}
