import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuery } from '@pariksha/contract';

/** GET /api/v1/openapi.json: the document @fastify/swagger builds from the routes' zod schemas. */
export const openApiRoute: FastifyPluginAsyncZod = async (api) => {
  api.get('/openapi.json', { schema: { hide: true, querystring: langQuery } }, async () => api.swagger());
};
