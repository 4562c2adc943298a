import type { AxiosInstance } from 'axios';
import { atom } from 'jotai';
import { apiAtom } from '../api/apiAtom';
import { selectedLanguageAtom } from '../features/language/selectedLanguage';
import type { AppStore } from '../appStore';

/** What a query needs from its reader: their api client and the language of their lists. */
export interface QueryScope {
  api: AxiosInstance;
  language: string;
}

/** The scope of the store's reader; changes with the selected language. */
export const scopeAtom = atom((get): QueryScope => ({ api: get(apiAtom), language: get(selectedLanguageAtom) }));

export function scopeOf(store: AppStore): QueryScope {
  return store.get(scopeAtom);
}
