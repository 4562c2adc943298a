import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { defaultLandingPath } from '../../routes/auth/returnPath';
import { tokenAtom } from './atoms';
import { signUpPath, startPathAtom } from './startPath';

describe('startPathAtom', () => {
  it('sends a visitor to sign up', () => {
    const store = createStore();
    store.set(tokenAtom, null);
    expect(store.get(startPathAtom)).toBe(signUpPath);
  });

  it('sends a signed-in learner to the dashboard, and back to sign-up after logout', () => {
    const store = createStore();
    store.set(tokenAtom, 'a-token');
    expect(store.get(startPathAtom)).toBe(defaultLandingPath);
    expect(defaultLandingPath).toBe('/dashboard/courses');
    store.set(tokenAtom, null);
    expect(store.get(startPathAtom)).toBe('/signup');
  });
});
