import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { authFailureFrom, type AuthFailure, type AuthMessage } from './authErrors';

/**
 * The spec's auth status (section 4): idle → loading → succeeded | failed, for login, sign-up,
 * profile fetch and logout. The requests and the token storage are side effects the app provides
 * with `.provide({ actors, actions })`. Events are SCREAMING_SNAKE_CASE across @pariksha/machines.
 */

/** The least the machine assumes about a learner; the app may use its own type instead. */
export interface AuthUser {
  id: number | string;
  first_name: string;
  email: string;
  phone: string;
}

export interface LoginCredentials {
  email: string;
  password: string;
}

/** The sign-up form as sent to the server (the confirm-password field stays in the form). */
export interface SignupDetails {
  first_name: string;
  phone: string;
  email: string;
  password: string;
  /** A friend's referral code; absent when none was typed. */
  referral_code?: string;
}

/**
 * What the login and sign-up actors resolve with: the learner and their token, already checked
 * against the provider's contract by the app. An answer of another shape is the actor's rejection
 * (with the spec's 'Invalid response from server'), not a value the machine inspects.
 */
export interface AuthSession<TUser = AuthUser> {
  user: TUser;
  token: string;
}

/**
 * A staff member's login answer: no session yet. `required`: a code goes with `challenge` to the
 * verifySecondFactor actor; `enrol`: the app's enrolment screen sets the second factor up and then
 * hands the session over with SESSION_STARTED.
 */
export interface SecondFactorStep {
  second_factor: 'required' | 'enrol';
  challenge: string;
}

export interface SecondFactorCode {
  challenge: string;
  code: string;
}

export interface AuthInput {
  /** The stored token read on init: a learner holding one starts authenticated. */
  token: string | null;
  /**
   * Whose the stored token is, stored beside it (the learner's id); null or absent for a session
   * stored before ids were kept, which learns it from the profile.
   */
  learnerId?: string | null;
}

/** Which request the status belongs to, so a page shows only its own error or spinner. */
export type AuthRequest = 'login' | 'signup' | 'profile' | 'logout' | 'secondFactor';

export interface AuthContext<TUser = AuthUser> {
  user: TUser | null;
  isAuthenticated: boolean;
  /** The token in memory; the logout actor gets it after the stored copy is already gone. */
  token: string | null;
  /**
   * The signed-in learner's id, known before their profile arrives: the app keys their data by it,
   * so one learner's data is never another's.
   */
  learnerId: string | null;
  /** The latest request started; kept after it settles. */
  request: AuthRequest | null;
  error: string | null;
  /** True when the app or this machine worded `error` (see AuthFailure): the app says it in the reader's language. */
  errorWorded?: true;
  fieldErrors?: Record<string, string>;
  /** A staff member's login waiting for its second factor; null otherwise. */
  secondFactor?: SecondFactorStep | null;
}

export type AuthEvent<TUser = AuthUser> =
  | ({ type: 'LOGIN' } & LoginCredentials)
  | ({ type: 'SIGNUP' } & SignupDetails)
  | { type: 'FETCH_PROFILE' }
  | { type: 'LOGOUT' }
  /** Any 401 anywhere: signed out locally, without notifying the server. */
  | { type: 'UNAUTHORIZED' }
  | { type: 'PROFILE_UPDATED'; user: TUser }
  /** The second factor's code (a TOTP code or a recovery code) for the waiting login. */
  | { type: 'VERIFY_CODE'; code: string }
  /** The enrolment screen confirmed the second factor and got the session. */
  | ({ type: 'SESSION_STARTED' } & AuthSession<TUser>)
  /** Leave the waiting login (back to the e-mail and password). */
  | { type: 'CANCEL_SECOND_FACTOR' };

/**
 * Outcomes the app acts on with `actor.on(type, handler)`: navigation after login or sign-up, and
 * a refusal, which the form answers by showing each message at its field (what was typed stays).
 */
export type AuthEmitted<TUser = AuthUser> =
  | { type: 'LOGGED_IN'; user: TUser }
  | { type: 'SIGNED_UP'; user: TUser }
  | { type: 'LOGGED_OUT' }
  /** A staff member's password was right: the app asks for the code, or opens the enrolment. */
  | ({ type: 'SECOND_FACTOR_NEEDED' } & SecondFactorStep)
  | ({ type: 'REFUSED'; request: AuthRequest } & AuthFailure);

export interface AuthLogoutInput {
  /** The token to revoke, passed explicitly: the stored copy was removed before the call. */
  token: string | null;
  /** Whose token it is: what the learner left unsent on this device can still go with it. */
  learnerId: string | null;
}

function notProvided(name: string): never {
  throw new Error(`authMachine: provide the ${name} actor with .provide({ actors })`);
}

/**
 * Builds the auth machine for the app's user type. The default actors reject (so a forgotten
 * `.provide()` shows the spec's fallback messages); the default token actions do nothing.
 */
export function createAuthMachine<TUser extends Pick<AuthUser, 'id'> = AuthUser>() {
  return setup({
    types: {
      context: {} as AuthContext<TUser>,
      events: {} as AuthEvent<TUser>,
      input: {} as AuthInput,
      emitted: {} as AuthEmitted<TUser>,
    },
    actors: {
      login: fromPromise<AuthSession<TUser> | SecondFactorStep, LoginCredentials>(async () => notProvided('login')),
      verifySecondFactor: fromPromise<AuthSession<TUser>, SecondFactorCode>(async () => notProvided('verifySecondFactor')),
      signup: fromPromise<AuthSession<TUser>, SignupDetails>(async () => notProvided('signup')),
      /** Resolves with the signed-in learner. */
      fetchProfile: fromPromise<TUser>(async () => notProvided('fetchProfile')),
      logout: fromPromise<unknown, AuthLogoutInput>(async () => notProvided('logout')),
    },
    actions: {
      /** Side effect: persist the token (the app writes its tokenAtom). */
      storeToken: (_, _params: { token: string }) => {},
      /** Side effect: persist whose the token is, beside it (after storeToken, or once the profile says). */
      storeLearner: (_, _params: { learnerId: string }) => {},
      /** Side effect: forget the stored token and whose it was (the app also drops that learner's data). */
      removeToken: () => {},
      startRequest: assign((_, params: { request: AuthRequest }) => ({
        request: params.request,
        error: null,
        errorWorded: undefined,
        fieldErrors: undefined,
      })),
      setSession: assign((_, params: AuthSession<TUser>) => ({
        user: params.user,
        token: params.token,
        learnerId: String(params.user.id),
        isAuthenticated: true,
      })),
      setUser: assign((_, params: { user: TUser }) => ({ user: params.user, learnerId: String(params.user.id) })),
      setUserFromEvent: assign(({ event }) => {
        assertEvent(event, 'PROFILE_UPDATED');
        return { user: event.user, learnerId: String(event.user.id) };
      }),
      clearSession: assign({ user: null, token: null, learnerId: null, isAuthenticated: false, secondFactor: null }),
      setSecondFactor: assign((_, params: SecondFactorStep) => ({ secondFactor: params })),
      clearSecondFactor: assign({ secondFactor: null }),
      emitSecondFactorNeeded: emit((_, params: SecondFactorStep) => ({ type: 'SECOND_FACTOR_NEEDED' as const, ...params })),
      clearError: assign({ error: null, errorWorded: undefined, fieldErrors: undefined }),
      setFailure: assign((_, params: { rejection: unknown; fallback: AuthMessage }) => {
        const failure = authFailureFrom(params.rejection, params.fallback);
        return { error: failure.error, errorWorded: failure.worded, fieldErrors: failure.fieldErrors };
      }),
      emitLoggedIn: emit((_, params: { user: TUser }) => ({ type: 'LOGGED_IN' as const, user: params.user })),
      emitSignedUp: emit((_, params: { user: TUser }) => ({ type: 'SIGNED_UP' as const, user: params.user })),
      emitLoggedOut: emit({ type: 'LOGGED_OUT' as const }),
      emitRefused: emit((_, params: { request: AuthRequest; rejection: unknown; fallback: AuthMessage }) => ({
        type: 'REFUSED' as const,
        request: params.request,
        ...authFailureFrom(params.rejection, params.fallback),
      })),
    },
    guards: {
      isAuthenticated: ({ context }) => context.isAuthenticated,
      isSecondFactorStep: (_, params: { output: AuthSession<TUser> | SecondFactorStep }) => 'second_factor' in params.output,
    },
  }).createMachine({
    id: 'auth',
    initial: 'idle',
    context: ({ input }) => ({
      user: null,
      isAuthenticated: input.token !== null && input.token !== '',
      token: input.token !== '' ? input.token : null,
      learnerId: input.token !== null && input.token !== '' && input.learnerId ? input.learnerId : null,
      request: null,
      error: null,
    }),
    on: {
      LOGIN: { target: '.loading.login' },
      SIGNUP: { target: '.loading.signup' },
      FETCH_PROFILE: { target: '.loading.profile' },
      LOGOUT: { target: '.loading.logout' },
      UNAUTHORIZED: { target: '.idle', actions: ['removeToken', 'clearSession', 'clearError'] },
      PROFILE_UPDATED: {
        guard: 'isAuthenticated',
        actions: [
          'setUserFromEvent',
          // A session stored before ids were kept may learn whose it is here first (a trial started on a public page).
          { type: 'storeLearner', params: ({ event }) => ({ learnerId: String(event.user.id) }) },
        ],
      },
    },
    states: {
      idle: {
        on: {
          // The enrolment may finish on a page of its own (the studio, loaded afresh after the
          // password), where no login waits: its session is taken as the waiting login's would be.
          SESSION_STARTED: {
            target: 'succeeded',
            actions: [
              'clearError',
              { type: 'setSession', params: ({ event }) => ({ user: event.user, token: event.token }) },
              { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
              { type: 'storeLearner', params: ({ event }) => ({ learnerId: String(event.user.id) }) },
              { type: 'emitLoggedIn', params: ({ event }) => ({ user: event.user }) },
            ],
          },
        },
      },
      loading: {
        // Always entered through a request event's target; XState requires an initial child.
        initial: 'login',
        on: {
          // One request at a time: no double submit. Only LOGOUT may interrupt (a profile fetch).
          LOGIN: {},
          SIGNUP: {},
          FETCH_PROFILE: {},
          // The 401 of the request in flight settles it below, with the server's message.
          UNAUTHORIZED: { actions: ['removeToken', 'clearSession'] },
        },
        states: {
          login: {
            entry: { type: 'startRequest', params: { request: 'login' } },
            invoke: {
              src: 'login',
              input: ({ event }) => {
                assertEvent(event, 'LOGIN');
                return { email: event.email, password: event.password };
              },
              onDone: [
                {
                  guard: { type: 'isSecondFactorStep', params: ({ event }) => ({ output: event.output }) },
                  target: '#auth.secondFactor',
                  actions: [
                    { type: 'setSecondFactor', params: ({ event }) => event.output as SecondFactorStep },
                    { type: 'emitSecondFactorNeeded', params: ({ event }) => event.output as SecondFactorStep },
                  ],
                },
                {
                  target: '#auth.succeeded',
                  actions: [
                    { type: 'setSession', params: ({ event }) => event.output as AuthSession<TUser> },
                    { type: 'storeToken', params: ({ event }) => ({ token: (event.output as AuthSession<TUser>).token }) },
                    { type: 'storeLearner', params: ({ event }) => ({ learnerId: String((event.output as AuthSession<TUser>).user.id) }) },
                    { type: 'emitLoggedIn', params: ({ event }) => ({ user: (event.output as AuthSession<TUser>).user }) },
                  ],
                },
              ],
              onError: {
                target: '#auth.failed',
                actions: [
                  'clearSession',
                  'removeToken',
                  { type: 'setFailure', params: ({ event }) => ({ rejection: event.error, fallback: 'loginFailed' }) },
                  {
                    type: 'emitRefused',
                    params: ({ event }) => ({ request: 'login', rejection: event.error, fallback: 'loginFailed' }),
                  },
                ],
              },
            },
          },
          signup: {
            entry: { type: 'startRequest', params: { request: 'signup' } },
            invoke: {
              src: 'signup',
              input: ({ event }) => {
                assertEvent(event, 'SIGNUP');
                const details = { first_name: event.first_name, phone: event.phone, email: event.email, password: event.password };
                return event.referral_code ? { ...details, referral_code: event.referral_code } : details;
              },
              onDone: {
                target: '#auth.succeeded',
                actions: [
                  { type: 'setSession', params: ({ event }) => event.output },
                  { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
                  { type: 'storeLearner', params: ({ event }) => ({ learnerId: String(event.output.user.id) }) },
                  { type: 'emitSignedUp', params: ({ event }) => ({ user: event.output.user }) },
                ],
              },
              onError: {
                target: '#auth.failed',
                actions: [
                  'clearSession',
                  'removeToken',
                  { type: 'setFailure', params: ({ event }) => ({ rejection: event.error, fallback: 'signupFailed' }) },
                  {
                    type: 'emitRefused',
                    params: ({ event }) => ({ request: 'signup', rejection: event.error, fallback: 'signupFailed' }),
                  },
                ],
              },
            },
          },
          profile: {
            entry: { type: 'startRequest', params: { request: 'profile' } },
            invoke: {
              src: 'fetchProfile',
              onDone: {
                target: '#auth.succeeded',
                actions: [
                  { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
                  // A session stored before ids were kept learns here whose it is.
                  { type: 'storeLearner', params: ({ event }) => ({ learnerId: String(event.output.id) }) },
                ],
              },
              // Only a 401 ends the session (UNAUTHORIZED, above): a profile that did not arrive (no
              // network on a train, a server restarting) leaves the learner signed in, their test going on.
              onError: {
                target: '#auth.failed',
                actions: [
                  { type: 'setFailure', params: ({ event }) => ({ rejection: event.error, fallback: 'profileFailed' }) },
                  {
                    type: 'emitRefused',
                    params: ({ event }) => ({ request: 'profile', rejection: event.error, fallback: 'profileFailed' }),
                  },
                ],
              },
            },
          },
          secondFactor: {
            entry: { type: 'startRequest', params: { request: 'secondFactor' } },
            on: { VERIFY_CODE: {} },
            invoke: {
              src: 'verifySecondFactor',
              input: ({ context, event }) => {
                assertEvent(event, 'VERIFY_CODE');
                return { challenge: context.secondFactor?.challenge ?? '', code: event.code };
              },
              onDone: {
                target: '#auth.succeeded',
                actions: [
                  'clearSecondFactor',
                  { type: 'setSession', params: ({ event }) => event.output },
                  { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
                  { type: 'storeLearner', params: ({ event }) => ({ learnerId: String(event.output.user.id) }) },
                  { type: 'emitLoggedIn', params: ({ event }) => ({ user: event.output.user }) },
                ],
              },
              // The login still waits: the page shows why (a wrong code, too many) beside the field.
              onError: {
                target: '#auth.secondFactor',
                actions: [
                  { type: 'setFailure', params: ({ event }) => ({ rejection: event.error, fallback: 'loginFailed' }) },
                  {
                    type: 'emitRefused',
                    params: ({ event }) => ({ request: 'secondFactor', rejection: event.error, fallback: 'loginFailed' }),
                  },
                ],
              },
            },
          },
          logout: {
            // The stored token goes first, whatever the server does next.
            entry: [{ type: 'startRequest', params: { request: 'logout' } }, 'removeToken'],
            on: { LOGOUT: {} },
            invoke: {
              src: 'logout',
              input: ({ context }) => ({ token: context.token, learnerId: context.learnerId }),
              // The server's answer changes nothing: the learner is signed out either way.
              onDone: { target: '#auth.idle', actions: ['clearSession', 'emitLoggedOut'] },
              onError: { target: '#auth.idle', actions: ['clearSession', 'emitLoggedOut'] },
            },
          },
        },
      },
      /** A staff member's password was right; the session waits for the second factor. */
      secondFactor: {
        on: {
          VERIFY_CODE: { target: 'loading.secondFactor' },
          SESSION_STARTED: {
            target: 'succeeded',
            actions: [
              'clearSecondFactor',
              'clearError',
              { type: 'setSession', params: ({ event }) => ({ user: event.user, token: event.token }) },
              { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
              { type: 'storeLearner', params: ({ event }) => ({ learnerId: String(event.user.id) }) },
              { type: 'emitLoggedIn', params: ({ event }) => ({ user: event.user }) },
            ],
          },
          CANCEL_SECOND_FACTOR: { target: 'idle', actions: ['clearSecondFactor', 'clearError'] },
        },
      },
      succeeded: {},
      failed: {},
    },
  });
}

export type AuthMachine<TUser extends Pick<AuthUser, 'id'> = AuthUser> = ReturnType<typeof createAuthMachine<TUser>>;

/** The auth machine for the minimal {@link AuthUser}; `createAuthMachine<User>()` for another type. */
export const authMachine = createAuthMachine();
