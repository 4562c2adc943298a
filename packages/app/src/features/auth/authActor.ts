import { RESET } from 'jotai/utils';
import { createActor, fromPromise } from 'xstate';
import { createAuthMachine, type AuthLogoutInput, type LoginCredentials, type SignupDetails } from '@pariksha/machines';
import { api, store } from '../../browserSession';
import { scopeOf } from '../../data/scope';
import { selectedLanguageAtom } from '../language/atoms';
import { fetchProfile, login, logout, signup } from './authApi';
import { tokenAtom } from './atoms';
import type { Learner } from './learner';

const machine = createAuthMachine<Learner>().provide({
  actors: {
    login: fromPromise(({ input, signal }: { input: LoginCredentials; signal: AbortSignal }) => login(api, input, signal)),
    signup: fromPromise(({ input, signal }: { input: SignupDetails; signal: AbortSignal }) => signup(api, input, signal)),
    fetchProfile: fromPromise(({ signal }: { signal: AbortSignal }) => fetchProfile(scopeOf(store), signal)),
    logout: fromPromise<unknown, AuthLogoutInput>(({ input }) => logout(api, input.token)),
  },
  actions: {
    storeToken: (_, params: { token: string }) => store.set(tokenAtom, params.token),
    removeToken: () => store.set(tokenAtom, RESET),
  },
});

/**
 * The one auth actor, started with the stored token so a signed-in learner is signed in from
 * the first render (no signed-out flash).
 */
export const authActor = createActor(machine, { input: { token: store.get(tokenAtom) } }).start();

// A 401 anywhere removes the stored token (the api client does it); the session ends with it.
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
