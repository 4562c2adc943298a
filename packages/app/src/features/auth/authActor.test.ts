import type { AxiosAdapter } from 'axios';
import { RESET } from 'jotai/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { User } from '@pariksha/contract/responses';
import { api, store } from '../../browserSession';
import { selectedLanguageAtom } from '../language/atoms';
import { authActor } from './authActor';
import { tokenAtom } from './atoms';

const meera: User = {
  id: 41,
  first_name: 'Meera',
  last_name: 'Iyer',
  email: 'meera@example.in',
  phone: '9876543210',
  preferred_language: 'hi',
  profile: {
    first_name: 'Meera',
    last_name: 'Iyer',
    phone: '9876543210',
    email: 'meera@example.in',
    dob: null,
    gender: null,
    city: null,
    state: null,
    post_code: null,
    country: null,
  },
  academic: [],
  stats: { courses_purchased: 0, tests_given: 0 },
  membership: null,
  created_at: '2026-11-01T10:00:00.000Z',
  email_confirmed: false,
};

/** The browser's api client answers `/loginUser` with `body` (no network in unit tests). */
function provider(body: unknown) {
  const adapter: AxiosAdapter = async (config) => ({ data: body, status: 200, statusText: 'OK', headers: {}, config });
  api.defaults.adapter = adapter;
}

afterEach(() => {
  store.set(tokenAtom, RESET);
  localStorage.clear();
});

describe('the browser’s auth actor', () => {
  it('signs in with a checked session: stores the token and restores the learner’s language', async () => {
    provider({ result: 1, data: { user: meera, token: 'tok-meera' }, msg: 'Welcome back, Meera!' });
    authActor.send({ type: 'LOGIN', email: 'meera@example.in', password: 'a long passphrase' });
    const done = await waitFor(authActor, (snapshot) => snapshot.matches('succeeded') || snapshot.matches('failed'));
    expect(done.value).toBe('succeeded');
    expect(store.get(tokenAtom)).toBe('tok-meera');
    expect(localStorage.getItem('token')).toBe('tok-meera');
    await vi.waitFor(() => expect(store.get(selectedLanguageAtom)).toBe('hi'));
  });

  it('refuses an answer that is not a session with the spec’s message, and stores nothing', async () => {
    provider({ result: 1, data: { user: meera }, msg: 'Welcome back' });
    authActor.send({ type: 'LOGIN', email: 'meera@example.in', password: 'a long passphrase' });
    const done = await waitFor(authActor, (snapshot) => snapshot.matches('failed'));
    expect(done.context.error).toBe('Invalid response from server');
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('ends the session when the stored token goes (a 401, or another tab logging out)', async () => {
    provider({ result: 1, data: { user: meera, token: 'tok-2' }, msg: 'Welcome back' });
    authActor.send({ type: 'LOGIN', email: 'meera@example.in', password: 'a long passphrase' });
    await waitFor(authActor, (snapshot) => snapshot.context.isAuthenticated);
    store.set(tokenAtom, RESET);
    const after = authActor.getSnapshot();
    expect(after.context).toMatchObject({ isAuthenticated: false, user: null });
  });
});
