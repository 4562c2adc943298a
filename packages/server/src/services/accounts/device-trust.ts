import { randomBytes } from 'node:crypto';

// Trusted browsers, after OWASP's "Slow down online guessing attacks with device cookies": a
// browser in which a learner has signed in (signed up, logged in, changed the password) holds an
// entry for that account in a signed cookie (http/device-cookies.ts). A login from it is not held
// by the account's lockout (services/login-throttle.ts) but by a small limit of its own, so an
// attacker guessing from other networks cannot keep the owner out. This file is the entries'
// model; the cookie and its signature are the http layer's.

/** One account's trust in one browser. */
export type DeviceEntry = {
  userId: number;
  /** When the entry was made, by the database's clock (ms): older than the password, it is void. */
  issuedAtMs: number;
  /** 16 random bytes, base64url: names this browser's own failure count. */
  nonce: string;
};

/** An entry is trusted this long after it was made; each sign-in in the browser makes a new one. */
export const deviceTrustDays = 180;
const deviceTrustMs = deviceTrustDays * 24 * 60 * 60_000;
/** Accounts one browser is trusted for at most (a family's shared phone); the most recent are kept. */
export const maxTrustedAccounts = 5;

export function newDeviceEntry(userId: number, issuedAtMs: number): DeviceEntry {
  return { userId, issuedAtMs, nonce: randomBytes(16).toString('base64url') };
}

const live = (entry: DeviceEntry, nowMs: number) => entry.issuedAtMs <= nowMs && nowMs - entry.issuedAtMs < deviceTrustMs;

/**
 * The entry that makes a login to `account` trusted: the account's own, made since its password
 * was last set (a password change ends every other browser's trust), and not expired.
 */
export function trustedEntry(
  entries: readonly DeviceEntry[],
  account: { id: number; passwordChangedAtMs: number },
  nowMs: number,
): DeviceEntry | null {
  return (
    entries.find((entry) => entry.userId === account.id && entry.issuedAtMs >= account.passwordChangedAtMs && live(entry, nowMs)) ??
    null
  );
}

/** The key of a trusted browser's own failure count in the login throttle. */
export const deviceThrottleKey = (entry: DeviceEntry) => `login-device:${entry.userId}:${entry.nonce}`;

/** `added` first, then the others still live, one per account, at most `maxTrustedAccounts`. */
export function keptEntries(entries: readonly DeviceEntry[], added: DeviceEntry, nowMs: number): DeviceEntry[] {
  const kept = [added];
  for (const entry of entries) {
    if (kept.length >= maxTrustedAccounts) break;
    if (kept.some((other) => other.userId === entry.userId) || !live(entry, nowMs)) continue;
    kept.push(entry);
  }
  return kept;
}

const format = 'v1';
const entryPattern = /^([1-9]\d{0,15})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})$/;

/** 'v1~42.mfx3k2a0.<nonce>~…': what the cookie signs. */
export function encodeEntries(entries: readonly DeviceEntry[]): string {
  return [format, ...entries.map((entry) => `${entry.userId}.${entry.issuedAtMs.toString(36)}.${entry.nonce}`)].join('~');
}

/** The entries of a signed cookie's value; anything not made by `encodeEntries` gives none. */
export function decodeEntries(text: string): DeviceEntry[] {
  const [version, ...parts] = text.split('~');
  if (version !== format || parts.length > maxTrustedAccounts) return [];
  const entries: DeviceEntry[] = [];
  for (const part of parts) {
    const match = entryPattern.exec(part);
    if (match === null) return [];
    const [, userId = '', issuedAt = '', nonce = ''] = match;
    entries.push({ userId: Number(userId), issuedAtMs: Number.parseInt(issuedAt, 36), nonce });
  }
  return entries;
}
