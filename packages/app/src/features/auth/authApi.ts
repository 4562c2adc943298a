import type { AxiosInstance } from 'axios';
import { authMessageKeys, type AuthSession, type LoginCredentials, type SignupDetails } from '@pariksha/machines';
import { ApiError } from '../../api/ApiError';
import { endpoint, InvalidResponseError, read, send } from '../../api/read';
import type { QueryScope } from '../../data/scope';
import type { MessageKey } from '../../i18n/en';
import type { Learner } from './learner';

/**
 * The auth machine reads a rejection's `error`, its `errorKey` and `fields`; an `Error` means
 * "nothing to show" to it, so the api client's ApiError, and an answer of the wrong shape, are
 * handed over as plain objects carrying their message (and its key, when the client worded it).
 */
function forMachine(error: unknown): never {
  if (error instanceof ApiError) throw { error: error.message, errorKey: error.messageKey, fields: error.fields };
  if (error instanceof InvalidResponseError) throw { error: error.message, errorKey: error.messageKey };
  throw error;
}

// The machine's stored messages are interface strings of the core catalogue (checked here).
const keys: Record<keyof typeof authMessageKeys, MessageKey> = authMessageKeys;

/** Login and sign-up need both user and token (the spec's 'Invalid response from server'). */
const session = (path: string, failedKey: MessageKey) => endpoint(path, 'session', keys.invalidResponse, failedKey);

export function login(api: AxiosInstance, credentials: LoginCredentials, signal?: AbortSignal): Promise<AuthSession<Learner>> {
  // The page shows the error in red beside the form; a toast would say it twice.
  return send(api, 'post', session('/loginUser', keys.loginFailed), credentials, { signal, skipToast: true }).catch(forMachine);
}

export function signup(api: AxiosInstance, details: SignupDetails, signal?: AbortSignal): Promise<AuthSession<Learner>> {
  return send(api, 'post', session('/signup', keys.signupFailed), details, { signal, skipToast: true }).catch(forMachine);
}

export function fetchProfile(scope: QueryScope, signal?: AbortSignal): Promise<Learner> {
  // The spec: 'Profile needs a user', else the stored 'Failed to fetch profile'.
  return read(scope, endpoint('/getProfile', 'profile', keys.profileFailed), { signal, skipToast: true }).catch(forMachine);
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
    endpoint('/logout', 'done', keys.invalidResponse, 'failure.logout'),
    undefined,
    { headers: { Authorization: `Bearer ${token}` }, skipToast: true },
  );
}
