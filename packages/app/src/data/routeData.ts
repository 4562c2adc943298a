import { skipToken, type QueryKey } from '@tanstack/query-core';
import { queryClientAtom } from 'jotai-tanstack-query';
import { createContext, RouterContextProvider, type LoaderFunction, type Params } from 'react-router-dom';
import type { AppStore } from '../appStore';
import type { QueryFactory } from './queryAtom';
import { scopeOf } from './scope';

/** The reader's store, which every loader finds in the router's context. */
const storeContext = createContext<AppStore>();
/** How long a navigation waits for the page's data before the page shows with its loading states. */
const patienceContext = createContext<number>(Number.POSITIVE_INFINITY);

/**
 * In the browser a page waits this long for its data: a quick answer shows the page whole, with
 * no flash of 'Loading…', while a slow one (mobile data) shows the page with its loading states
 * instead of keeping the learner on the old page. The server waits for everything.
 */
export const browserPatienceMs = 400;

/** The router's context for one reader: the browser's for the visit, the server's for one page. */
export function routeContext(store: AppStore, patienceMs = Number.POSITIVE_INFINITY): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(storeContext, store);
  context.set(patienceContext, patienceMs);
  return context;
}

/** Asks for a factory's query; a failure is the page's to show (its error state), never the router's. */
export type Ensure = <Data, Key extends QueryKey>(factory: QueryFactory<Data, Key>) => Promise<void>;

/**
 * A route loader that fetches what its page shows first, through the same `queryOptions`
 * factories the page's atoms read: on the server before the page is drawn, in the browser while
 * the page's code arrives. It returns nothing; the data lives in the query cache.
 */
export function pageData(queries: (ensure: Ensure, params: Params, request: Request) => Promise<void>[]): LoaderFunction {
  return async ({ context, params, request }) => {
    const store = context.get(storeContext);
    const client = store.get(queryClientAtom);
    const scope = scopeOf(store);
    const ensure: Ensure = (factory) => {
      const options = factory(scope);
      // A learner's query waits until it is known whose it is (learnerKey.ts); the page asks then.
      if (options.queryFn === skipToken) return Promise.resolve();
      return client.ensureQueryData(options).then(
        () => undefined,
        () => undefined,
      );
    };
    const all = Promise.all(queries(ensure, params, request));
    const patienceMs = context.get(patienceContext);
    await (Number.isFinite(patienceMs)
      ? Promise.race([all, new Promise((resolve) => setTimeout(resolve, patienceMs))])
      : all);
    return null;
  };
}
