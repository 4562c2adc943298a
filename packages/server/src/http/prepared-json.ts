import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const encodings = ['br', 'gzip'] as const;

/** A response body serialised and compressed once, for answers that many requests share. */
export type PreparedJson = {
  readonly json: string;
  readonly br: Buffer;
  readonly gzip: Buffer;
};

/**
 * `body` serialised and compressed at the strongest settings. Given the answer it replaces, and
 * the JSON is the same, that answer is returned as it is: a cache that reads its data again after
 * a while compresses only what changed.
 */
export function prepareJson(body: unknown, previous?: PreparedJson): PreparedJson {
  const json = JSON.stringify(body);
  if (previous !== undefined && previous.json === json) return previous;
  return {
    json,
    // Done once, so the strongest settings cost nothing per request.
    br: brotliCompressSync(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(json, { level: 9 }),
  };
}

/**
 * Sends a prepared body in the encoding the client accepts. The route turns @fastify/compress
 * off (`compress: false`), which would otherwise compress the same bytes again on every request.
 * Fastify sends a string or a Buffer with a JSON content type as it is, without the serializer.
 */
export function sendPreparedJson(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const acceptEncoding = request.headers['accept-encoding'];
  const encoding = acceptEncoding === undefined ? null : negotiate(acceptEncoding, [...encodings]);
  if (encoding === null) return reply.send(prepared.json);
  return reply.header('content-encoding', encoding).send(prepared[encoding]);
}
