import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request as forward } from 'node:http';
import { fileURLToPath } from 'node:url';

// Production servers (`node packages/server/dist/main.js`) that a test starts, stops and restarts
// itself, and a round-robin proxy in front of several of them, as a load balancer would be.

const root = fileURLToPath(new URL('..', import.meta.url));
const mainScript = 'packages/server/dist/main.js';
/** A fresh PGlite folder takes 4–7 s to create and migrate; on a busy machine more. */
const startTimeoutMs = 60_000;

export interface ServerOptions {
  port: number;
  /** PGlite's folder (and the mail folder); unused for the database when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl?: string;
}

export interface RunningServer {
  url: string;
  pid: number;
  /** Sends `signal` and resolves with how the process ended. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
}

/** Every server a test started that has not ended: `killLeftoverServers` ends them. */
const running = new Set<ChildProcess>();

/** Starts the built server and resolves once it prints that it listens; rejects with its output if it ends first. */
export async function startServer({ port, dataDir, databaseUrl }: ServerOptions): Promise<RunningServer> {
  const child = spawn(process.execPath, [mainScript], {
    cwd: root,
    // Only what the server reads: an inherited DATABASE_URL must not turn a PGlite server into a PostgreSQL one.
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
      // Each test signs learners up from one address, most with one phone number.
      AUTH_RATE_LIMIT_MAX: '1000',
      SIGNUPS_PER_PHONE: '1000',
      SIGNUPS_PER_ADDRESS_PER_HOUR: '10000',
      // Several run at once; none of these tests looks at Storybook.
      STORYBOOK_PORT: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server on port ${port} did not start within ${startTimeoutMs / 1000} s:\n${stdout}\n${stderr}`));
    }, startTimeoutMs);
    const onData = () => {
      const match = /listening on (http:\/\/\S+)/.exec(stdout);
      if (match?.[1] === undefined) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.off('exit', onExit);
      resolve(match[1]);
    };
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`The server on port ${port} exited with ${code} before listening:\n${stdout}\n${stderr}`));
    };
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });

  return {
    url,
    pid: child.pid ?? -1,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill(signal);
        await exited;
      }
      return { code: child.exitCode, signal: child.signalCode, stderr };
    },
  };
}

/**
 * Ends, at once, every server a test started and left running (a failed or timed-out test), and
 * waits until they are gone: their folders and databases are removed next.
 */
export async function killLeftoverServers(): Promise<void> {
  await Promise.all(
    [...running].map((child) => {
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      return exited;
    }),
  );
}

export interface ProxiedRequest {
  /** The index of the server in `targets` that answered. */
  server: number;
  method: string;
  path: string;
}

export interface RoundRobinProxy {
  url: string;
  /** Every request forwarded so far, in order. */
  forwarded: ProxiedRequest[];
  close(): Promise<void>;
}

/** The api call a request makes (`saveResponses`), or 'page' for pages and files. */
function kindOf(path: string): string {
  return /^\/api\/v1\/([A-Za-z]+)/.exec(path)?.[1] ?? 'page';
}

/**
 * A load balancer in front of `targets`: each request goes to the next server. The turn is kept
 * per kind of request (each api call, and pages with files), so that two requests of one kind in a
 * row — two saves, the attempt read before and after a reload — always reach different servers,
 * whatever else the browser asks for in between.
 */
export async function startRoundRobinProxy(port: number, targets: readonly string[]): Promise<RoundRobinProxy> {
  const turns = new Map<string, number>();
  const forwarded: ProxiedRequest[] = [];
  const proxy = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    const kind = kindOf(path);
    const server = (turns.get(kind) ?? 0) % targets.length;
    turns.set(kind, server + 1);
    forwarded.push({ server, method: incoming.method ?? 'GET', path });
    const target = new URL(targets[server] ?? '');
    const upstream = forward(
      { hostname: target.hostname, port: target.port, method: incoming.method, path, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    forwarded,
    async close() {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
