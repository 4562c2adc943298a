import type { AxiosInstance } from 'axios';
import type * as z from 'zod/mini';
import { ApiError } from '../../api/ApiError';

// The studio's calls go through the app's one axios instance (language, bearer, toasts, 401) but
// are checked here, against the contract's schemas imported by the studio's chunk alone: the
// learners' checks (api/responseChecks.ts) never carry a studio schema.

type Envelope<Data> = z.ZodMiniType<{ result: 1; data: Data; msg?: string }>;

export interface StudioAnswer<Data> {
  data: Data;
  /** The server's sentence for a mutation (shown by the client as a toast unless skipped). */
  msg: string | undefined;
}

export interface StudioRequestOptions {
  params?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** The screen says the failure itself (a form, a list's error state): no toast. */
  skipToast?: boolean;
  headers?: Record<string, string>;
}

function checked<Data>(schema: Envelope<Data>, body: unknown): StudioAnswer<Data> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw ApiError.worded('Invalid response from server', { code: 'invalid_response' });
  return { data: parsed.data.data, msg: parsed.data.msg };
}

/** GET a studio answer, checked. */
export async function studioGet<Data>(api: AxiosInstance, path: string, schema: Envelope<Data>, options: StudioRequestOptions = {}): Promise<Data> {
  const response = await api.get<unknown>(path, { params: options.params, signal: options.signal, skipToast: options.skipToast ?? true });
  return checked(schema, response.data).data;
}

/** POST or PUT a body, the answer checked. */
export async function studioSend<Data>(
  api: AxiosInstance,
  method: 'post' | 'put',
  path: string,
  schema: Envelope<Data>,
  body: unknown,
  options: StudioRequestOptions = {},
): Promise<StudioAnswer<Data>> {
  const response = await api.request<unknown>({
    method,
    url: path,
    data: body,
    params: options.params,
    signal: options.signal,
    skipToast: options.skipToast,
    ...(options.headers === undefined ? {} : { headers: options.headers }),
  });
  return checked(schema, response.data);
}
