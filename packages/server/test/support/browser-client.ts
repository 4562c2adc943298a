import { Agent, type IncomingHttpHeaders, request } from 'node:http';

/** One answer over the wire: its status, headers and body as text. */
export type WireAnswer = { status: number; headers: IncomingHttpHeaders; body: string };

export type WireRequest = {
  token?: string;
  payload?: unknown;
  /** The Cookie header, as a browser would send it. */
  cookie?: string;
};

/**
 * A client as a browser is to the server: its own keep-alive connections to one origin, at most
 * six at once (Chromium's limit per host over HTTP/1.1), all from whatever address the machine
 * gives it (127.0.0.1 here, so every client of a test shares one address, like a coaching lab).
 */
export type Browser = {
  send(method: 'GET' | 'POST' | 'PUT', path: string, options?: WireRequest): Promise<WireAnswer>;
  /** Closes its connections. */
  close(): void;
};

export function openBrowser(baseUrl: string, maxSockets = 6): Browser {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const origin = new URL(baseUrl);
  return {
    send(method, path, options = {}) {
      const body = options.payload === undefined ? undefined : JSON.stringify(options.payload);
      const headers: Record<string, string> = { accept: 'application/json' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
      if (options.cookie !== undefined) headers.cookie = options.cookie;
      return new Promise<WireAnswer>((resolve, reject) => {
        const outgoing = request(
          { agent, host: origin.hostname, port: origin.port, method, path: `/api/v1${path}`, headers },
          (incoming) => {
            let text = '';
            incoming.setEncoding('utf8');
            incoming.on('data', (chunk: string) => (text += chunk));
            incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: text }));
            incoming.on('error', reject);
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    },
    close() {
      agent.destroy();
    },
  };
}
