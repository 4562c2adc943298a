// @vitest-environment node
import { AxiosError, type AxiosAdapter } from 'axios';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { authMachine, authMessages, type AuthSession, type LoginCredentials, type SecondFactorStep } from '@pariksha/machines';
import { createQueryClient } from '../appStore';
import { attemptResultQuery } from '../features/attempts/queries';
import { examsQuery } from '../features/content/queries';
import { failuresHi } from '../i18n/failures.hi';
import { loadCatalogue, translatorFor } from '../i18n/translate';
import '../i18n/testMessages';
import { ApiError, failureMessage, wordedMessage } from './ApiError';
import { createApiClient } from './client';

/** A signed-in learner's client in `language` whose every request ends the way `adapter` says. */
function readerOf(language: string, adapter: AxiosAdapter) {
  const notify = { success: vi.fn(), error: vi.fn() };
  const api = createApiClient({ getLanguage: () => language, getToken: () => null, onUnauthorized: vi.fn(), notify, adapter });
  return { notify, scope: { api, language, learner: '7' } };
}

const noAnswer: AxiosAdapter = (config) => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
const notTheShape: AxiosAdapter = async (config) => ({ data: { result: 1, data: 'not a list' }, status: 200, statusText: 'OK', headers: {}, config });
/** A failure envelope with a toast but no `error` sentence of the server's own. */
const bareRefusal: AxiosAdapter = async (config) => ({
  data: { result: 0, msg: 'अनुरोध पूरा नहीं हुआ।' },
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
});

const latin = /[A-Za-z]/;

describe('a failure the client words itself', () => {
  it('keeps the spec’s English as the rejection value, marked as the client’s', async () => {
    const { scope } = readerOf('hi', noAnswer);
    const error = await createQueryClient().fetchQuery(attemptResultQuery('7')(scope)).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Network error', failureText: 'Network error', code: 'network_error' });
  });

  it('reaches a Hindi reader with no English in it: on the screen and in the toast', async () => {
    await loadCatalogue('hi');
    const { scope, notify } = readerOf('hi', noAnswer);
    const error = await createQueryClient().fetchQuery(attemptResultQuery('7')(scope)).catch((reason: unknown) => reason);
    const t = translatorFor('hi');
    const shown = t('test.resultFailed', { message: failureMessage(t, error) ?? '' });
    expect(shown).toBe('आपका परिणाम लोड नहीं हो सका: नेटवर्क त्रुटि');
    expect(shown).not.toMatch(latin);
    expect(notify.error).toHaveBeenCalledExactlyOnceWith('नेटवर्क त्रुटि। कृपया अपना कनेक्शन जाँचें।');
  });

  it('says the spec’s stored messages in Hindi: a wrong shape, a refusal without a sentence', async () => {
    await loadCatalogue('hi');
    const t = translatorFor('hi');
    const wrongShape = await createQueryClient()
      .fetchQuery(examsQuery(null)(readerOf('hi', notTheShape).scope))
      .catch((reason: unknown) => reason);
    expect(wrongShape).toMatchObject({ message: 'Failed to fetch exams' });
    expect(failureMessage(t, wrongShape)).toBe('परीक्षाएँ लोड नहीं हो सकीं');
    const refused = await createQueryClient()
      .fetchQuery(examsQuery(null)(readerOf('hi', bareRefusal).scope))
      .catch((reason: unknown) => reason);
    expect(refused).toMatchObject({ message: 'An error occurred' });
    expect(failureMessage(t, refused)).toBe('कोई त्रुटि हुई');
  });

  it('reads exactly as the spec words it for an English reader', () => {
    const t = translatorFor('en');
    expect(failureMessage(t, ApiError.worded('Network error'))).toBe('Network error');
    expect(t('list.error', { message: failureMessage(t, ApiError.worded('Failed to fetch exams')) ?? '' })).toBe('Error: Failed to fetch exams');
  });

  it('passes the server’s own sentence through: it came in the request’s language', () => {
    const t = translatorFor('hi');
    expect(failureMessage(t, new ApiError('यह श्रेणी नहीं मिली।', { status: 404 }))).toBe('यह श्रेणी नहीं मिली।');
    expect(failureMessage(t, 'not an error')).toBeNull();
  });
});

describe('the auth machine’s stored failures', () => {
  it('each have their Hindi, and every failure the client words is Hindi with no English in it', () => {
    for (const message of Object.values(authMessages)) expect(Object.keys(failuresHi)).toContain(message);
    for (const said of Object.values(failuresHi)) expect(said).not.toMatch(latin);
  });

  it('reach a Hindi reader in Hindi, by the mark the machine carries', async () => {
    await loadCatalogue('hi');
    const machine = authMachine.provide({
      actors: { login: fromPromise<AuthSession | SecondFactorStep, LoginCredentials>(() => Promise.reject(new Error('socket hang up'))) },
    });
    const actor = createActor(machine, { input: { token: null } }).start();
    actor.send({ type: 'LOGIN', email: 'asha@example.in', password: 'secret-pass' });
    const { context } = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(context).toMatchObject({ error: 'Login failed', errorWorded: true });
    const shown = wordedMessage(translatorFor('hi'), context.error ?? '', context.errorWorded);
    expect(shown).toBe('लॉग इन नहीं हो सका');
    expect(shown).not.toMatch(latin);
    // The server's own sentence has no mark and passes as it came.
    expect(wordedMessage(translatorFor('hi'), 'गलत पासवर्ड', undefined)).toBe('गलत पासवर्ड');
  });
});
