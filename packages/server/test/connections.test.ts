import { connect, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { drizzle } from 'drizzle-orm/pglite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildServer, type BuildServerOptions, type ParikshaServer } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { failureEnvelope } from '@pariksha/contract';
import { schema } from '../src/db/schema.js';
import { defaultConnectionLimits } from '../src/http/connections.js';
import { networkOf } from '../src/network.js';

// Issue 10, items 5 and 8: slow clients, connections held open, malformed chunked bodies. A real
// listening server (port 0) with short limits; no database is needed (a failing mock stands in).

let servers: ParikshaServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

type Listening = { app: ParikshaServer; port: number; logLines: () => Array<{ level: number; msg: string }> };

async function listen(options: Omit<BuildServerOptions, 'db'> = {}): Promise<Listening> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = await buildServer({ db: drizzle.mock({ schema }), logger: { level: 'info', stream }, ...options });
  servers.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return {
    app,
    port: address.port,
    logLines: () => lines.flatMap((line) => line.trim().split('\n')).map((line) => JSON.parse(line) as { level: number; msg: string }),
  };
}

type Conversation = { received: string; closed: boolean; ms: number };

/** Opens a raw connection, lets `talk` write to it, and collects what comes back until it closes or `giveUpMs` passes. */
function converse(port: number, talk: (socket: Socket) => void, giveUpMs = 3_000): Promise<Conversation> {
  return new Promise((resolve) => {
    const started = Date.now();
    let received = '';
    const socket = connect(port, '127.0.0.1', () => talk(socket));
    const giveUp = setTimeout(() => {
      resolve({ received, closed: false, ms: Date.now() - started });
      socket.destroy();
    }, giveUpMs);
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ received, closed: true, ms: Date.now() - started });
    });
  });
}

function bodyOf(raw: string): unknown {
  return JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
}

/** Connected, and known to the server: a request on it has been answered. */
function openConnection(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('GET /api/v1/noSuchThing HTTP/1.1\r\nHost: x\r\n\r\n');
    });
    socket.once('data', () => resolve(socket));
    socket.once('error', reject);
    socket.once('close', () => reject(new Error('closed before an answer')));
  });
}

const shortLimits = { requestTimeoutMs: 400, idleTimeoutMs: 2_000 };

describe('request timeouts', () => {
  it('cuts off a body that trickles in with the 408 envelope', async () => {
    const { port } = await listen({ connections: shortLimits });
    let timer: NodeJS.Timeout | undefined;
    const result = await converse(port, (socket) => {
      socket.write(
        'POST /api/v1/submitContact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
      );
      // One byte every 50 ms: never idle, never finished.
      timer = setInterval(() => {
        if (socket.writable) socket.write(' ');
      }, 50);
    });
    clearInterval(timer);
    expect(result.closed).toBe(true);
    expect(result.ms).toBeLessThan(2_000);
    expect(result.received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(failureEnvelope.parse(bodyOf(result.received)).code).toBe('request_timeout');
  });

  it('cuts off headers that trickle in with the 408 envelope', async () => {
    const { port } = await listen({ connections: shortLimits });
    let timer: NodeJS.Timeout | undefined;
    const result = await converse(port, (socket) => {
      socket.write('GET /api/v1/getAllSubscriptions HTTP/1.1\r\nHost: x\r\n');
      let header = 0;
      timer = setInterval(() => {
        header += 1;
        if (socket.writable) socket.write(`X-Slow-${header}: 1\r\n`);
      }, 50);
    });
    clearInterval(timer);
    expect(result.closed).toBe(true);
    expect(result.ms).toBeLessThan(2_000);
    expect(result.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that sends nothing', async () => {
    const { port } = await listen({ connections: { requestTimeoutMs: 400, idleTimeoutMs: 400 } });
    const result = await converse(port, () => {});
    expect(result.closed).toBe(true);
    expect(result.ms).toBeLessThan(2_000);
  });

  it('closes an idle keep-alive connection after its answer', async () => {
    const { port } = await listen({ connections: { requestTimeoutMs: 400, idleTimeoutMs: 400 } });
    const result = await converse(port, (socket) => socket.write('GET /api/v1/noSuchThing HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(result.received).toMatch(/^HTTP\/1\.1 404 /);
    expect(result.closed).toBe(true);
    expect(result.ms).toBeLessThan(2_000);
  });

  it('still answers a request sent at once', async () => {
    const { port } = await listen({ connections: shortLimits });
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/submitContact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Asha', phone: 'not a phone' }),
    });
    expect(response.status).toBe(400);
    expect(failureEnvelope.parse(await response.json()).code).toBe('validation_failed');
  });
});

describe('connections per address', () => {
  it('refuses one connection more than the limit from one address, and takes one again after a close', async () => {
    const { port } = await listen({ connections: { maxPerAddress: 3 } });
    const open = [await openConnection(port), await openConnection(port), await openConnection(port)];
    try {
      const extra = await converse(port, (socket) => socket.write('GET /api/v1/noSuchThing HTTP/1.1\r\nHost: x\r\n\r\n'));
      expect(extra.closed).toBe(true);
      expect(extra.received).toBe('');

      // The open ones still work.
      const again = await new Promise<string>((resolve) => {
        open[0]?.once('data', (chunk: Buffer) => resolve(chunk.toString()));
        open[0]?.write('GET /api/v1/noSuchThing HTTP/1.1\r\nHost: x\r\n\r\n');
      });
      expect(again).toMatch(/^HTTP\/1\.1 404 /);

      // A closed one frees its place.
      await new Promise<void>((resolve) => {
        open[1]?.once('close', () => resolve());
        open[1]?.destroy();
      });
      // The server frees it when it sees the close, a moment after the client: tried until it has.
      const replacement = await vi.waitFor(() => openConnection(port), { timeout: 2_000, interval: 20 });
      replacement.destroy();
    } finally {
      for (const socket of open) socket.destroy();
    }
  });

  it('refuses one connection more than the limit in all', async () => {
    const { port } = await listen({ connections: { max: 2 } });
    const open = [await openConnection(port), await openConnection(port)];
    try {
      const extra = await converse(port, (socket) => socket.write('GET /api/v1/noSuchThing HTTP/1.1\r\nHost: x\r\n\r\n'));
      expect(extra.closed).toBe(true);
      expect(extra.received).toBe('');
    } finally {
      for (const socket of open) socket.destroy();
    }
  });

  it('counts an IPv4-mapped address as its IPv4 address and an IPv6 address by its /64', () => {
    expect(networkOf('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(networkOf('203.0.113.9')).toBe('203.0.113.9');
    expect(networkOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:DB8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0db8:0001:0002:ffff::1%eth0')).toBe('2001:db8:1:2::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});

describe('configuration', () => {
  it('reads the timeouts and connection limits from the environment, with defaults', () => {
    expect(readConfig({}).connections).toEqual(defaultConnectionLimits);
    expect(
      readConfig({
        REQUEST_TIMEOUT_MS: '5000',
        IDLE_TIMEOUT_MS: '6000',
        MAX_CONNECTIONS_PER_ADDRESS: '7',
        MAX_CONNECTIONS: '800',
      }).connections,
    ).toEqual({ requestTimeoutMs: 5_000, idleTimeoutMs: 6_000, maxPerAddress: 7, max: 800 });
    expect(() => readConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(/MAX_CONNECTIONS_PER_ADDRESS/);
  });
});

describe('malformed chunked bodies', () => {
  const badBodies = ['zz\r\n{}\r\n0\r\n\r\n', '3\r\n{}xyz\r\n0\r\n\r\n', '-1\r\n{}\r\n0\r\n\r\n'];
  const paths = ['/api/v1/loginUser', '/api/v1/signup', '/api/v1/changePassword', '/api/v1/submitContact', '/api/v1/noSuchThing'];

  it('answers each with the 400 envelope and writes no warning or error to the log', async () => {
    const { port, logLines } = await listen();
    for (const body of badBodies) {
      for (const path of paths) {
        const result = await converse(port, (socket) =>
          socket.write(
            `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${body}`,
          ),
        );
        expect(result.received, `${path} ${JSON.stringify(body)}`).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
        expect(failureEnvelope.parse(bodyOf(result.received)).code).toBe('bad_request');
      }
    }
    // Give any hook still running on a closed connection time to finish and log.
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Nothing at warn (40) or above: a malformed request is the client's error, not ours.
    const errors = logLines().filter((line) => line.level >= 40);
    expect(errors).toEqual([]);
  });
});
