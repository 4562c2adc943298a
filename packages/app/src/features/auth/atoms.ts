import { atomWithStorage } from 'jotai/utils';
import { plainLocalStorage } from '../storage';

/** The spec's token storage key. */
export const tokenStorageKey = 'token';

/** The signed-in learner's token; read on init so a signed-in learner never sees a signed-out flash. */
export const tokenAtom = atomWithStorage<string | null>(tokenStorageKey, null, plainLocalStorage, { getOnInit: true });
