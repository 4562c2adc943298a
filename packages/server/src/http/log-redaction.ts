import type { FastifyServerOptions } from 'fastify';
import { summariseError } from './error-log.js';

/**
 * Secrets that must never reach a log line, wherever a log call puts a request, its headers or its
 * body. Fastify's own request serializer logs neither headers nor bodies (and per-request logging
 * is off), so these guard against a later `log.info({ req: { headers } })` or `{ body }`.
 */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'req.body.password',
  'req.body.current_password',
  'req.body.new_password',
  'body.password',
  'body.current_password',
  'body.new_password',
  'password',
  'current_password',
  'new_password',
  'token',
  'err.params',
];

type LoggerOption = FastifyServerOptions['logger'];

/**
 * Every `err` a log line carries, ours or Fastify's, is written as its summary: a failed query's
 * message and details quote the learner's values (http/error-log.ts).
 */
const serializers = { err: summariseError };

/** The logger option with the redaction and the error summary added (kept when the caller set its own paths too). */
export function withLogRedaction(logger: LoggerOption): LoggerOption {
  if (logger === undefined || logger === false) return logger;
  if (logger === true) return { redact: redactedLogPaths, serializers };
  const own = logger.redact;
  const ownPaths = own === undefined ? [] : Array.isArray(own) ? own : own.paths;
  const paths = [...new Set([...ownPaths, ...redactedLogPaths])];
  return {
    ...logger,
    serializers: { ...serializers, ...logger.serializers },
    redact: own === undefined || Array.isArray(own) ? paths : { ...own, paths },
  };
}
