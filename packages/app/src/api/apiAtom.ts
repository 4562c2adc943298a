import type { AxiosInstance } from 'axios';
import { atom } from 'jotai';

const apiClientAtom = atom<AxiosInstance | null>(null);

/**
 * The api/v1 client of this store: the browser's one client, or the page renderer's client for
 * the one page it draws (answered inside the server). Queries and mutations reach the provider
 * only through it, so a page drawn on the server never shares a client with another.
 */
export const apiAtom = atom(
  (get) => {
    const api = get(apiClientAtom);
    if (!api) throw new Error('This store has no api client: make stores with createAppStore.');
    return api;
  },
  // An axios instance is a function, which jotai would call as an updater: hand it over wrapped.
  (_get, set, api: AxiosInstance) => set(apiClientAtom, () => api),
);
