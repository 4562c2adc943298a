/**
 * The page renderer the server loads (built by `vite build --ssr` into dist-ssr/). It draws a
 * public page to HTML with its lists already filled, so a learner on a slow phone reads the page
 * before any JavaScript has arrived; the browser then takes the same HTML over (main.tsx).
 *
 * Everything here is made for the one page being drawn: its query cache, its api client (which
 * asks the server's own routes, inside the process) and its store. Two pages drawn at once, in
 * two languages, share nothing but the routes and the interface strings.
 */
import { dehydrate } from '@tanstack/query-core';
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import {
  isPageLanguage,
  type AddressPage,
  type ApiFetch,
  type RenderPage,
  type RenderedPage,
} from '@pariksha/contract/page-render';
import { AppFrame } from './App';
import { createApiClient } from './api/client';
import { createAppStore, createQueryClient } from './appStore';
import { routeContext } from './data/routeData';
import { scopeOf } from './data/scope';
import { loadCatalogue, translatorFor } from './i18n/translate';
import { cacheReader, documentTitle } from './routes/pageTitle';
import { appRoutes, isServerRendered } from './routes/routes';
import { pageAddressIn } from './ssr/pageAddress';
import { serializePageState } from './ssr/serverPageState';

/** The api client's transport on the server: the request goes to the server's own routes. */
function inProcessAdapter(fetchApi: ApiFetch): AxiosAdapter {
  return async (config) => {
    const { status, body } = await fetchApi(axios.getUri(config));
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

/**
 * Draws a public page, or answers null for pages the server leaves to the browser (the
 * dashboard, a redirect, a page whose data could not be fetched). The caller sends the plain
 * index.html on null or on a throw, and the browser draws the page itself.
 */
export const renderPage: RenderPage = async ({ url, language, fetchApi }): Promise<RenderedPage | null> => {
  const address = new URL(url, 'http://pariksha.invalid');
  if (!isServerRendered(address.pathname)) return null;
  const readerLanguage = isPageLanguage(language) ? language : 'en';
  await loadCatalogue(readerLanguage);

  const queryClient = createQueryClient();
  const api = createApiClient({
    adapter: inProcessAdapter(fetchApi),
    getLanguage: () => readerLanguage,
    getToken: () => null,
    onUnauthorized: () => undefined,
    // Nobody to show a toast to: the browser says it when it fetches the list itself.
    notify: { success: () => undefined, error: () => undefined },
  });
  const store = createAppStore({ queryClient, api, language: readerLanguage });

  // The routes' loaders fetch the page's lists into this page's query cache.
  const context = await handler.query(new Request(address), { requestContext: routeContext(store) });
  if (context instanceof Response || context.errors) return null;
  // A list that failed is left to the browser, which shows its loading, error and retry itself.
  if (queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error')) return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppFrame store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </StrictMode>,
  );
  const notFound = context.matches.some(({ route }) => route.path === '*');
  // The tab's title as the browser will set it (RootLayout), from the same routes and data.
  const title = documentTitle(context.matches, {
    t: translatorFor(readerLanguage),
    language: readerLanguage,
    search: address.searchParams,
    cached: cacheReader(queryClient, scopeOf(store)),
  });
  return {
    status: notFound ? 404 : 200,
    title,
    html,
    state: serializePageState({ language: readerLanguage, queries: dehydrate(queryClient), routes: context.loaderData }),
  };
};

/** Where a page is, for the server's drawings (ssr/pageAddress.ts). */
export const pageAddress: AddressPage = pageAddressIn(appRoutes, isServerRendered);
