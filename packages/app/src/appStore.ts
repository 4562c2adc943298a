import { QueryClient } from '@tanstack/query-core';
import type { AxiosInstance } from 'axios';
import { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { apiAtom } from './api/apiAtom';
import { storedLanguageAtom } from './features/language/selectedLanguage';

/** The spec's "cached list data is kept 60 seconds after last use". */
export const listCacheTimeMs = 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: listCacheTimeMs,
        // A list is fresh for as long as it is kept: no refetch storm on a slow connection.
        staleTime: listCacheTimeMs,
        // Every failure is toasted by the api client; the page offers "Try again" instead.
        retry: false,
        // A route's loader already asked; a list that failed there shows its error, once.
        retryOnMount: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export type AppStore = ReturnType<typeof createStore>;

/**
 * A jotai store wired for one reader: their query cache, their api client and, on the server,
 * the language the page is drawn in (the browser reads it from local storage). The browser makes
 * one for the visit; the server's page renderer makes one for every page it draws.
 */
export function createAppStore({
  queryClient,
  api,
  language,
}: {
  queryClient: QueryClient;
  api: AxiosInstance;
  language?: string;
}): AppStore {
  const store = createStore();
  store.set(queryClientAtom, queryClient);
  store.set(apiAtom, api);
  if (language !== undefined) store.set(storedLanguageAtom, language);
  return store;
}
