import { createActor, fromPromise } from 'xstate';
import { createAuthMachine, type AuthLogoutInput, type LoginCredentials, type SignupDetails } from '@pariksha/machines';
import { api, store } from '../../browserSession';
import { scopeOf } from '../../data/scope';
import { forgetOthersJournals } from '../attempts/journalStorage';
import { selectedLanguageAtom } from '../language/atoms';
import { fetchProfile, login, logout, signup } from './authApi';
import { endSessionAtom, learnerIdAtom, tokenAtom } from './atoms';
import { sendKeptAnswersOf } from './keptAnswers';
import type { Learner } from './learner';

const machine = createAuthMachine<Learner>().provide({
  actors: {
    login: fromPromise(({ input, signal }: { input: LoginCredentials; signal: AbortSignal }) => login(api, input, signal)),
    signup: fromPromise(({ input, signal }: { input: SignupDetails; signal: AbortSignal }) => signup(api, input, signal)),
    fetchProfile: fromPromise(({ signal }: { signal: AbortSignal }) => fetchProfile(scopeOf(store), signal)),
    logout: fromPromise<unknown, AuthLogoutInput>(async ({ input }) => {
      // What the learner saved on this phone but never sent goes with their token before the
      // server revokes it; what still fails waits for them (journalStorage.ts).
      if (input.token !== null && input.learnerId !== null) {
        await sendKeptAnswersOf(api, input.learnerId, input.token);
        forgetOthersJournals(null);
      }
      await logout(api, input.token);
    }),
  },
  actions: {
    storeToken: (_, params: { token: string }) => store.set(tokenAtom, params.token),
    storeLearner: (_, params: { learnerId: string }) => {
      store.set(learnerIdAtom, params.learnerId);
      forgetOthersJournals(params.learnerId);
      // Answers they left unsent on this phone when they last signed out go now.
      void sendKeptAnswersOf(api, params.learnerId);
    },
    removeToken: () => {
      store.set(endSessionAtom);
      forgetOthersJournals(null);
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
