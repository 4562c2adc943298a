import { atom } from 'jotai';
import { atomWithStorage, RESET } from 'jotai/utils';
import { plainLocalStorage } from '../storage';

/** The spec's token storage key. */
export const tokenStorageKey = 'token';
/** Where whose the token is (the learner's id) is kept, beside it. */
export const learnerStorageKey = 'pariksha.learner';
/** The start of the keys of the mock test's journals, one per learner and attempt (attempts/journalStorage.ts). */
export const journalKeyPrefix = 'pariksha.attemptJournal.';

/** The signed-in learner's token; read on init so a signed-in learner never sees a signed-out flash. */
export const tokenAtom = atomWithStorage<string | null>(tokenStorageKey, null, plainLocalStorage, { getOnInit: true });

/**
 * Whose the token is: every query of one learner's data names them in its key
 * (data/learnerKey.ts). Null while signed out, and for a session stored before ids were kept
 * until its profile arrives (their queries wait for it).
 */
export const learnerIdAtom = atomWithStorage<string | null>(learnerStorageKey, null, plainLocalStorage, { getOnInit: true });

/** Ends this browser's session (logout, a 401): the token and whose it was go together. */
export const endSessionAtom = atom(null, (_get, set) => {
  set(learnerIdAtom, RESET);
  set(tokenAtom, RESET);
});
