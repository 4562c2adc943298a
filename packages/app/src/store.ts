import { QueryClient } from '@tanstack/query-core';
import { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';

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
        refetchOnWindowFocus: false,
      },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * The one jotai store, so code outside React (the api client's interceptors) reads the token and
 * the language, and resets the token on a 401.
 */
export const store = createStore();
store.set(queryClientAtom, queryClient);
