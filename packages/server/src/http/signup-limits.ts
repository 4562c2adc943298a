import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressKey } from './rate-limits.js';

// Sign-ups bounded per e-mail address, per phone number and per address over an hour, beside the
// per-minute limit per address (sized for a coaching lab, http/rate-limits.ts). Counted by
// @fastify/rate-limit's own store, so with Redis every server shares them.

export type SignupLimits = {
  /** Sign-ups asked for one e-mail address in an hour (an address has one account: the rest are 409s). */
  perEmail: number;
  /** Accounts made with one phone number in an hour (a family may share one). */
  perPhone: number;
  /** Sign-ups from one address in an hour. */
  perAddressPerHour: number;
};

/** Which count refused a sign-up, and when to try again. */
export type SignupRefusal = { kind: 'email' | 'phone' | 'address'; retryAfterSeconds: number };

export type SignupCounts = {
  /** Counts a sign-up that passed the form's checks; null, or which count is full. */
  check(request: FastifyRequest, who: { email: string; phone: string }): Promise<SignupRefusal | null>;
  /** Counts an account made with `phone`. */
  made(request: FastifyRequest, phone: string): Promise<void>;
};

const hour = 60 * 60_000;

/** The stores' keys never hold an e-mail address or a phone number, only their hashes. */
const hashed = (kind: string, value: string) => `signup-${kind}:${createHash('sha256').update(value).digest('hex')}`;

/** The key each count reads, passed through the request: @fastify/rate-limit's keys come from it. */
const keys = new WeakMap<FastifyRequest, string>();
const keyOf = (request: FastifyRequest): string => {
  const key = keys.get(request);
  if (key === undefined) throw new Error('A sign-up count was asked without its key.');
  return key;
};

export function signupCounts(api: FastifyInstance, limits: SignupLimits): SignupCounts {
  const counter = (max: number) => api.createRateLimit({ max, timeWindow: hour, keyGenerator: keyOf });
  const byAddress = counter(limits.perAddressPerHour);
  const byEmail = counter(limits.perEmail);
  const byPhone = counter(limits.perPhone);

  async function count(
    limiter: ReturnType<typeof counter>,
    request: FastifyRequest,
    key: string,
    options?: { increment: boolean },
  ): Promise<number | null> {
    keys.set(request, key);
    const state = await limiter(request, options);
    if (state.isAllowed) return null;
    // Peeking (increment false) sees the count before this sign-up: full once it reaches max.
    const full = options?.increment === false ? state.remaining === 0 : state.isExceeded;
    return full ? Math.max(1, state.ttlInSeconds) : null;
  }

  return {
    async check(request, { email, phone }) {
      const address = await count(byAddress, request, `signup-address:${addressKey(request)}`);
      if (address !== null) return { kind: 'address', retryAfterSeconds: address };
      const byMail = await count(byEmail, request, hashed('email', email));
      if (byMail !== null) return { kind: 'email', retryAfterSeconds: byMail };
      // Only accounts made count against a number, so a stranger's failed tries cannot use it up.
      const byNumber = await count(byPhone, request, hashed('phone', phone), { increment: false });
      if (byNumber !== null) return { kind: 'phone', retryAfterSeconds: byNumber };
      return null;
    },
    async made(request, phone) {
      await count(byPhone, request, hashed('phone', phone));
    },
  };
}
