import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { figuresPath } from '../question-content/figures/figure-files.js';
import type { ServedFigureFiles } from '../question-content/figures/served-files.js';
import { failure, failures } from './failure.js';

/**
 * An uploaded SVG opened on its own (a new tab, a link) is a document of this origin: even
 * sanitised, it may load nothing and run nothing. Inline styles draw it; data: pictures are the
 * only pictures it may hold. The same policy suits the raster files, which load nothing either.
 */
const figurePolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** A figure's address never changes what it serves (its hash is of the upload). */
const immutable = 'public, max-age=31536000, immutable';

function notFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(failure(failures.notFound.code, failures.notFound.message));
}

/**
 * `GET /media/figures/:hash/:file` (`720.avif`, `1080.jpg`, `original.svg`): a stored figure's
 * files, from the database through a memory cache. Anything else under /media/ is a 404 envelope,
 * never an app page or a 5xx. Like /images/ and /lessons/, files are not in the api's OpenAPI
 * document.
 */
export function registerFigureMedia(app: FastifyInstance, files: ServedFigureFiles): void {
  app.get<{ Params: { hash: string; file: string } }>(
    `${figuresPath}/:hash/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const file = await files.read(request.params.hash, request.params.file);
      if (file === undefined) return notFound(request, reply);
      reply
        .header('cache-control', immutable)
        .header('etag', file.etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', figurePolicy);
      if (file.isSvg) reply.header('content-disposition', 'inline');
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      return reply.type(file.contentType).send(file.bytes);
    },
  );
  app.get('/media/*', { schema: { hide: true } }, notFound);
}
