import { errorCodes, type FastifyReply, type FastifyRequest } from 'fastify';
import { sendError } from './error-handler.js';
import { failure, failures } from './failure.js';
import type { PageRenderer } from './page-renderer.js';
import type { StaticSite } from './static-files.js';

const appNotBuilt = 'The Pariksha app is not built: run `pnpm build`, then start the server again.\n';

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

const fileFolders = ['/assets/', '/images/', '/books/'];

/** A request for a file (an extension, or under a folder of files) never falls back to the app. */
function isFilePath(path: string): boolean {
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(lastSegment) || fileFolders.some((folder) => path.startsWith(folder));
}

/**
 * Storybook's old address: a plain 404, not the app's page, so nothing there looks like Storybook
 * on the learner's origin. Storybook has an origin of its own (STORYBOOK_PORT).
 */
function isStorybookPath(path: string): boolean {
  return path === '/storybook' || path.startsWith('/storybook/');
}

/** A path segment as the router reads it; one that is not valid percent-encoding stays as it is. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function sendPlainNotFound(reply: FastifyReply, text = 'Not found.\n'): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send(text);
}

/**
 * What no route answers: an unknown /api/* path gets the 404 envelope, anything else (another
 * method, say) a short text.
 */
export async function sendNotFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const path = request.url.split('?', 1)[0] ?? '/';
  if (isApiPath(path)) return reply.code(404).send(failure(failures.notFound.code, failures.notFound.message));
  return sendPlainNotFound(reply);
}

/** The team's studio: /studio and every address under it. */
function isStudioPath(path: string): boolean {
  return path === '/studio' || path.startsWith('/studio/');
}

/**
 * The app's pages (GET / and GET /*, behind the files the static plugin serves): the page drawn
 * on the server for public pages, or the app's index.html for the rest (the dashboard, or no page
 * renderer), so every route loads on a direct visit or a reload. A missing file stays a 404.
 */
export function createPageHandler(site: StaticSite, renderPage: PageRenderer | null) {
  return async function page(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (isApiPath(path)) {
      // An api path parameter longer than the router takes would be the router's 414, but this
      // wildcard matches it first: answer as the router would.
      const { maxParamLength } = request.server.initialConfig;
      if (maxParamLength !== undefined && path.split('/').some((segment) => decoded(segment).length > maxParamLength)) {
        return sendError(new errorCodes.FST_ERR_MAX_PARAM_LENGTH(path), request, reply);
      }
      return sendNotFound(request, reply);
    }
    if (isFilePath(path) || isStorybookPath(path)) return sendPlainNotFound(reply);
    if (!site.hasApp) return sendPlainNotFound(reply, appNotBuilt);
    // An app of its own, drawn in the browser (packages/app/studio.html): no learner's page holds its code.
    if (isStudioPath(path) && site.hasStudio) return reply.sendFile('studio.html');
    const drawn = renderPage ? await renderPage(request) : null;
    if (drawn?.kind === 'redirect') return reply.redirect(drawn.location, 301);
    if (drawn) {
      return reply
        .code(drawn.status)
        .type('text/html; charset=utf-8')
        // Drawn for this reader's language, from lists that change: never cached as a file is.
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie')
        .send(drawn.html);
    }
    return reply.sendFile('index.html');
  };
}
