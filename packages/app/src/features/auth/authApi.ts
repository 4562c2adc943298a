import type { AxiosInstance } from 'axios';
import { authMessages, type AuthSession, type LoginCredentials, type SignupDetails } from '@pariksha/machines';
import { ApiError } from '../../api/ApiError';
import { endpoint, InvalidResponseError, read, send } from '../../api/read';
import type { QueryScope } from '../../data/scope';
import type { Learner } from './learner';

/**
 * The auth machine reads a rejection's `error` and `fields`; an `Error` means "nothing to show"
 * to it, so the api client's ApiError, and an answer of the wrong shape, are handed over as plain
 * objects carrying their message.
 */
function forMachine(error: unknown): never {
  if (error instanceof ApiError) throw { error: error.message, fields: error.fields };
  if (error instanceof InvalidResponseError) throw { error: error.message };
  throw error;
}

/** Login and sign-up need both user and token (the spec's 'Invalid response from server'). */
const session = (path: string, failedMessage: string) => endpoint(path, 'session', authMessages.invalidResponse, failedMessage);

export function login(api: AxiosInstance, credentials: LoginCredentials, signal?: AbortSignal): Promise<AuthSession<Learner>> {
  // The page shows the error in red beside the form; a toast would say it twice.
  return send(api, 'post', session('/loginUser', authMessages.loginFailed), credentials, { signal, skipToast: true }).catch(forMachine);
}

export function signup(api: AxiosInstance, details: SignupDetails, signal?: AbortSignal): Promise<AuthSession<Learner>> {
  return send(api, 'post', session('/signup', authMessages.signupFailed), details, { signal, skipToast: true }).catch(forMachine);
}

export function fetchProfile(scope: QueryScope, signal?: AbortSignal): Promise<Learner> {
  // The spec: 'Profile needs a user', else the stored 'Failed to fetch profile'.
  return read(scope, endpoint('/getProfile', 'profile', authMessages.profileFailed), { signal, skipToast: true }).catch(forMachine);
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
    endpoint('/logout', 'done', authMessages.invalidResponse, 'Logout failed'),
    undefined,
    { headers: { Authorization: `Bearer ${token}` }, skipToast: true },
  );
}
