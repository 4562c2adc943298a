import type { AxiosInstance } from 'axios';
import {
  authMessages,
  type AuthSession,
  type LoginCredentials,
  type SecondFactorCode,
  type SecondFactorStep,
  type SignupDetails,
} from '@pariksha/machines';
import { ApiError } from '../../api/ApiError';
import { endpoint, InvalidResponseError, read, send } from '../../api/read';
import type { QueryScope } from '../../data/scope';
import type { FailureText } from '../../i18n/failureText';
import type { Learner } from './learner';

/**
 * The auth machine reads a rejection's `error`, whether the client `worded` it, and `fields`; an `Error` means
 * "nothing to show" to it, so the api client's ApiError, and an answer of the wrong shape, are
 * handed over as plain objects carrying their message (marked when the client worded it).
 */
function forMachine(error: unknown): never {
  if (error instanceof ApiError) throw { error: error.message, worded: error.failureText !== undefined || undefined, fields: error.fields };
  if (error instanceof InvalidResponseError) throw { error: error.message, worded: true };
  throw error;
}

// The machine's stored messages are failure texts, said in the reader's language (checked here).
const stored: Record<keyof typeof authMessages, FailureText> = authMessages;

/** Login and sign-up need both user and token (the spec's 'Invalid response from server'). */
const session = (path: string, failedText: FailureText) => endpoint(path, 'session', stored.invalidResponse, failedText);

/** A learner's session, or a staff member's second-factor step (no session yet). */
export function login(api: AxiosInstance, credentials: LoginCredentials, signal?: AbortSignal): Promise<AuthSession<Learner> | SecondFactorStep> {
  // The page shows the error in red beside the form; a toast would say it twice.
  const loginUser = endpoint('/loginUser', 'login', stored.invalidResponse, stored.loginFailed);
  return send(api, 'post', loginUser, credentials, { signal, skipToast: true }).catch(forMachine);
}

/** A staff member's code (TOTP or recovery) for the waiting login: the session. */
export function verifySecondFactor(api: AxiosInstance, input: SecondFactorCode, signal?: AbortSignal): Promise<AuthSession<Learner>> {
  return send(api, 'post', session('/verifySecondFactor', stored.loginFailed), input, { signal, skipToast: true }).catch(forMachine);
}

export function signup(api: AxiosInstance, details: SignupDetails, signal?: AbortSignal): Promise<AuthSession<Learner>> {
  return send(api, 'post', session('/signup', stored.signupFailed), details, { signal, skipToast: true }).catch(forMachine);
}

export function fetchProfile(scope: QueryScope, signal?: AbortSignal): Promise<Learner> {
  // The spec: 'Profile needs a user', else the stored 'Failed to fetch profile'.
  return read(scope, endpoint('/getProfile', 'profile', stored.profileFailed), { signal, skipToast: true }).catch(forMachine);
}

/**
 * Tells the provider to revoke the token. The stored copy is already gone by now (the spec's
 * order), so the token is passed in; any failure is the machine's to ignore.
 */
export async function logout(api: AxiosInstance, token: string | null): Promise<void> {
  if (!token) return;
  await send(
    api,
    'post',
    endpoint('/logout', 'done', stored.invalidResponse, 'Logout failed'),
    undefined,
    { headers: { Authorization: `Bearer ${token}` }, skipToast: true },
  );
}
