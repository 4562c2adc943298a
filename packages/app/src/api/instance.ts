import { RESET } from 'jotai/utils';
import { tokenAtom } from '../features/auth/atoms';
import { selectedLanguageAtom } from '../features/language/atoms';
import { notify } from '../features/toasts/notify';
import { translate } from '../i18n/translate';
import { store } from '../store';
import { createApiClient } from './client';

/** The app's api/v1 client, wired to the store (token, language) and to the toasts. */
export const api = createApiClient({
  getLanguage: () => store.get(selectedLanguageAtom),
  getToken: () => store.get(tokenAtom),
  onUnauthorized: () => store.set(tokenAtom, RESET),
  notify: {
    // The message is the toast id, so ten failed requests at once show one toast, not ten.
    success: (message) => notify('success', message),
    error: (message) => notify('error', message),
  },
  message: (key) => translate(store.get(selectedLanguageAtom), key),
});
