import { describe, expect, it } from 'vitest';
import type { ServerPageState } from '../ssr/serverPageState';
import { decideStart } from './takeOver';

const hindiPage: ServerPageState = { language: 'hi', queries: { queries: [], mutations: [] }, routes: { '0': null } };

describe('decideStart: take the server’s page over, or draw it', () => {
  it('takes over a page drawn in the reader’s language for a signed-out visitor', () => {
    expect(decideStart({ serverPage: hindiPage, language: 'hi', hasServerHtml: true, signedIn: false })).toEqual({
      kind: 'take-over',
      serverPage: hindiPage,
    });
  });

  it('draws for a signed-in learner (their header differs), keeping the server’s lists', () => {
    expect(decideStart({ serverPage: hindiPage, language: 'hi', hasServerHtml: true, signedIn: true })).toEqual({
      kind: 'draw',
      serverPage: hindiPage,
    });
  });

  it('draws, and fetches its own lists, when the server drew another language', () => {
    expect(decideStart({ serverPage: hindiPage, language: 'en', hasServerHtml: true, signedIn: false })).toEqual({
      kind: 'draw',
      serverPage: null,
    });
  });

  it('draws when the server sent no page (the dashboard) or no state', () => {
    expect(decideStart({ serverPage: hindiPage, language: 'hi', hasServerHtml: false, signedIn: false }).kind).toBe('draw');
    expect(decideStart({ serverPage: null, language: 'en', hasServerHtml: true, signedIn: false })).toEqual({
      kind: 'draw',
      serverPage: null,
    });
  });
});
