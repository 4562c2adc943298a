import { createApiClient } from './api/client';
import { createAppStore, createQueryClient } from './appStore';
import { learnerQueries } from './data/learnerKey';
import { endSessionAtom, tokenAtom } from './features/auth/atoms';
import { selectedLanguageAtom } from './features/language/selectedLanguage';
import { showToast } from './features/toasts/notify';

/**
 * The browser's one reader for the whole visit: their query cache, their api client (token,
 * language, the spec's toasts) and the jotai store that holds them, so code outside React (the
 * api client's interceptors, the auth actor) reads the token and the language. The server's
 * page renderer never imports this: it makes a store per page (entry-server.tsx).
 */
export const queryClient = createQueryClient();

export const api = createApiClient({
  getLanguage: () => store.get(selectedLanguageAtom),
  getToken: () => store.get(tokenAtom),
  onUnauthorized: () => store.set(endSessionAtom),
  notify: {
    // The message is the toast id, so ten failed requests at once show one toast, not ten.
    success: (message) => showToast(store, 'success', message),
    error: (message) => showToast(store, 'error', message),
  },
});

export const store = createAppStore({ queryClient, api });

// Whoever signs in or out, in this tab or another (the storage event), the data cached for the
// last learner goes with their session: the next one never sees it, not even for a moment.
store.sub(tokenAtom, () => queryClient.removeQueries({ queryKey: learnerQueries }));
