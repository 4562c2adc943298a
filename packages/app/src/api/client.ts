import axios, { AxiosError, type AxiosAdapter, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { MessageKey } from '../i18n/en';
import { translate } from '../i18n/translate';
import { ApiError, RequestPreparationError, type ApiErrorDetails } from './ApiError';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Suppresses this request's success and error toasts (the spec's skip option). */
    skipToast?: boolean;
  }
}

export interface ApiClientOptions {
  /** The provider's api/v1 base; same origin in production. */
  baseURL?: string;
  /**
   * The spec sets no timeout, but a learner on a stalled mobile connection must not wait
   * forever: after this long the request ends as a network error.
   */
  timeoutMs?: number;
  /** The transport; the server's page renderer answers requests inside its own process. */
  adapter?: AxiosAdapter;
  /**
   * The `lang` of a request that does not name its own (a query names the language of its key).
   * The client's own toasts speak the language each request was sent in.
   */
  getLanguage: () => string;
  getToken: () => string | null;
  /** Called on a 401: the stored token is removed. */
  onUnauthorized: () => void;
  notify: { success: (message: string) => void; error: (message: string) => void };
}

export const defaultTimeoutMs = 20_000;

const statusMessages: Record<number, MessageKey> = {
  400: 'api.badRequest',
  401: 'api.unauthorized',
  403: 'api.forbidden',
  404: 'api.notFound',
  500: 'api.serverError',
};

interface EnvelopeFields {
  data?: unknown;
  msg?: unknown;
  error?: unknown;
  code?: unknown;
  fields?: unknown;
}

/** The envelope's fields, each still unknown until read (any body, even an HTML error page). */
function envelopeOf(body: unknown): EnvelopeFields {
  if (typeof body !== 'object' || body === null) return {};
  const field = (name: keyof EnvelopeFields): unknown => (name in body ? Reflect.get(body, name) : undefined);
  return { data: field('data'), msg: field('msg'), error: field('error'), code: field('code'), fields: field('fields') };
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The failure an envelope describes: its `error` sentence (in the request's language), else the spec's 'An error occurred'. */
function failureOf(body: EnvelopeFields, details: ApiErrorDetails): ApiError {
  const said = nonEmptyString(body.error);
  return said === undefined ? ApiError.worded('An error occurred', details) : new ApiError(said, details);
}

/**
 * The one axios instance for api/v1, with the spec's request and response handling
 * (sections 7 and 8) in its interceptors.
 */
export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const { notify } = options;
  const language = () => options.getLanguage() || 'en';
  /** A toast of the client's own in the language `config`'s request was sent in (its `lang`). */
  const message = (key: MessageKey, config: AxiosRequestConfig | undefined) => {
    const lang: unknown = config?.params?.lang;
    return translate(typeof lang === 'string' && lang !== '' ? lang : language(), key);
  };
  const client = axios.create({
    baseURL: options.baseURL ?? '/api/v1',
    timeout: options.timeoutMs ?? defaultTimeoutMs,
    headers: { Accept: 'application/json' },
    ...(options.adapter ? { adapter: options.adapter } : {}),
    // A 304 is a success that carries no list: it becomes an empty one below.
    validateStatus: (status) => (status >= 200 && status < 300) || status === 304,
  });

  client.interceptors.request.use((config) => {
    try {
      const params: Record<string, unknown> = { ...config.params };
      params.lang ??= language();
      config.params = params;
      const token = options.getToken();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      return config;
    } catch (cause) {
      throw new RequestPreparationError('The request could not be prepared', { cause });
    }
  });

  client.interceptors.response.use(
    (response: AxiosResponse) => {
      if (response.status === 304) {
        response.data = { result: 1, data: [] };
        return response;
      }
      const body = envelopeOf(response.data);
      const msg = nonEmptyString(body.msg);
      // "Without data" is an envelope with no `data` field, as every failure envelope is: a
      // mutation that answers `data: null` with its `msg` (a changed password) is a success.
      const hasData = body.data !== undefined;
      if (msg && !hasData) {
        if (!response.config.skipToast) notify.error(msg);
        throw failureOf(body, { status: response.status, code: nonEmptyString(body.code) });
      }
      if (msg && !response.config.skipToast) notify.success(msg);
      return response;
    },
    (error: unknown) => {
      if (axios.isCancel(error)) throw error; // the caller gave up (e.g. left the page): say nothing
      if (error instanceof RequestPreparationError) {
        notify.error(message('api.requestFailed', undefined));
        throw ApiError.worded('An error occurred', { code: 'request_failed', cause: error });
      }
      const axiosError = error instanceof AxiosError ? error : undefined;
      const skipToast = axiosError?.config?.skipToast === true;
      const response = axiosError?.response;
      if (!response) {
        if (!skipToast) notify.error(message('api.networkError', axiosError?.config));
        throw ApiError.worded('Network error', { code: 'network_error', cause: error });
      }
      const body = envelopeOf(response.data);
      if (response.status === 401) options.onUnauthorized();
      if (!skipToast) {
        const key = statusMessages[response.status] ?? 'api.somethingWrong';
        notify.error(nonEmptyString(body.msg) ?? message(key, response.config));
      }
      throw failureOf(body, {
        status: response.status,
        code: nonEmptyString(body.code),
        fields: stringRecord(body.fields),
        cause: error,
      });
    },
  );

  return client;
}
