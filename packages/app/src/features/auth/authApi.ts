import type { AxiosInstance } from 'axios';
import type { AuthProfileData, AuthSessionData, LoginCredentials, SignupDetails } from '@pariksha/machines';
import { ApiError } from '../../api/ApiError';
import { field } from '../../api/fetchList';
import type { Learner } from './learner';

/**
 * The auth machine reads a rejection's `error` and `fields`; an `Error` means "nothing to show"
 * to it, so the api client's ApiError is handed over as a plain object.
 */
function forMachine(error: unknown): never {
  if (error instanceof ApiError) throw { error: error.message, fields: error.fields };
  throw error;
}

/** The envelope's `data`, unchecked: the machine applies the spec's shape rules. */
function dataOf<T>(body: unknown): T {
  return (field(body, 'data') ?? {}) as T;
}

export async function login(api: AxiosInstance, credentials: LoginCredentials, signal?: AbortSignal) {
  // The page shows the error in red beside the form; a toast would say it twice.
  const response = await api.post('/loginUser', credentials, { signal, skipToast: true }).catch(forMachine);
  return dataOf<AuthSessionData<Learner>>(response.data);
}

export async function signup(api: AxiosInstance, details: SignupDetails, signal?: AbortSignal) {
  const response = await api.post('/signup', details, { signal, skipToast: true }).catch(forMachine);
  return dataOf<AuthSessionData<Learner>>(response.data);
}

export async function fetchProfile(api: AxiosInstance, signal?: AbortSignal) {
  const response = await api.get('/getProfile', { signal, skipToast: true }).catch(forMachine);
  return dataOf<AuthProfileData<Learner>>(response.data);
}

/**
 * Tells the provider to revoke the token. The stored copy is already gone by now (the spec's
 * order), so the token is passed in; any failure is the machine's to ignore.
 */
export async function logout(api: AxiosInstance, token: string | null) {
  if (!token) return;
  await api.post('/logout', undefined, { headers: { Authorization: `Bearer ${token}` }, skipToast: true });
}
