import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { localiseFieldMessage } from '@pariksha/contract/field-messages';
import { localiseStaffFieldMessage } from '@pariksha/contract/staff-field-messages';
import { failure, failures } from './failure.js';
import { tooManyRequestsMessage } from './too-many-requests.js';

type FailureKind = (typeof failures)[keyof typeof failures];

/** Fastify's and its plugins' error codes that get a more precise answer than their status. */
const kindByErrorCode: Record<string, FailureKind> = {
  FST_ERR_CTP_INVALID_JSON_BODY: failures.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: failures.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: failures.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: failures.unsupportedMediaType,
  // @fastify/compress: a compressed request body (only identity is accepted).
  FST_CP_ERR_INVALID_CONTENT_ENCODING: failures.unsupportedMediaType,
};

const kindByStatus: Record<number, FailureKind> = {
  400: failures.badRequest,
  401: failures.unauthorized,
  403: failures.forbidden,
  404: failures.notFound,
  408: failures.requestTimeout,
  413: failures.payloadTooLarge,
  415: failures.unsupportedMediaType,
  429: failures.rateLimited,
  431: failures.headerTooLarge,
  503: failures.unavailable,
};

type ValidationIssue = { instancePath: string; message?: string | undefined };

/**
 * The request's `?lang=`, read from the query as it came: the query itself may be what failed
 * validation, and the handler answers every request in the language it asked for.
 */
function requestLanguage(request: FastifyRequest): string | undefined {
  const query: unknown = request.query;
  if (typeof query !== 'object' || query === null) return undefined;
  const lang: unknown = Reflect.get(query, 'lang');
  return typeof lang === 'string' ? lang : undefined;
}

/** `{ "email": "Enter a valid email address." }`: the first problem of each field, by its path, in `lang`. */
function fieldsOf(issues: readonly ValidationIssue[], context: string | undefined, lang: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (context ?? 'request');
    fields[name] ??= localiseStaffFieldMessage(localiseFieldMessage(issue.message ?? 'Invalid value.', lang), lang);
  }
  return fields;
}

/**
 * Every error becomes a failure envelope with a fitting status. Bad input is always a 4xx;
 * only a fault of ours is a 500, whose details go to the log and never into the body.
 */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.validation !== undefined && error.validation.length > 0) {
    const fields = fieldsOf(error.validation, error.validationContext, requestLanguage(request));
    const message = Object.values(fields)[0] ?? failures.badRequest.message;
    return reply.code(400).send(failure('validation_failed', message, fields));
  }

  const status = error.statusCode;
  const kind =
    kindByErrorCode[error.code] ??
    (status === undefined ? undefined : kindByStatus[status]) ??
    (status !== undefined && status >= 400 && status < 500 ? { ...failures.badRequest, status } : undefined);

  if (kind === undefined) {
    // The logger writes `err` as a summary without the data (http/error-log.ts); the route is the
    // pattern (`/getCourse/:slug`), not the address, whose query may hold a search term.
    request.log.error({ err: error, method: request.method, route: request.routeOptions.url }, 'request failed');
    return reply.code(failures.internal.status).send(failure(failures.internal.code, failures.internal.message));
  }
  // A rate limit's 429 is read by the learner: in their language.
  const message = kind.status === failures.rateLimited.status ? tooManyRequestsMessage(requestLanguage(request)) : kind.message;
  return reply.code(kind.status).send(failure(kind.code, message));
}

/**
 * Requests Node's HTTP parser rejects never reach Fastify's handlers: answer them with an
 * envelope too, written to the socket the way Node's own handler does.
 */
export function sendClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const kind =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? failures.requestTimeout
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? failures.headerTooLarge
        : failures.badRequest;
  const body = JSON.stringify(failure(kind.code, kind.message));
  // As Node's own handler: never write into an answer whose headers are already on the wire.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (socket.writable && inFlight?.headersSent !== true) {
    socket.write(
      `HTTP/1.1 ${kind.status} ${STATUS_CODES[kind.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
