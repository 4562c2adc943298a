import { createActor, fromPromise } from 'xstate';
import { createAuthMachine, type AuthLogoutInput, type LoginCredentials, type SecondFactorCode, type SignupDetails } from '@pariksha/machines';
import { api, store } from '../../browserSession';
import { scopeOf } from '../../data/scope';
import type * as SessionJournals from '../attempts/sessionJournals';
import { selectedLanguageAtom } from '../language/atoms';
import { fetchProfile, login, logout, signup, verifySecondFactor } from './authApi';
import { endSessionAtom, journalKeyPrefix, learnerIdAtom, tokenAtom } from './atoms';
import type { Learner } from './learner';

/** Whether this device keeps any mock-test journal (of any learner). */
function hasJournals(): boolean {
  try {
    return Object.keys(window.localStorage).some((key) => key.startsWith(journalKeyPrefix));
  } catch {
    return false; // storage disabled: there are none
  }
}

/**
 * The mock test's journals on this device, when a session starts or ends: their code loads only
 * if there are any (it is in the browser's cache once the learner has taken a test here).
 */
function withJournals(work: (journals: typeof SessionJournals) => Promise<void> | void): Promise<void> {
  if (!hasJournals()) return Promise.resolve();
  return import('../attempts/sessionJournals').then(work).catch(() => undefined);
}

const machine = createAuthMachine<Learner>().provide({
  actors: {
    login: fromPromise(({ input, signal }: { input: LoginCredentials; signal: AbortSignal }) => login(api, input, signal)),
    signup: fromPromise(({ input, signal }: { input: SignupDetails; signal: AbortSignal }) => signup(api, input, signal)),
    verifySecondFactor: fromPromise(({ input, signal }: { input: SecondFactorCode; signal: AbortSignal }) =>
      verifySecondFactor(api, input, signal),
    ),
    fetchProfile: fromPromise(({ signal }: { signal: AbortSignal }) => fetchProfile(scopeOf(store), signal)),
    logout: fromPromise<unknown, AuthLogoutInput>(async ({ input }) => {
      // What the learner saved on this phone but never sent goes with their token before the
      // server revokes it; what still fails waits for them (attempts/sessionJournals.ts).
      const { token, learnerId } = input;
      if (token !== null && learnerId !== null) await withJournals((journals) => journals.signingOut(api, learnerId, token));
      await logout(api, token);
    }),
  },
  actions: {
    storeToken: (_, params: { token: string }) => store.set(tokenAtom, params.token),
    storeLearner: (_, params: { learnerId: string }) => {
      store.set(learnerIdAtom, params.learnerId);
      void withJournals((journals) => journals.sessionStarted(api, params.learnerId));
    },
    removeToken: () => {
      store.set(endSessionAtom);
      void withJournals((journals) => journals.sessionEnded());
      // The tests kept on this phone for offline use go too: the next learner finds nothing.
      void import('../attempts/keptAttempts').then((kept) => kept.forgetKeptAttempts()).catch(() => undefined);
    },
  },
});

/**
 * The one auth actor, started with the stored token (and whose it is) so a signed-in learner is
 * signed in from the first render (no signed-out flash).
 */
export const authActor = createActor(machine, { input: { token: store.get(tokenAtom), learnerId: store.get(learnerIdAtom) } }).start();

// A 401 anywhere ends the stored session (the api client does it); the actor's ends with it.
// Another tab logging out does the same through the storage event.
store.sub(tokenAtom, () => {
  const snapshot = authActor.getSnapshot();
  if (store.get(tokenAtom) === null && snapshot.context.isAuthenticated && !snapshot.matches({ loading: 'logout' })) {
    authActor.send({ type: 'UNAUTHORIZED' });
  }
});

// The learner's language follows them: the one saved in their profile is restored at login.
authActor.on('LOGGED_IN', ({ user }) => {
  if (user.preferred_language) store.set(selectedLanguageAtom, user.preferred_language);
});
