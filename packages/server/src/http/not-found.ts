import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure, failures } from './failure.js';
import type { StaticSite } from './static-files.js';

const appNotBuilt = 'The Pariksha app is not built: run `pnpm build`, then start the server again.\n';

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

const fileFolders = ['/assets/', '/storybook/', '/images/', '/books/'];

/** A request for a file (an extension, or under a folder of files) never falls back to the app. */
function isFilePath(path: string): boolean {
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(lastSegment) || fileFolders.some((folder) => path.startsWith(folder));
}

/**
 * Unknown /api/* paths get the 404 envelope; any other GET that is not a file gets the app's
 * index.html, so client-side routes load on a direct visit or a reload.
 */
export function createNotFoundHandler(site: StaticSite) {
  return function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (isApiPath(path)) {
      return reply.code(404).send(failure(failures.notFound.code, failures.notFound.message));
    }
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isFilePath(path);
    if (!isPageRequest) return reply.code(404).type('text/plain; charset=utf-8').send('Not found.\n');
    if (!site.hasApp) return reply.code(404).type('text/plain; charset=utf-8').send(appNotBuilt);
    return reply.sendFile('index.html');
  };
}
