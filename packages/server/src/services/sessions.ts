import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { sessionLifetimeDays } from '../contract/index.js';
import type { Database } from '../db/open.js';
import { authTokens } from '../db/schema.js';
import { hideQueryParams } from './query-errors.js';

/** 32 random bytes, base64url without padding: always 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** `last_used_at` is written at most this often per token, not on every request. */
const lastUsedResolutionMs = 5 * 60_000;

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

/** Anything drizzle can query through: the database or a transaction. */
type Queryable = Pick<Database, 'insert' | 'update' | 'select'>;

export type SessionsService = {
  /** A new token for the learner; `db` may be a transaction. */
  issue(userId: number, db?: Queryable): Promise<string>;
  /** The learner a token belongs to, or null when it is unknown, expired or revoked. */
  authenticate(token: string): Promise<Learner | null>;
  /** Revokes one token; false when it was already revoked. */
  revoke(tokenId: number): Promise<boolean>;
  /** Revokes every live token of the learner but `keepTokenId`; returns how many. */
  revokeOthers(userId: number, keepTokenId: number, db?: Queryable): Promise<number>;
};

export function createSessionsService(database: Database): SessionsService {
  return {
    async issue(userId, db = database) {
      const token = newToken();
      await hideQueryParams(
        db.insert(authTokens).values({
          userId,
          tokenHash: hashToken(token),
          expiresAt: sql`now() + ${sessionLifetimeDays}::int * interval '1 day'`,
        }),
      );
      return token;
    },

    async authenticate(token) {
      const [row] = await hideQueryParams(
        database
          .select({ id: authTokens.id, userId: authTokens.userId, lastUsedAt: authTokens.lastUsedAt })
          .from(authTokens)
          .where(
            and(
              eq(authTokens.tokenHash, hashToken(token)),
              isNull(authTokens.revokedAt),
              gt(authTokens.expiresAt, sql`now()`),
            ),
          ),
      );
      if (row === undefined) return null;
      if (row.lastUsedAt === null || Date.now() - row.lastUsedAt.getTime() > lastUsedResolutionMs) {
        await database.update(authTokens).set({ lastUsedAt: sql`now()` }).where(eq(authTokens.id, row.id));
      }
      return { userId: row.userId, tokenId: row.id };
    },

    async revoke(tokenId) {
      const revoked = await database
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)))
        .returning({ id: authTokens.id });
      return revoked.length > 0;
    },

    async revokeOthers(userId, keepTokenId, db = database) {
      const revoked = await db
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authTokens.userId, userId), ne(authTokens.id, keepTokenId), isNull(authTokens.revokedAt)))
        .returning({ id: authTokens.id });
      return revoked.length;
    },
  };
}
