import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSearchQuery } from '@pariksha/contract/content';
import { getSearchResponse } from '@pariksha/contract/responses/search';
import { sendPreparedJson } from '../http/prepared-json.js';
import type { ContentAnswer, ContentService } from '../services/content/index.js';
import { documentedFailures } from './documented-failures.js';

function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: ContentAnswer): FastifyReply {
  // No ETag on purpose, as for the lists: the client reads a 304 as an empty answer.
  reply.header('cache-control', 'no-cache');
  if ('prepared' in answer) return sendPreparedJson(request, reply, answer.prepared);
  return reply.send(answer.body);
}

/**
 * GET /search: the site's search results page in one request (a slow phone waits for one answer,
 * not four). Like the content lists it filters the in-memory content (a few dozen items per
 * kind), so it skips the per-request rate-limit count; the term is bounded to 100 characters.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (api, { content }) => {
  api.get(
    '/search',
    {
      config: { rateLimit: false },
      schema: {
        operationId: 'search',
        tags: ['content'],
        summary: 'The exams, courses, test series and books matching a term (the search results page)',
        description:
          '`q` is matched case-insensitively in every stored language, whatever `lang` is: exams by title, ' +
          'description and name; courses by name and description; test series by title; books by title, author, ' +
          'description and tags. Each item is a results line in `lang` (else English): its slug, title and a ' +
          'second line. An empty or missing `q` answers empty lists.',
        querystring: siteSearchQuery,
        response: { 200: getSearchResponse, ...documentedFailures },
      },
    },
    async (request, reply) => {
      return sendAnswer(request, reply, await content.search(request.query.lang, request.query.q));
    },
  );
};
