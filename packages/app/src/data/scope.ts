import type { AxiosInstance } from 'axios';
import { atom } from 'jotai';
import { apiAtom } from '../api/apiAtom';
import { learnerIdAtom } from '../features/auth/atoms';
import { selectedLanguageAtom } from '../features/language/selectedLanguage';
import type { AppStore } from '../appStore';

/** What a query needs from its reader: their api client, the language of their lists and who they are. */
export interface QueryScope {
  api: AxiosInstance;
  language: string;
  /** The signed-in learner's id (learnerKey.ts), null when no one is, or not yet known. */
  learner: string | null;
}

/** The scope of the store's reader; changes with the selected language and with who is signed in. */
export const scopeAtom = atom((get): QueryScope => ({ api: get(apiAtom), language: get(selectedLanguageAtom), learner: get(learnerIdAtom) }));

export function scopeOf(store: AppStore): QueryScope {
  return store.get(scopeAtom);
}
