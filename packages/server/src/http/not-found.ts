import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure, failures } from './failure.js';
import type { PageRenderer } from './page-renderer.js';
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
 * Unknown /api/* paths get the 404 envelope; any other GET that is not a file gets the page drawn
 * on the server (public pages) or the app's index.html (the dashboard, or no page renderer), so
 * every route loads on a direct visit or a reload.
 */
export function createNotFoundHandler(site: StaticSite, renderPage: PageRenderer | null) {
  return async function notFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (isApiPath(path)) {
      return reply.code(404).send(failure(failures.notFound.code, failures.notFound.message));
    }
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isFilePath(path);
    if (!isPageRequest) return reply.code(404).type('text/plain; charset=utf-8').send('Not found.\n');
    if (!site.hasApp) return reply.code(404).type('text/plain; charset=utf-8').send(appNotBuilt);
    const page = renderPage ? await renderPage(request) : null;
    if (page) {
      return reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        // Drawn for this reader's language, from lists that change: never cached as a file is.
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie')
        .send(page.html);
    }
    return reply.sendFile('index.html');
  };
}
