import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { authFailureFrom } from './authErrors';
import {
  authMachine,
  type AuthEmitted,
  type AuthLogoutInput,
  type AuthSession,
  type AuthUser,
  type LoginCredentials,
  type SecondFactorCode,
  type SecondFactorStep,
  type SignupDetails,
} from './authMachine';

const asha: AuthUser = { id: 7, first_name: 'Asha', email: 'asha@example.in', phone: '9876543210' };
const credentials: LoginCredentials = { email: 'asha@example.in', password: 'secret-pass' };
const details: SignupDetails = { first_name: 'Asha', phone: '9876543210', email: 'asha@example.in', password: 'secret-pass' };

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * An auth actor whose requests the test settles by hand, recording every side effect in order.
 */
function startAuth(token: string | null = null, learnerId?: string | null) {
  const log: string[] = [];
  const pending = {
    login: deferred<AuthSession | SecondFactorStep>(),
    verify: deferred<AuthSession>(),
    signup: deferred<AuthSession>(),
    profile: deferred<AuthUser>(),
    logout: deferred<unknown>(),
  };
  const inputs = {
    login: [] as LoginCredentials[],
    verify: [] as SecondFactorCode[],
    signup: [] as SignupDetails[],
    logout: [] as AuthLogoutInput[],
    profile: 0,
  };
  const stored: string[] = [];
  const storedLearners: string[] = [];
  const machine = authMachine.provide({
    actors: {
      login: fromPromise<AuthSession | SecondFactorStep, LoginCredentials>(({ input }) => {
        log.push('login');
        inputs.login.push(input);
        return pending.login.promise;
      }),
      verifySecondFactor: fromPromise<AuthSession, SecondFactorCode>(({ input }) => {
        log.push('verifySecondFactor');
        inputs.verify.push(input);
        return pending.verify.promise;
      }),
      signup: fromPromise<AuthSession, SignupDetails>(({ input }) => {
        log.push('signup');
        inputs.signup.push(input);
        return pending.signup.promise;
      }),
      fetchProfile: fromPromise<AuthUser>(() => {
        log.push('fetchProfile');
        inputs.profile += 1;
        return pending.profile.promise;
      }),
      logout: fromPromise<unknown, AuthLogoutInput>(({ input }) => {
        log.push('logout');
        inputs.logout.push(input);
        return pending.logout.promise;
      }),
    },
    actions: {
      storeToken: (_, params) => {
        log.push('storeToken');
        stored.push(params.token);
      },
      storeLearner: (_, params) => {
        log.push('storeLearner');
        storedLearners.push(params.learnerId);
      },
      removeToken: () => {
        log.push('removeToken');
      },
    },
  });
  const actor = createActor(machine, { input: { token, learnerId } });
  const emitted: AuthEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, pending, inputs, log, stored, storedLearners, emitted };
}

type Auth = ReturnType<typeof startAuth>;

function settled(auth: Auth) {
  return waitFor(auth.actor, (s) => !s.matches('loading'));
}

describe('authMachine: start', () => {
  it('starts idle and signed out without a stored token', () => {
    const { actor } = startAuth(null);
    const s = actor.getSnapshot();
    expect(s.value).toBe('idle');
    expect(s.context).toMatchObject({ user: null, isAuthenticated: false, token: null, error: null, request: null });
  });

  it('starts authenticated when a token is stored, with no request made', () => {
    const { actor, log } = startAuth('tok-1');
    const s = actor.getSnapshot();
    expect(s.value).toBe('idle');
    expect(s.context.isAuthenticated).toBe(true);
    expect(s.context.token).toBe('tok-1');
    expect(log).toEqual([]);
  });

  it('knows whose the stored token is before any profile, when the id was stored beside it', () => {
    const { actor, log } = startAuth('tok-1', '7');
    expect(actor.getSnapshot().context).toMatchObject({ isAuthenticated: true, token: 'tok-1', learnerId: '7', user: null });
    expect(log).toEqual([]);
    // An id without a token belongs to no session.
    expect(startAuth(null, '7').actor.getSnapshot().context.learnerId).toBeNull();
  });

  it('treats an empty stored token as no token', () => {
    const { actor } = startAuth('');
    expect(actor.getSnapshot().context.isAuthenticated).toBe(false);
    expect(actor.getSnapshot().context.token).toBeNull();
  });
});

describe('authMachine: login', () => {
  it('goes idle → loading → succeeded, sets the user, stores the token and emits LOGGED_IN', async () => {
    const auth = startAuth();
    auth.actor.send({ type: 'LOGIN', ...credentials });
    expect(auth.actor.getSnapshot().value).toEqual({ loading: 'login' });
    expect(auth.actor.getSnapshot().context.request).toBe('login');
    expect(auth.inputs.login).toEqual([credentials]);

    auth.pending.login.resolve({ user: asha, token: 'tok-new' });
    await settled(auth);
    const s = auth.actor.getSnapshot();
    expect(s.value).toBe('succeeded');
    expect(s.context).toMatchObject({ user: asha, isAuthenticated: true, token: 'tok-new', error: null });
    expect(auth.stored).toEqual(['tok-new']);
    expect(auth.emitted).toEqual([{ type: 'LOGGED_IN', user: asha }]);
    expect(auth.log).not.toContain('removeToken');
    // The token, then whose it is: the app keys the learner's data by the id.
    expect(auth.log).toEqual(['login', 'storeToken', 'storeLearner']);
    expect(auth.storedLearners).toEqual(['7']);
    expect(s.context.learnerId).toBe('7');
  });

  it('ignores a second LOGIN (and any other request) while the first is loading', async () => {
    const auth = startAuth();
    auth.actor.send({ type: 'LOGIN', ...credentials });
    const loading = auth.actor.getSnapshot();
    expect(loading.can({ type: 'LOGIN', ...credentials })).toBe(false);
    expect(loading.can({ type: 'SIGNUP', ...details })).toBe(false);
    expect(loading.can({ type: 'FETCH_PROFILE' })).toBe(false);

    auth.actor.send({ type: 'LOGIN', email: 'other@example.in', password: 'x' });
    auth.actor.send({ type: 'SIGNUP', ...details });
    auth.actor.send({ type: 'FETCH_PROFILE' });
    expect(auth.actor.getSnapshot().value).toEqual({ loading: 'login' });
    expect(auth.log).toEqual(['login']);
    expect(auth.inputs.login).toEqual([credentials]);

    auth.pending.login.resolve({ user: asha, token: 'tok-new' });
    await settled(auth);
    expect(auth.actor.getSnapshot().value).toBe('succeeded');
    expect(auth.emitted).toHaveLength(1);
  });

  // The app checks the answer against the contract; one of another shape is its rejection.
  it('fails with "Invalid response from server" when the answer was not a session', async () => {
    const auth = startAuth('tok-old');
    auth.actor.send({ type: 'LOGIN', ...credentials });
    auth.pending.login.reject({ error: 'Invalid response from server' });
    await settled(auth);
    const s = auth.actor.getSnapshot();
    expect(s.value).toBe('failed');
    expect(s.context).toMatchObject({
      user: null,
      isAuthenticated: false,
      token: null,
      error: 'Invalid response from server',
    });
    expect(auth.log).toEqual(['login', 'removeToken']);
    expect(auth.stored).toEqual([]);
    expect(auth.emitted).toEqual([{ type: 'REFUSED', request: 'login', error: 'Invalid response from server' }]);
  });

  it.each([
    ['a string', 'Invalid email or password', 'Invalid email or password', undefined],
    ['an object with error', { error: 'Account locked', msg: 'ignored' }, 'Account locked', undefined],
    ['an object with msg only', { msg: 'Too many attempts' }, 'Too many attempts', undefined],
    [
      'an error with fields',
      { error: 'Check the form', fields: { email: 'Enter a valid email' } },
      'Check the form',
      { email: 'Enter a valid email' },
    ],
    ['a plain Error', new Error('TypeError: x is undefined'), 'Login failed', undefined],
    ['an empty string', '', 'Login failed', undefined],
    ['an object without a message', { code: 'x' }, 'Login failed', undefined],
    ['undefined', undefined, 'Login failed', undefined],
  ])('on a rejection with %s, fails with the right error and clears the session', async (_, rejection, error, fieldErrors) => {
    const auth = startAuth('tok-old');
    auth.actor.send({ type: 'LOGIN', ...credentials });
    auth.pending.login.reject(rejection);
    await settled(auth);
    const s = auth.actor.getSnapshot();
    expect(s.value).toBe('failed');
    expect(s.context.error).toBe(error);
    expect(s.context.fieldErrors).toEqual(fieldErrors);
    expect(s.context).toMatchObject({ user: null, isAuthenticated: false, token: null, request: 'login' });
    expect(auth.log).toEqual(['login', 'removeToken']);
  });

  it('clears the previous error when a new request starts, and can succeed on retry', async () => {
    const first = startAuth();
    first.actor.send({ type: 'LOGIN', ...credentials });
    first.pending.login.reject({ error: 'Wrong password', fields: { password: 'Wrong password' } });
    await settled(first);
    expect(first.actor.getSnapshot().context.error).toBe('Wrong password');

    first.pending.login = deferred();
    first.actor.send({ type: 'LOGIN', ...credentials });
    expect(first.actor.getSnapshot().context.error).toBeNull();
    expect(first.actor.getSnapshot().context.fieldErrors).toBeUndefined();
    first.pending.login.resolve({ user: asha, token: 'tok-2' });
    await settled(first);
    expect(first.actor.getSnapshot().value).toBe('succeeded');
    expect(first.actor.getSnapshot().context.isAuthenticated).toBe(true);
  });

  it('falls back to "Login failed" when the app forgot to provide the login actor', async () => {
    const actor = createActor(authMachine, { input: { token: null } }).start();
    actor.send({ type: 'LOGIN', ...credentials });
    const s = await waitFor(actor, (snap) => snap.matches('failed'));
    expect(s.context.error).toBe('Login failed');
  });

  it('marks a message worded without the server, so the app can say it in the reader’s language', async () => {
    const stored = startAuth();
    stored.actor.send({ type: 'LOGIN', ...credentials });
    stored.pending.login.reject(undefined);
    await settled(stored);
    expect(stored.actor.getSnapshot().context).toMatchObject({ error: 'Login failed', errorWorded: true });
    expect(stored.emitted).toEqual([{ type: 'REFUSED', request: 'login', error: 'Login failed', worded: true }]);

    // The app's own words (no answer from the server) are marked so.
    const offline = startAuth();
    offline.actor.send({ type: 'LOGIN', ...credentials });
    offline.pending.login.reject({ error: 'Network error', worded: true });
    await settled(offline);
    expect(offline.actor.getSnapshot().context).toMatchObject({ error: 'Network error', errorWorded: true });

    // The server's sentence has none: it is already in the reader's language; a new request clears the mark.
    const server = startAuth();
    server.actor.send({ type: 'LOGIN', ...credentials });
    server.pending.login.reject({ error: 'गलत पासवर्ड' });
    await settled(server);
    expect(server.actor.getSnapshot().context.errorWorded).toBeUndefined();
    stored.pending.login = deferred();
    stored.actor.send({ type: 'LOGIN', ...credentials });
    expect(stored.actor.getSnapshot().context.errorWorded).toBeUndefined();
  });
});

describe('authMachine: sign-up', () => {
  it('goes loading → succeeded, sets the user, stores the token and emits SIGNED_UP (the app then goes to /login)', async () => {
    const auth = startAuth();
    auth.actor.send({ type: 'SIGNUP', ...details });
    expect(auth.actor.getSnapshot().value).toEqual({ loading: 'signup' });
    expect(auth.inputs.signup).toEqual([details]);

    auth.pending.signup.resolve({ user: asha, token: 'tok-s' });
    await settled(auth);
    const s = auth.actor.getSnapshot();
    expect(s.value).toBe('succeeded');
    expect(s.context).toMatchObject({ user: asha, isAuthenticated: true, token: 'tok-s', learnerId: '7', request: 'signup' });
    expect(auth.stored).toEqual(['tok-s']);
    expect(auth.storedLearners).toEqual(['7']);
    expect(auth.emitted).toEqual([{ type: 'SIGNED_UP', user: asha }]);
  });

  it('passes a friend’s referral code on, and sends none when it was left empty', () => {
    const withCode = startAuth();
    withCode.actor.send({ type: 'SIGNUP', ...details, referral_code: 'K7M2Q9XA' });
    expect(withCode.inputs.signup).toEqual([{ ...details, referral_code: 'K7M2Q9XA' }]);
    const without = startAuth();
    without.actor.send({ type: 'SIGNUP', ...details, referral_code: '' });
    expect(without.inputs.signup).toEqual([details]);
  });

  it('ignores a second SIGNUP while loading', () => {
    const auth = startAuth();
    auth.actor.send({ type: 'SIGNUP', ...details });
    auth.actor.send({ type: 'SIGNUP', ...details });
    auth.actor.send({ type: 'LOGIN', ...credentials });
    expect(auth.log).toEqual(['signup']);
  });

  it('fails with "Invalid response from server" when the answer was not a session', async () => {
    const auth = startAuth();
    auth.actor.send({ type: 'SIGNUP', ...details });
    auth.pending.signup.reject({ error: 'Invalid response from server' });
    await settled(auth);
    expect(auth.actor.getSnapshot().value).toBe('failed');
    expect(auth.actor.getSnapshot().context.error).toBe('Invalid response from server');
    expect(auth.log).toEqual(['signup', 'removeToken']);
    expect(auth.emitted).toEqual([{ type: 'REFUSED', request: 'signup', error: 'Invalid response from server' }]);
  });

  it('shows the server error with its fields, else "Signup failed"', async () => {
    const withServerError = startAuth();
    withServerError.actor.send({ type: 'SIGNUP', ...details });
    withServerError.pending.signup.reject({ error: 'Email already registered', fields: { email: 'Already registered' } });
    await settled(withServerError);
    expect(withServerError.actor.getSnapshot().context).toMatchObject({
      error: 'Email already registered',
      fieldErrors: { email: 'Already registered' },
      user: null,
      isAuthenticated: false,
    });
    // The form hears the refusal with its fields, to show each at its field and keep what was typed.
    expect(withServerError.emitted).toEqual([
      { type: 'REFUSED', request: 'signup', error: 'Email already registered', fieldErrors: { email: 'Already registered' } },
    ]);

    const withoutOne = startAuth();
    withoutOne.actor.send({ type: 'SIGNUP', ...details });
    withoutOne.pending.signup.reject(new Error('socket hang up'));
    await settled(withoutOne);
    expect(withoutOne.actor.getSnapshot().value).toBe('failed');
    expect(withoutOne.actor.getSnapshot().context.error).toBe('Signup failed');
    expect(withoutOne.log).toEqual(['signup', 'removeToken']);
  });
});

describe('authMachine: profile', () => {
  it('goes loading → succeeded and sets the user, keeping the session', async () => {
    const auth = startAuth('tok-1');
    auth.actor.send({ type: 'FETCH_PROFILE' });
    expect(auth.actor.getSnapshot().value).toEqual({ loading: 'profile' });
    auth.pending.profile.resolve(asha);
    await settled(auth);
    const s = auth.actor.getSnapshot();
    expect(s.value).toBe('succeeded');
    expect(s.context).toMatchObject({ user: asha, isAuthenticated: true, token: 'tok-1', learnerId: '7', request: 'profile' });
    // A session stored before ids were kept learns whose it is.
    expect(auth.log).toEqual(['fetchProfile', 'storeLearner']);
    expect(auth.storedLearners).toEqual(['7']);
    expect(auth.emitted).toEqual([]);
  });

  it('shows the server error on a rejection, else "Failed to fetch profile", and keeps the session', async () => {
    const withServerError = startAuth('tok-1');
    withServerError.actor.send({ type: 'FETCH_PROFILE' });
    withServerError.pending.profile.reject({ error: 'Server error. Please try again later.' });
    await settled(withServerError);
    expect(withServerError.actor.getSnapshot().context.error).toBe('Server error. Please try again later.');
    // Not a 401: the learner stays signed in (a test in progress goes on).
    expect(withServerError.actor.getSnapshot().context).toMatchObject({ isAuthenticated: true, token: 'tok-1' });

    const withoutOne = startAuth('tok-1');
    withoutOne.actor.send({ type: 'FETCH_PROFILE' });
    withoutOne.pending.profile.reject(null);
    await settled(withoutOne);
    expect(withoutOne.actor.getSnapshot().context.error).toBe('Failed to fetch profile');
    expect(withoutOne.log).toEqual(['fetchProfile']);
  });
});

describe('authMachine: logout', () => {
  async function signedIn() {
    const auth = startAuth();
    auth.actor.send({ type: 'LOGIN', ...credentials });
    auth.pending.login.resolve({ user: asha, token: 'tok-live' });
    await settled(auth);
    auth.log.length = 0;
    auth.emitted.length = 0;
    return auth;
  }

  it('removes the stored token before notifying the server, then resets to idle with no user', async () => {
    const auth = await signedIn();
    auth.actor.send({ type: 'LOGOUT' });
    expect(auth.actor.getSnapshot().value).toEqual({ loading: 'logout' });
    await vi.waitFor(() => expect(auth.log).toEqual(['removeToken', 'logout']));
    // The server still learns which token to revoke.
    expect(auth.inputs.logout).toEqual([{ token: 'tok-live', learnerId: '7' }]);

    auth.pending.logout.resolve({ result: 1 });
    await settled(auth);
    const s = auth.actor.getSnapshot();
    expect(s.value).toBe('idle');
    expect(s.context).toMatchObject({ user: null, isAuthenticated: false, token: null, error: null, request: 'logout' });
    expect(auth.emitted).toEqual([{ type: 'LOGGED_OUT' }]);
  });

  it('ignores a server error on logout', async () => {
    const auth = await signedIn();
    auth.actor.send({ type: 'LOGOUT' });
    auth.pending.logout.reject({ error: 'Server error. Please try again later.' });
    await settled(auth);
    const s = auth.actor.getSnapshot();
    expect(s.value).toBe('idle');
    expect(s.context).toMatchObject({ user: null, isAuthenticated: false, error: null });
    expect(s.context.fieldErrors).toBeUndefined();
    expect(auth.log).toEqual(['removeToken', 'logout']);
    expect(auth.emitted).toEqual([{ type: 'LOGGED_OUT' }]);
  });

  it('ignores a second LOGOUT while logging out', async () => {
    const auth = await signedIn();
    auth.actor.send({ type: 'LOGOUT' });
    expect(auth.actor.getSnapshot().can({ type: 'LOGOUT' })).toBe(false);
    auth.actor.send({ type: 'LOGOUT' });
    auth.pending.logout.resolve(undefined);
    await settled(auth);
    expect(auth.log).toEqual(['removeToken', 'logout']);
    expect(auth.emitted).toEqual([{ type: 'LOGGED_OUT' }]);
  });

  it('interrupts a profile fetch, whose late answer is then dropped', async () => {
    const auth = startAuth('tok-1');
    auth.actor.send({ type: 'FETCH_PROFILE' });
    auth.actor.send({ type: 'LOGOUT' });
    auth.pending.profile.resolve(asha);
    auth.pending.logout.resolve(undefined);
    await settled(auth);
    expect(auth.actor.getSnapshot().value).toBe('idle');
    expect(auth.actor.getSnapshot().context.user).toBeNull();
    expect(auth.inputs.logout).toEqual([{ token: 'tok-1', learnerId: null }]);
  });

  it('clears an earlier failure message', async () => {
    const auth = startAuth('tok-1');
    auth.actor.send({ type: 'FETCH_PROFILE' });
    auth.pending.profile.reject({ error: 'Session expired' });
    await settled(auth);
    auth.actor.send({ type: 'LOGOUT' });
    auth.pending.logout.resolve(undefined);
    await settled(auth);
    expect(auth.actor.getSnapshot().value).toBe('idle');
    expect(auth.actor.getSnapshot().context.error).toBeNull();
  });
});

describe('authMachine: UNAUTHORIZED', () => {
  it('signs out like logout, without notifying the server', async () => {
    const auth = startAuth('tok-1');
    auth.actor.send({ type: 'FETCH_PROFILE' });
    auth.pending.profile.resolve(asha);
    await settled(auth);
    auth.log.length = 0;

    auth.actor.send({ type: 'UNAUTHORIZED' });
    const s = auth.actor.getSnapshot();
    expect(s.value).toBe('idle');
    expect(s.context).toMatchObject({ user: null, isAuthenticated: false, token: null, learnerId: null, error: null });
    expect(auth.log).toEqual(['removeToken']);
    expect(auth.inputs.logout).toEqual([]);
  });

  it('works from idle and from failed too', async () => {
    const fromIdle = startAuth('tok-1');
    fromIdle.actor.send({ type: 'UNAUTHORIZED' });
    expect(fromIdle.actor.getSnapshot().value).toBe('idle');
    expect(fromIdle.actor.getSnapshot().context.isAuthenticated).toBe(false);
    expect(fromIdle.log).toEqual(['removeToken']);

    const fromFailed = startAuth();
    fromFailed.actor.send({ type: 'LOGIN', ...credentials });
    fromFailed.pending.login.reject('Invalid email or password');
    await settled(fromFailed);
    fromFailed.actor.send({ type: 'UNAUTHORIZED' });
    expect(fromFailed.actor.getSnapshot().value).toBe('idle');
    expect(fromFailed.actor.getSnapshot().context.error).toBeNull();
  });

  it("during a login does not swallow the login's own 401 message", async () => {
    const auth = startAuth();
    auth.actor.send({ type: 'LOGIN', ...credentials });
    // The api client's 401 handler fires before the request rejects.
    auth.actor.send({ type: 'UNAUTHORIZED' });
    expect(auth.actor.getSnapshot().value).toEqual({ loading: 'login' });
    auth.pending.login.reject({ error: 'Invalid email or password' });
    await settled(auth);
    expect(auth.actor.getSnapshot().value).toBe('failed');
    expect(auth.actor.getSnapshot().context.error).toBe('Invalid email or password');
  });

  it('during a profile fetch signs out at once and lets the fetch fail', async () => {
    const auth = startAuth('tok-1');
    auth.actor.send({ type: 'FETCH_PROFILE' });
    auth.actor.send({ type: 'UNAUTHORIZED' });
    expect(auth.actor.getSnapshot().context.isAuthenticated).toBe(false);
    expect(auth.actor.getSnapshot().context.token).toBeNull();
    auth.pending.profile.reject({ error: 'Unauthorized. Please login again.' });
    await settled(auth);
    expect(auth.actor.getSnapshot().value).toBe('failed');
    expect(auth.actor.getSnapshot().context.error).toBe('Unauthorized. Please login again.');
    expect(auth.inputs.logout).toEqual([]);
  });
});

describe('authMachine: PROFILE_UPDATED', () => {
  it('replaces the user of a signed-in learner without changing the status', () => {
    const auth = startAuth('tok-1');
    const renamed = { ...asha, first_name: 'Asha Rani' };
    auth.actor.send({ type: 'PROFILE_UPDATED', user: renamed });
    expect(auth.actor.getSnapshot().value).toBe('idle');
    expect(auth.actor.getSnapshot().context.user).toEqual(renamed);
  });

  it('tells a session stored before ids were kept whose it is', () => {
    const auth = startAuth('tok-1');
    auth.actor.send({ type: 'PROFILE_UPDATED', user: asha });
    expect(auth.actor.getSnapshot().context.learnerId).toBe('7');
    expect(auth.log).toEqual(['storeLearner']);
    expect(auth.storedLearners).toEqual(['7']);
  });

  it('is ignored when signed out', () => {
    const auth = startAuth(null);
    expect(auth.actor.getSnapshot().can({ type: 'PROFILE_UPDATED', user: asha })).toBe(false);
    auth.actor.send({ type: 'PROFILE_UPDATED', user: asha });
    expect(auth.actor.getSnapshot().context.user).toBeNull();
  });
});

describe('authFailureFrom', () => {
  it('keeps only string field messages and drops an empty fields object', () => {
    expect(authFailureFrom({ error: 'Bad', fields: { email: 'Required', age: 3 } }, 'loginFailed')).toEqual({
      error: 'Bad',
      fieldErrors: { email: 'Required' },
    });
    expect(authFailureFrom({ msg: 'Bad', fields: {} }, 'loginFailed')).toEqual({ error: 'Bad' });
    expect(authFailureFrom({ error: '   ', msg: 'From msg' }, 'loginFailed')).toEqual({ error: 'From msg' });
    expect(authFailureFrom(42, 'signupFailed')).toEqual({ error: 'Signup failed', worded: true });
  });

  it('keeps the mark of an error the app worded, and only beside that error', () => {
    expect(authFailureFrom({ error: 'Network error', worded: true }, 'loginFailed')).toEqual({ error: 'Network error', worded: true });
    expect(authFailureFrom({ msg: 'Too many attempts', worded: true }, 'loginFailed')).toEqual({ error: 'Too many attempts' });
  });
});

describe("authMachine: a staff member's second factor", () => {
  const step: SecondFactorStep = { second_factor: 'required', challenge: 'chal-1' };

  it('waits for a code after a right password, with no token stored, then signs in with the code', async () => {
    const auth = startAuth();
    auth.actor.send({ type: 'LOGIN', ...credentials });
    auth.pending.login.resolve(step);
    await settled(auth);
    expect(auth.actor.getSnapshot().value).toBe('secondFactor');
    expect(auth.actor.getSnapshot().context).toMatchObject({ isAuthenticated: false, token: null, secondFactor: step });
    expect(auth.stored).toEqual([]);
    expect(auth.emitted).toContainEqual({ type: 'SECOND_FACTOR_NEEDED', ...step });

    auth.actor.send({ type: 'VERIFY_CODE', code: '123456' });
    expect(auth.actor.getSnapshot().matches({ loading: 'secondFactor' })).toBe(true);
    auth.pending.verify.resolve({ user: asha, token: 'tok-staff' });
    await settled(auth);
    expect(auth.inputs.verify).toEqual([{ challenge: 'chal-1', code: '123456' }]);
    expect(auth.actor.getSnapshot().value).toBe('succeeded');
    expect(auth.actor.getSnapshot().context).toMatchObject({ isAuthenticated: true, token: 'tok-staff', secondFactor: null });
    expect(auth.stored).toEqual(['tok-staff']);
    expect(auth.emitted).toContainEqual({ type: 'LOGGED_IN', user: asha });
  });

  it('keeps waiting after a wrong code, with the reason, and may be left', async () => {
    const auth = startAuth();
    auth.actor.send({ type: 'LOGIN', ...credentials });
    auth.pending.login.resolve(step);
    await settled(auth);
    auth.actor.send({ type: 'VERIFY_CODE', code: '000000' });
    auth.pending.verify.reject({ error: 'That code is not right.', fields: { code: 'That code is not right.' } });
    await settled(auth);
    const snapshot = auth.actor.getSnapshot();
    expect(snapshot.value).toBe('secondFactor');
    expect(snapshot.context).toMatchObject({ error: 'That code is not right.', request: 'secondFactor', secondFactor: step });
    auth.actor.send({ type: 'CANCEL_SECOND_FACTOR' });
    expect(auth.actor.getSnapshot().value).toBe('idle');
    expect(auth.actor.getSnapshot().context.secondFactor).toBeNull();
  });

  it('takes the session the enrolment screen got (SESSION_STARTED)', async () => {
    const auth = startAuth();
    auth.actor.send({ type: 'LOGIN', ...credentials });
    auth.pending.login.resolve({ second_factor: 'enrol', challenge: 'chal-enrol' });
    await settled(auth);
    auth.actor.send({ type: 'SESSION_STARTED', user: asha, token: 'tok-enrolled' });
    expect(auth.actor.getSnapshot().context).toMatchObject({ isAuthenticated: true, token: 'tok-enrolled', learnerId: '7' });
    expect(auth.stored).toEqual(['tok-enrolled']);
  });

  it('takes an enrolment\'s session on a page loaded afresh, where no login waits', () => {
    const auth = startAuth();
    const loggedIn: unknown[] = [];
    auth.actor.on('LOGGED_IN', (event) => loggedIn.push(event.user));
    expect(auth.actor.getSnapshot().value).toBe('idle');
    auth.actor.send({ type: 'SESSION_STARTED', user: asha, token: 'tok-studio' });
    expect(auth.actor.getSnapshot().value).toBe('succeeded');
    expect(auth.actor.getSnapshot().context).toMatchObject({ isAuthenticated: true, token: 'tok-studio', learnerId: '7' });
    expect(auth.stored).toEqual(['tok-studio']);
    expect(loggedIn).toEqual([asha]);
  });
});
