import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  isNotFoundKey,
  isPageLanguage,
  languageCookieName,
  manifestHref,
  pageStateElementId,
  type AddressPage,
  type ApiFetch,
  type RenderPage,
} from '@pariksha/contract/page-render';
import { escapeHtml } from '../services/markdown.js';
import { createDrawBudget, defaultDrawBudget, type DrawBudgetLimits } from './draw-budget.js';

/** A page ready to send: its status and the whole HTML document. */
export type RenderedPage = { status: number; html: string };

/** What to answer for a page: its drawing, a move to its canonical address, or null (index.html). */
export type PageAnswer = ({ kind: 'page' } & RenderedPage) | { kind: 'redirect'; location: string };

export type PageRenderer = (request: FastifyRequest) => Promise<PageAnswer | null>;

const rootElement = '<div id="root"></div>';
const htmlElement = /<html lang="[^"]*">/;
const manifestLink = /<link rel="manifest" href="[^"]*" \/>/;
const titleElement = /<title>[^<]*<\/title>/;

/**
 * A public page is the same for every visitor who reads it in one language, so it is drawn at
 * most once in this long (its lists are seconds old at worst; the app counts them fresh for a
 * minute), and visitors who ask for it at the same moment share one drawing. Drawing takes tens
 * of milliseconds of the one thread, so this is what keeps a busy server answering.
 */
const pageCacheMs = 10_000;
/**
 * About 150 home pages. Drawings are keyed by what changes the page (path, language, the query
 * parameters it reads; one key for every unknown address), so few keys exist; still bounded.
 */
const pageCacheBytes = 20_000_000;

/**
 * Public pages as HTML with their content, drawn by the app's own components: `rendererFile` is
 * the app's page renderer (packages/app/src/entry-server.tsx, built by `vite build --ssr`), whose
 * contract is contract/page-render.ts. Without it, or when a page cannot be drawn, the caller
 * sends the plain index.html and the browser draws the page as before.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  {
    staticDir,
    rendererFile,
    drawBudget = defaultDrawBudget,
  }: { staticDir: string; rendererFile: string; drawBudget?: DrawBudgetLimits | undefined },
): Promise<PageRenderer | null> {
  const indexFile = join(staticDir, 'index.html');
  if (!existsSync(rendererFile) || !existsSync(indexFile)) return null;
  const template = readFileSync(indexFile, 'utf8');
  if (!template.includes(rootElement)) return null;
  // The module is the app's build of the contract's renderer; its shape is that contract's.
  const { renderPage, pageAddress } = (await import(pathToFileURL(rendererFile).href)) as {
    renderPage: RenderPage;
    pageAddress: AddressPage;
  };
  const budget = createDrawBudget(drawBudget);

  const fetchApi: ApiFetch = async (path) => {
    // Only the api: a page asked for from inside a render would wait behind that render forever.
    if (!path.startsWith('/api/v1/')) return { status: 400, body: null };
    const response = await app.inject({
      method: 'GET',
      url: path,
      headers: { accept: 'application/json' },
    });
    let body: unknown = null;
    try {
      body = response.json();
    } catch {
      // Not JSON: the app's shape rules treat it as a failed list.
    }
    return { status: response.statusCode, body };
  };

  const draw = async (url: string, language: string): Promise<RenderedPage | undefined> => {
    const page = await renderPage({ url, language, fetchApi });
    if (!page) return undefined;
    const html = template
      .replace(htmlElement, () => `<html lang="${language}">`)
      // Installed from a Hindi page, the app is named in Hindi.
      .replace(manifestLink, () => `<link rel="manifest" href="${manifestHref(language)}" />`)
      // Replacer functions: a `$&` in the page's text must stay text. The title is the page's
      // text (a course's name, what a visitor searched for): escaped, it cannot end the element.
      .replace(titleElement, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(
        rootElement,
        () =>
          `<div id="root">${page.html}</div><script type="application/json" id="${pageStateElementId}">${page.state}</script>`,
      );
    return { status: page.status, html };
  };

  const pages = new LRUCache<string, RenderedPage, { url: string; language: string }>({
    ttl: pageCacheMs,
    maxSize: pageCacheBytes,
    sizeCalculation: (page) => page.html.length,
    // Over budget, the last drawn copy is sent again (kept another 10 s), or nothing (index.html).
    fetchMethod: async (_key, stale, { context }) => {
      if (!budget.tryStart()) return stale;
      try {
        return await draw(context.url, context.language);
      } finally {
        budget.done();
      }
    },
  });

  return async (request) => {
    // A cookie is the visitor's to write: only a language code reaches the renderer and the page.
    const cookie = app.parseCookie(request.headers.cookie ?? '')[languageCookieName];
    const language = cookie !== undefined && isPageLanguage(cookie) ? cookie : 'en';
    try {
      const address = pageAddress(request.url);
      if (!address) return null;
      const [path = '/', query] = request.url.split('?', 2);
      // `/About/` is `/about`: one address per page, so one drawing per page.
      if (!isNotFoundKey(address.key) && path !== address.canonicalPath) {
        return { kind: 'redirect', location: query === undefined ? address.canonicalPath : `${address.canonicalPath}?${query}` };
      }
      // A page is drawn for its key's address; unknown addresses with the same suggestions share a drawing.
      const context = { url: isNotFoundKey(address.key) ? path : address.key, language };
      const page = await pages.fetch(`${language} ${address.key}`, { context });
      return page ? { kind: 'page', ...page } : null;
    } catch (error) {
      // The path only: a query string is the visitor's to write and may carry what they typed.
      request.log.error({ err: error, path: request.url.split('?', 1)[0] }, 'the page could not be drawn on the server');
      return null;
    }
  };
}
