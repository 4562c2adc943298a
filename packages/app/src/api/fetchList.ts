import type { AxiosInstance } from 'axios';

export interface ListRequest {
  path: string;
  params?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** The list shows its own error (e.g. search as you type): no toast. */
  skipToast?: boolean;
  /** The spec's shape rule: where the list sits in the response body; undefined when it is not there. */
  pick: (body: unknown) => unknown[] | undefined;
  /** Stored when the shape rule does not hold (e.g. 'No FAQ data found'). */
  invalidMessage: string;
  /** Stored when the request fails without a message of its own (e.g. 'Failed to fetch FAQs'). */
  failedMessage: string;
}

/** Reads a field of an object-shaped value, or undefined. */
export function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** An array, or undefined. */
export function asArray(value: unknown): unknown[] | undefined {
  return Array.isArray(value) ? value : undefined;
}

/**
 * A GET with the spec's failure handling: the api client's rejection value passes through, and a
 * failure without a message stores `failedMessage`.
 */
export async function fetchBody(
  api: AxiosInstance,
  request: Pick<ListRequest, 'path' | 'params' | 'signal' | 'skipToast' | 'failedMessage'>,
): Promise<unknown> {
  try {
    return (await api.get(request.path, { params: request.params, signal: request.signal, skipToast: request.skipToast }))
      .data;
  } catch (error) {
    throw error instanceof Error && error.message ? error : new Error(request.failedMessage, { cause: error });
  }
}

/**
 * One list request with the spec's handling: failures as in `fetchBody`, and a response of the
 * wrong shape stores `invalidMessage`. Items are returned as the provider sent them; callers
 * narrow them.
 */
export async function fetchList(api: AxiosInstance, request: ListRequest): Promise<unknown[]> {
  const list = request.pick(await fetchBody(api, request));
  if (!list) throw new Error(request.invalidMessage);
  return list;
}
