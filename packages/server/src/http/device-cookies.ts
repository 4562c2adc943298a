import { Signer } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  decodeEntries,
  type DeviceEntry,
  deviceTrustDays,
  encodeEntries,
  keptEntries,
} from '../services/accounts/device-trust.js';

// The device cookies (SECURITY.md, "Device cookies"): signed with HMAC-SHA256 by @fastify/cookie's
// signer, HttpOnly (no script reads them), SameSite=Strict, Secure when the site is served over
// https, and sent back only to the login, the one route that reads them.

/**
 * `pariksha_devices` holds the browser's trusted accounts and is written by each login, which
 * reads it; `pariksha_device_recent` holds the one account a sign-up or a password change trusted
 * (those routes are not sent the list, so cannot add to it), and the next login moves it into the
 * list. Two bounded cookies, whatever the number of accounts signed in on a lab's computer.
 */
export const deviceCookieNames = { trusted: 'pariksha_devices', recent: 'pariksha_device_recent' } as const;
export const deviceCookiePath = '/api/v1/loginUser';

export type DeviceCookies = {
  /** The entries of the request's device cookies whose signatures hold (none for a forged or garbled one). */
  read(request: FastifyRequest): Promise<DeviceEntry[]>;
  /** After a login: the browser's list, `entry` first, the recent cookie (if any) moved into it. */
  trustAfterLogin(request: FastifyRequest, reply: FastifyReply, known: readonly DeviceEntry[], entry: DeviceEntry): Promise<void>;
  /** After a sign-up or a password change: the one account this browser has just proven. */
  trustRecent(reply: FastifyReply, entry: DeviceEntry): Promise<void>;
};

export type DeviceCookieOptions = {
  /** The HMAC key (several: the first signs, every one verifies, for a change of key). */
  key: () => Promise<string | string[]>;
  /** Only over https (PUBLIC_URL): a browser then never sends it in the clear. */
  secure: boolean;
};

export function createDeviceCookies(app: FastifyInstance, { key, secure }: DeviceCookieOptions): DeviceCookies {
  let signer: Promise<Signer> | undefined;
  // Read once, when first needed: a server never asked to sign anyone in never touches the key.
  const signerOf = (): Promise<Signer> => {
    if (signer === undefined) {
      const reading = key().then((secrets) => new Signer(secrets));
      // A failed read (the database away) is tried again by the next request.
      reading.catch(() => {
        if (signer === reading) signer = undefined;
      });
      signer = reading;
    }
    return signer;
  };
  const attributes = { path: deviceCookiePath, httpOnly: true, sameSite: 'strict', secure } as const;

  function addCookie(reply: FastifyReply, cookie: string): void {
    const already = reply.getHeader('set-cookie');
    const cookies = already === undefined ? [] : Array.isArray(already) ? already : [String(already)];
    reply.header('set-cookie', [...cookies, cookie]);
  }

  const cookiesOf = (request: FastifyRequest): Record<string, string | undefined> => {
    const header = request.headers.cookie;
    return header === undefined ? {} : app.parseCookie(header);
  };

  async function setEntries(reply: FastifyReply, name: string, entries: readonly DeviceEntry[]): Promise<void> {
    const value = (await signerOf()).sign(encodeEntries(entries));
    addCookie(reply, app.serializeCookie(name, value, { ...attributes, maxAge: deviceTrustDays * 24 * 60 * 60 }));
  }

  return {
    async read(request) {
      const cookies = cookiesOf(request);
      const signed = [cookies[deviceCookieNames.trusted], cookies[deviceCookieNames.recent]];
      if (signed.every((value) => value === undefined)) return [];
      const verifier = await signerOf();
      return signed.flatMap((value) => {
        if (value === undefined) return [];
        const unsigned = verifier.unsign(value);
        return unsigned.valid ? decodeEntries(unsigned.value) : [];
      });
    },
    async trustAfterLogin(request, reply, known, entry) {
      await setEntries(reply, deviceCookieNames.trusted, keptEntries(known, entry, entry.issuedAtMs));
      if (cookiesOf(request)[deviceCookieNames.recent] !== undefined) {
        addCookie(reply, app.serializeCookie(deviceCookieNames.recent, '', { ...attributes, maxAge: 0, expires: new Date(0) }));
      }
    },
    async trustRecent(reply, entry) {
      await setEntries(reply, deviceCookieNames.recent, [entry]);
    },
  };
}
