import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ConnectionLimits } from './connections.js';
import { timeoutOptions } from './connections.js';
import { withLogRedaction } from './log-redaction.js';
import { addStorybookSecurityHeaders } from './security.js';
import { buildCacheControl, staticOptions } from './static-files.js';

export type StorybookSiteOptions = {
  /** `pnpm build:storybook`'s output (storybook-static/): index.html, iframe.html, assets/, … */
  dir: string;
  logger?: FastifyServerOptions['logger'];
  /** The same request and idle timeouts as the app's server. */
  connections: ConnectionLimits;
};

/**
 * The static Storybook as a site of its own, listening on its own port: a browser treats another
 * port as another origin, so the stories' and addons' scripts (inline ones included, which its
 * build needs) can never read the learner's token in the app origin's local storage. Files only:
 * no api, no app pages; anything else is a plain 404.
 */
export async function buildStorybookSite({ dir, logger = false, connections }: StorybookSiteOptions): Promise<FastifyInstance> {
  const site = Fastify({
    logger: withLogRedaction(logger),
    trustProxy: false,
    ...timeoutOptions(connections),
  });
  addStorybookSecurityHeaders(site);
  // Storybook's build writes no compressed copies: its text files are compressed per request.
  await site.register(fastifyCompress, { encodings: ['br', 'gzip'], requestEncodings: ['identity'] });
  await site.register(fastifyStatic, {
    ...staticOptions(dir, buildCacheControl),
    index: ['index.html'],
  });
  site.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found.\n'));
  return site;
}
