import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { JournalEntry } from '@pariksha/machines';
import type { User } from '@pariksha/contract/responses';
import { api, queryClient, store } from '../../browserSession';
import { scopeOf } from '../../data/scope';
import { journalKey } from '../attempts/journalStorage';
import { referralQuery } from '../commerce/queries';
import { coursesQuery } from '../content/queries';
import { authActor } from './authActor';
import { endSessionAtom, learnerIdAtom, learnerStorageKey, tokenAtom, tokenStorageKey } from './atoms';

// Learners who share a phone, as the browser's one auth actor, store, query cache and api client
// meet them: one learner's data never reaches the next, whichever way the session ends.

function learner(id: number, name: string): User {
  return {
    id,
    first_name: name,
    last_name: 'Kumar',
    email: `${name.toLowerCase()}@example.in`,
    phone: '9876543210',
    preferred_language: 'en',
    profile: { first_name: name, last_name: 'Kumar', phone: '9876543210', email: `${name.toLowerCase()}@example.in`, dob: null, gender: null, city: null, state: null, post_code: null, country: null },
    academic: [],
    stats: { courses_purchased: 0, tests_given: 0 },
    membership: null,
    created_at: '2026-11-01T10:00:00.000Z',
    email_confirmed: true,
  };
}

const asha = learner(41, 'Asha');
const ravi = learner(42, 'Ravi');
const attemptId = '3f1c2a54-9b7e-4d21-8c33-5a6b7c8d9e0f';
const unsent: JournalEntry = { client_id: 'tab-1', seq: 3, change: { question_id: 101, answer: { choice: 2 }, marked: false, visited: true, time_spent_ms: 1_200 } };

interface Sent {
  path: string;
  authorization: string | undefined;
}

/**
 * The provider as the browser's api client meets it (no network in unit tests): each path's
 * answer, or a dropped connection; every request is recorded with the token it carried.
 */
function provider(answers: Record<string, (config: InternalAxiosRequestConfig) => unknown>): Sent[] {
  const sent: Sent[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const path = config.url ?? '';
    const authorization = config.headers.get('Authorization');
    sent.push({ path, authorization: typeof authorization === 'string' ? authorization : undefined });
    const answer = answers[path];
    if (answer === undefined) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const data = answer(config);
    if (data instanceof AxiosError) throw data;
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  api.defaults.adapter = adapter;
  return sent;
}

const session = (user: User, token: string) => () => ({ result: 1, data: { user, token }, msg: `Welcome, ${user.first_name}` });
const loggedOut = () => ({ result: 1, data: null, msg: 'Logged out' });
const acknowledged = (config: InternalAxiosRequestConfig) => {
  const batch = JSON.parse(String(config.data)) as { client_id: string; seq: number };
  return {
    result: 1,
    data: { attempt_id: attemptId, client_id: batch.client_id, seq: batch.seq, server_time: '2026-11-24T10:00:00.000Z', deadline_at: '2026-11-24T11:00:00.000Z', status: 'in_progress' },
  };
};

async function logIn(user: User, token: string) {
  provider({ '/loginUser': session(user, token) });
  authActor.send({ type: 'LOGIN', email: user.email, password: 'a long passphrase' });
  await waitFor(authActor, (snapshot) => snapshot.matches('succeeded'));
}

async function logOut() {
  const done = new Promise<void>((resolve) => {
    const subscription = authActor.on('LOGGED_OUT', () => {
      subscription.unsubscribe();
      resolve();
    });
  });
  authActor.send({ type: 'LOGOUT' });
  await done;
}

/** Asha's referral code in the cache, as her Refer friends page left it, beside a public list. */
function cacheAshasPages() {
  const scope = scopeOf(store);
  queryClient.setQueryData(referralQuery(scope).queryKey, { code: 'ASHA2026', friends_joined: 0, share_path: '/signup?ref=ASHA2026' });
  queryClient.setQueryData(coursesQuery(scope).queryKey, []);
  return { referral: referralQuery(scope).queryKey, courses: coursesQuery(scope).queryKey };
}

function keepJournal(learnerId: string, entries: JournalEntry[]) {
  localStorage.setItem(journalKey(learnerId, attemptId), JSON.stringify({ entries, lastQuestionId: 101, updatedAt: Date.now() }));
}

afterEach(() => {
  if (authActor.getSnapshot().context.isAuthenticated) authActor.send({ type: 'UNAUTHORIZED' });
  store.set(endSessionAtom);
  queryClient.clear();
  localStorage.clear();
});

describe('a learner’s data on a shared phone', () => {
  it('is keyed by the learner: their id is kept beside the token, and their queries name it', async () => {
    await logIn(asha, 'tok-asha');
    expect(localStorage.getItem(tokenStorageKey)).toBe('tok-asha');
    expect(localStorage.getItem(learnerStorageKey)).toBe('41');
    expect(referralQuery(scopeOf(store)).queryKey).toEqual(['learner', '41', 'referral']);
  });

  it('goes when they sign out; the lists everyone sees stay', async () => {
    await logIn(asha, 'tok-asha');
    const keys = cacheAshasPages();
    provider({ '/logout': loggedOut });
    await logOut();
    expect(queryClient.getQueryData(keys.referral)).toBeUndefined();
    expect(queryClient.getQueryData(keys.courses)).toEqual([]);
    expect(store.get(learnerIdAtom)).toBeNull();
    expect(localStorage.getItem(learnerStorageKey)).toBeNull();
  });

  it('is not the next learner’s to see: signing in clears what is left, and their keys name them', async () => {
    await logIn(asha, 'tok-asha');
    const keys = cacheAshasPages();
    // A session that ended without this tab noticing: the next sign-in still starts clean.
    store.set(tokenAtom, null);
    authActor.send({ type: 'UNAUTHORIZED' });
    queryClient.setQueryData(keys.referral, { code: 'ASHA2026', friends_joined: 0, share_path: '/signup?ref=ASHA2026' });
    await logIn(ravi, 'tok-ravi');
    expect(queryClient.getQueryData(keys.referral)).toBeUndefined();
    expect(referralQuery(scopeOf(store)).queryKey).toEqual(['learner', '42', 'referral']);
  });

  it('goes on a 401: the session ends with the token and the id', async () => {
    await logIn(asha, 'tok-asha');
    const keys = cacheAshasPages();
    provider({ '/getReferral': (config) => new AxiosError('Unauthorized', AxiosError.ERR_BAD_REQUEST, config, null, { data: { result: 0, msg: 'Please log in again.' }, status: 401, statusText: '', headers: {}, config }) });
    await expect(api.get('/getReferral')).rejects.toBeInstanceOf(Error);
    expect(authActor.getSnapshot().context).toMatchObject({ isAuthenticated: false, learnerId: null });
    expect(queryClient.getQueryData(keys.referral)).toBeUndefined();
    expect(localStorage.getItem(learnerStorageKey)).toBeNull();
  });

  it('goes when another tab signs out (the storage event)', async () => {
    await logIn(asha, 'tok-asha');
    const keys = cacheAshasPages();
    // The other tab removed both; this tab hears of it through the storage events.
    localStorage.removeItem(learnerStorageKey);
    localStorage.removeItem(tokenStorageKey);
    window.dispatchEvent(new StorageEvent('storage', { key: learnerStorageKey, oldValue: '41', newValue: null, storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: tokenStorageKey, oldValue: 'tok-asha', newValue: null, storageArea: localStorage }));
    expect(queryClient.getQueryData(keys.referral)).toBeUndefined();
    expect(authActor.getSnapshot().context.isAuthenticated).toBe(false);
    expect(scopeOf(store).learner).toBeNull();
  });
});

describe('a test journal left on a shared phone', () => {
  it('is sent with its learner’s token when they sign out, before the token is revoked, then forgotten', async () => {
    await logIn(asha, 'tok-asha');
    keepJournal('41', [unsent]);
    const sent = provider({ '/saveResponses': acknowledged, '/logout': loggedOut });
    await logOut();
    expect(sent).toEqual([
      { path: '/saveResponses', authorization: 'Bearer tok-asha' },
      { path: '/logout', authorization: 'Bearer tok-asha' },
    ]);
    expect(localStorage.getItem(journalKey('41', attemptId))).toBeNull();
  });

  it('is kept for its learner, under their id, when it cannot be sent; the next learner never loads it and it goes with them when they sign in', async () => {
    await logIn(asha, 'tok-asha');
    keepJournal('41', [unsent]);
    provider({ '/logout': loggedOut });
    await logOut();
    expect(JSON.parse(localStorage.getItem(journalKey('41', attemptId)) ?? 'null')).toMatchObject({ entries: [unsent] });

    await logIn(ravi, 'tok-ravi');
    expect(localStorage.getItem(journalKey('41', attemptId))).not.toBeNull();
    provider({ '/logout': loggedOut });
    await logOut();

    // Asha again: her kept answer goes with her new token.
    const sent = provider({ '/loginUser': session(asha, 'tok-asha-2'), '/saveResponses': acknowledged });
    authActor.send({ type: 'LOGIN', email: asha.email, password: 'a long passphrase' });
    await waitFor(authActor, (snapshot) => snapshot.matches('succeeded'));
    await vi.waitFor(() => expect(sent).toContainEqual({ path: '/saveResponses', authorization: 'Bearer tok-asha-2' }));
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem(journalKey('41', attemptId)) ?? 'null')).toMatchObject({ entries: [] }));
  });

  it('leaves nothing of the last learner’s finished test for the next one', async () => {
    keepJournal('41', []);
    await logIn(ravi, 'tok-ravi');
    await vi.waitFor(() => expect(localStorage.getItem(journalKey('41', attemptId))).toBeNull());
  });
});
