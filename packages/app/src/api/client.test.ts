// @vitest-environment node
// The client talks to a real HTTP server on the loopback address, so every branch below is
// exercised through axios's own transport, not a mock of it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../i18n/translate';
import { ApiError } from './ApiError';
import { createApiClient, type ApiClientOptions } from './client';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler = (_req, res) => res.end();
let server: Server;
let baseURL: string;
let lastRequest: { url: string; headers: IncomingMessage['headers'] } | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    lastRequest = { url: req.url ?? '', headers: req.headers };
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function reply(status: number, body?: unknown): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
}

function setup(overrides: Partial<ApiClientOptions> = {}) {
  const notify = { success: vi.fn(), error: vi.fn() };
  const onUnauthorized = vi.fn();
  const options: ApiClientOptions = {
    baseURL,
    getLanguage: () => 'en',
    getToken: () => null,
    onUnauthorized,
    notify,
    ...overrides,
  };
  return { client: createApiClient(options), notify, onUnauthorized };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  lastRequest = undefined;
});

describe('requests', () => {
  it('sends the selected language as lang on every request, beside the caller’s parameters', async () => {
    handler = reply(200, { result: 1, data: [] });
    const { client } = setup({ getLanguage: () => 'hi' });
    await client.get('/getAllExams', { params: { search: 'ssc' } });
    const url = new URL(lastRequest?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/v1/getAllExams');
    expect(url.searchParams.get('lang')).toBe('hi');
    expect(url.searchParams.get('search')).toBe('ssc');
  });

  it('defaults lang to en', async () => {
    handler = reply(200, { result: 1, data: [] });
    const { client } = setup({ getLanguage: () => '' });
    await client.get('/getAllSubscriptions');
    expect(new URL(lastRequest?.url ?? '', 'http://x').searchParams.get('lang')).toBe('en');
  });

  it('carries the stored token as a bearer header, and none when signed out', async () => {
    handler = reply(200, { result: 1, data: {} });
    await setup({ getToken: () => 'tok-123' }).client.get('/getProfile');
    expect(lastRequest?.headers.authorization).toBe('Bearer tok-123');
    await setup().client.get('/getProfile');
    expect(lastRequest?.headers.authorization).toBeUndefined();
  });

  it('sends bodies as JSON', async () => {
    let received = '';
    handler = (req, res) => {
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (received += chunk));
      req.on('end', () => reply(200, { result: 1, data: { ok: true } })(req, res));
    };
    await setup().client.post('/submitContact', { name: 'Asha', phone: '9876543210' });
    expect(lastRequest?.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(received)).toEqual({ name: 'Asha', phone: '9876543210' });
  });

  it('toasts "Request failed. Please try again." when the request cannot be prepared', async () => {
    const { client, notify } = setup({
      getToken: () => {
        throw new Error('storage is unavailable');
      },
    });
    const error = await rejection(client.get('/getProfile'));
    expect(notify.error).toHaveBeenCalledWith('Request failed. Please try again.');
    expect(error.code).toBe('request_failed');
    expect(lastRequest).toBeUndefined();
  });
});

describe('successful responses', () => {
  it('passes a read through without a toast', async () => {
    handler = reply(200, { result: 1, data: [{ id: 1 }] });
    const { client, notify } = setup();
    const response = await client.get('/getAllSubscriptions');
    expect(response.data).toEqual({ result: 1, data: [{ id: 1 }] });
    expect(notify.success).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows a success toast with the msg of a response that has data and a msg', async () => {
    handler = reply(201, { result: 1, data: { id: 7 }, msg: 'Thanks! We will call you soon.' });
    const { client, notify } = setup();
    await client.post('/submitContact', {});
    expect(notify.success).toHaveBeenCalledWith('Thanks! We will call you soon.');
  });

  it('treats a 304 as an empty data list', async () => {
    handler = (_req, res) => {
      res.writeHead(304);
      res.end();
    };
    const { client, notify } = setup();
    const response = await client.get('/getAllFaqs');
    expect(response.data).toEqual({ result: 1, data: [] });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('rejects a response without data but with a msg, with an error toast', async () => {
    handler = reply(200, { result: 0, msg: 'No plans in this region yet', error: 'No plans' });
    const { client, notify } = setup();
    const error = await rejection(client.get('/getAllSubscriptions'));
    expect(notify.error).toHaveBeenCalledWith('No plans in this region yet');
    expect(notify.success).not.toHaveBeenCalled();
    expect(error.message).toBe('No plans');
  });

  it('reads an envelope that names its data, even as null, as a success (a changed password)', async () => {
    handler = reply(200, { result: 1, data: null, msg: 'Password changed.' });
    const { client, notify } = setup();
    const response = await client.post('/changePassword', {});
    expect(response.data).toEqual({ result: 1, data: null, msg: 'Password changed.' });
    expect(notify.success).toHaveBeenCalledWith('Password changed.');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('uses "An error occurred" as the rejection value when that response has no error field', async () => {
    handler = reply(200, { msg: 'Nothing here' });
    const error = await rejection(setup().client.get('/getAllSubscriptions'));
    expect(error.message).toBe('An error occurred');
  });

  it('suppresses the success toast with skipToast', async () => {
    handler = reply(200, { result: 1, data: { id: 1 }, msg: 'Saved' });
    const { client, notify } = setup();
    await client.post('/updateProfile', {}, { skipToast: true });
    expect(notify.success).not.toHaveBeenCalled();
  });
});

describe('HTTP errors', () => {
  const defaults: Array<[number, string]> = [
    [400, 'Bad request. Please check your input.'],
    [401, 'Unauthorized. Please login again.'],
    [403, 'Forbidden: Access denied.'],
    [404, 'Resource not found.'],
    [500, 'Server error. Please try again later.'],
    [409, 'Something went wrong.'],
    [429, 'Something went wrong.'],
    [503, 'Something went wrong.'],
  ];

  it.each(defaults)('toasts the default message for %i when the server gives none', async (status, text) => {
    handler = reply(status, {});
    const { client, notify } = setup();
    const error = await rejection(client.get('/getAllCourses'));
    expect(notify.error).toHaveBeenCalledExactlyOnceWith(text);
    expect(error.status).toBe(status);
    expect(error.message).toBe('An error occurred');
  });

  it('toasts the server msg instead of the default when there is one', async () => {
    handler = reply(400, { result: 0, msg: 'Enter a valid e-mail address', error: 'Invalid email', code: 'validation_failed' });
    const { client, notify } = setup();
    await rejection(client.post('/signup', {}));
    expect(notify.error).toHaveBeenCalledExactlyOnceWith('Enter a valid e-mail address');
  });

  it('rejects with the server error field, code and field messages', async () => {
    handler = reply(409, {
      result: 0,
      msg: 'An account with this email already exists',
      error: 'An account with this email already exists',
      code: 'email_taken',
      fields: { email: 'An account with this email already exists' },
    });
    const error = await rejection(setup().client.post('/signup', {}));
    expect(error.message).toBe('An account with this email already exists');
    expect(error.code).toBe('email_taken');
    expect(error.fields).toEqual({ email: 'An account with this email already exists' });
  });

  it('removes the stored token on a 401, and only then', async () => {
    handler = reply(401, { result: 0, msg: 'Your session has ended', error: 'Unauthorized', code: 'unauthorized' });
    const signedIn = setup({ getToken: () => 'expired' });
    await rejection(signedIn.client.get('/getProfile'));
    expect(signedIn.onUnauthorized).toHaveBeenCalledOnce();
    expect(signedIn.notify.error).toHaveBeenCalledWith('Your session has ended');

    handler = reply(403, {});
    const forbidden = setup({ getToken: () => 'valid' });
    await rejection(forbidden.client.get('/getProfile'));
    expect(forbidden.onUnauthorized).not.toHaveBeenCalled();
  });

  it('suppresses the error toast with skipToast but still rejects and still signs out on 401', async () => {
    handler = reply(401, {});
    const { client, notify, onUnauthorized } = setup();
    const error = await rejection(client.get('/getProfile', { skipToast: true }));
    expect(notify.error).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(error.status).toBe(401);
  });

  it('tolerates a non-JSON error body', async () => {
    handler = (_req, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    };
    const { client, notify } = setup();
    const error = await rejection(client.get('/getAllExams'));
    expect(notify.error).toHaveBeenCalledWith('Something went wrong.');
    expect(error.message).toBe('An error occurred');
  });
});

describe('no response', () => {
  it('toasts the network error and rejects with "Network error" when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { client, notify } = setup({ baseURL: `http://127.0.0.1:${port}/api/v1` });
    const error = await rejection(client.get('/getAllSubscriptions'));
    expect(notify.error).toHaveBeenCalledExactlyOnceWith('Network error. Please check your connection.');
    expect(error.message).toBe('Network error');
    expect(error.status).toBeUndefined();
  });

  it('ends a request that hangs as the network error after the timeout', async () => {
    handler = () => {
      /* never answers, like a stalled mobile connection */
    };
    const { client, notify } = setup({ timeoutMs: 150 });
    const error = await rejection(client.get('/getAllSubscriptions'));
    expect(error.message).toBe('Network error');
    expect(notify.error).toHaveBeenCalledWith('Network error. Please check your connection.');
  });

  it('waits 20 seconds by default before giving up', () => {
    const { client } = setup();
    expect(client.defaults.timeout).toBe(20_000);
  });

  it('stays silent when the caller cancels the request', async () => {
    handler = () => {
      /* never answers */
    };
    const { client, notify } = setup();
    const controller = new AbortController();
    const pending = client.get('/getAllSubscriptions', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'CanceledError' });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows the network error in Hindi when Hindi is selected', async () => {
    handler = () => {};
    await loadCatalogue('hi');
    const { client, notify } = setup({ timeoutMs: 100, getLanguage: () => 'hi' });
    await rejection(client.get('/getAllSubscriptions'));
    expect(notify.error).toHaveBeenCalledWith('नेटवर्क त्रुटि। कृपया अपना कनेक्शन जाँचें।');
  });
});
