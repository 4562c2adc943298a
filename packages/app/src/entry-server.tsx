/**
 * The page renderer the server loads (built by `vite build --ssr` into dist-ssr/). It draws a
 * public page to HTML with its lists already filled, so a learner on a slow phone reads the page
 * before any JavaScript has arrived; the browser then takes the same HTML over (main.tsx).
 */
import { dehydrate } from '@tanstack/query-core';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { isPageLanguage } from '@pariksha/server/contract/values';
import { AppFrame } from './App';
import { api } from './api/instance';
import { storedLanguageAtom } from './features/language/atoms';
import { loadCatalogue } from './i18n/translate';
import { appRoutes, isServerRendered } from './routes/routes';
import { serializePageState } from './ssr/serverPageState';
import { createQueryClient, store as sharedStore } from './store';

/** An api/v1 GET answered inside the server process (no network): status and parsed body. */
export type ApiFetch = (path: string) => Promise<{ status: number; body: unknown }>;

export interface RenderRequest {
  /** The page's path and query, e.g. `/course?tab=popular`. */
  url: string;
  /** The reader's language (their `lang` cookie), e.g. `hi`. */
  language: string;
  fetchApi: ApiFetch;
}

export interface RenderedPage {
  status: number;
  /** The inside of `<div id="root">`. */
  html: string;
  /** The JSON for the page-state block (see serverPageState.ts). */
  state: string;
}

/** The api client's transport on the server: the request goes to the server's own routes. */
function inProcessAdapter(fetchApi: ApiFetch): AxiosAdapter {
  return async (config) => {
    const { status, body } = await fetchApi(api.getUri(config));
    const response: AxiosResponse = {
      data: body,
      status,
      statusText: String(status),
      headers: new AxiosHeaders(),
      config,
      request: {},
    };
    if (config.validateStatus?.(status) ?? true) return response;
    const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${status}`, code, config, {}, response);
  };
}

/** The routes as the static router needs them: made once, they are the same for every page. */
const handler = createStaticHandler(appRoutes);

async function draw(url: URL, language: string): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(url));
  // A redirect (none today) is the browser's to follow; a page whose code failed to load is left
  // to the browser too, which shows its own error page if it fails there as well.
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  // The api client reads the language from the shared store when it builds each request.
  sharedStore.set(storedLanguageAtom, language);

  const renderWith = () => {
    // A fresh store per pass: the lists read the query cache anew, now with their data.
    const store = createStore();
    store.set(queryClientAtom, queryClient);
    store.set(storedLanguageAtom, language);
    return renderToString(
      <StrictMode>
        <AppFrame store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </StrictMode>,
    );
  };

  // First pass: every list on the page asks the query cache for its data. Fetch those, then draw
  // again with them. A list whose fetch failed is drawn loading, as the browser will draw it
  // first before fetching it itself.
  renderWith();
  await Promise.all(
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending')
      .map((query) => query.fetch().catch(() => undefined)),
  );
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
  const html = renderWith();
  const notFound = context.matches.some(({ route }) => route.path === '*');
  return {
    status: notFound ? 404 : 200,
    html,
    state: serializePageState({ language, queries: dehydrate(queryClient) }),
  };
}

// One page at a time: the api client and its language are shared by every render in this
// process, and a render awaits its lists between its two passes.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Draws a public page, or answers null for pages the server leaves to the browser (the
 * dashboard, a redirect). The caller falls back to the plain index.html on null or on a throw.
 */
export function renderPage({ url, language, fetchApi }: RenderRequest): Promise<RenderedPage | null> {
  const run = queue.then(async () => {
    const address = new URL(url, 'http://pariksha.invalid');
    if (!isServerRendered(address.pathname)) return null;
    const readerLanguage = isPageLanguage(language) ? language : 'en';
    await loadCatalogue(readerLanguage);
    api.defaults.adapter = inProcessAdapter(fetchApi);
    return draw(address, readerLanguage);
  });
  queue = run.catch(() => undefined);
  return run;
}
