import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { networkOf } from '../network.js';

/** How long a client may take and how many connections it may hold (README: configuration). */
export type ConnectionLimits = {
  /** A request's headers and body must arrive within this, or it is answered 408 and closed. */
  requestTimeoutMs: number;
  /** A connection that sends nothing this long, before its first request or between requests, is closed. */
  idleTimeoutMs: number;
  /** Open connections per client address (per /64 network for IPv6); one more is closed at once. */
  maxPerAddress: number;
  /** Open connections in all; one more is closed at once. */
  max: number;
};

export const defaultConnectionLimits: ConnectionLimits = {
  requestTimeoutMs: 30_000,
  idleTimeoutMs: 72_000,
  // A browser keeps up to 6 connections to a site over HTTP/1.1 (Chromium's limit per host), and
  // a coaching lab or a carrier's NAT puts many browsers behind one address: 400 holds a lab of 60
  // browsers (360) with room, while one address still holds at most a twenty-fifth of all.
  maxPerAddress: 400,
  max: 10_000,
};

/**
 * Fastify's and Node's own timeout settings for these limits. Node checks the request and header
 * deadlines on a timer (every 30 s by default, so a 30 s limit could take a minute); it runs here
 * every tenth of the limit, at most once a second.
 */
export function timeoutOptions(limits: ConnectionLimits) {
  const { requestTimeoutMs, idleTimeoutMs } = limits;
  return {
    requestTimeout: requestTimeoutMs,
    // Socket inactivity before and during the first request (Node then uses keepAliveTimeout).
    connectionTimeout: idleTimeoutMs,
    keepAliveTimeout: idleTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      // Node requires headersTimeout <= requestTimeout; its default of 60 s would exceed ours.
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, Math.max(25, Math.floor(requestTimeoutMs / 10))),
    },
  };
}


/**
 * Closes a connection beyond `maxPerAddress` open ones from the same address as soon as it opens
 * (4,000 held open from one address were seen). Counted when the connection opens, released when
 * it closes.
 *
 * Reading `socket.remoteAddress` here also keeps it: Node remembers a socket's peer address once
 * read, and only reads it from the live connection. Without this, a request whose connection is
 * destroyed while its hooks still run (a malformed chunked body makes Node's parser fail and close
 * it) had no `request.ip` left, and the rate limiter threw a TypeError on it: a logged 500.
 */
export function limitConnectionsPerAddress(server: Server, maxPerAddress: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    // Already gone (reset before it was accepted): nothing to serve.
    if (address === undefined) {
      socket.destroy();
      return;
    }
    const group = networkOf(address);
    const count = (open.get(group) ?? 0) + 1;
    if (count > maxPerAddress) {
      socket.destroy();
      return;
    }
    open.set(group, count);
    socket.once('close', () => {
      const left = (open.get(group) ?? 1) - 1;
      if (left > 0) open.set(group, left);
      else open.delete(group);
    });
  });
}
