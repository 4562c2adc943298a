import type { ApiErrorCode, ApiFailure } from '@pariksha/contract';

/** One failure envelope; `msg` and `error` carry the same sentence (the client reads either). */
export function failure(code: ApiErrorCode, message: string, fields?: Record<string, string>): ApiFailure {
  return fields === undefined
    ? { result: 0, msg: message, error: message, code }
    : { result: 0, msg: message, error: message, code, fields };
}

type FailureKind = { status: number; code: ApiErrorCode; message: string };

/** The sentences match the client's default toasts where the spec names one. */
export const failures = {
  badRequest: { status: 400, code: 'bad_request', message: 'Bad request. Please check your input.' },
  invalidJson: { status: 400, code: 'invalid_json', message: 'The request body is not valid JSON.' },
  unauthorized: { status: 401, code: 'unauthorized', message: 'Unauthorized. Please login again.' },
  forbidden: { status: 403, code: 'forbidden', message: 'Forbidden: Access denied.' },
  notFound: { status: 404, code: 'not_found', message: 'Resource not found.' },
  payloadTooLarge: { status: 413, code: 'payload_too_large', message: 'The request body is too large.' },
  unsupportedMediaType: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
  requestTimeout: { status: 408, code: 'request_timeout', message: 'The request took too long. Please try again.' },
  headerTooLarge: { status: 431, code: 'header_too_large', message: 'The request headers are too large.' },
  rateLimited: {
    status: 429,
    code: 'rate_limited',
    message: 'Too many requests. Please wait a minute and try again.',
  },
  internal: { status: 500, code: 'internal_error', message: 'Server error. Please try again later.' },
  unavailable: { status: 503, code: 'service_unavailable', message: 'The server is restarting. Please try again.' },
} as const satisfies Record<string, FailureKind>;
