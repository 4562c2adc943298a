import { atom } from 'jotai';
import { defaultLandingPath } from '../../routes/auth/returnPath';
import { tokenAtom } from './atoms';

/** Where a visitor starts: the sign-up form. */
export const signUpPath = '/signup';

/**
 * Where every 'get started' call to action leads: a visitor to sign up, a signed-in learner to
 * their dashboard (the spec's landing after login) instead of a sign-up page that only says they
 * are signed in. The stored token decides, as it does for the header's Log in / Log out: the
 * server draws public pages for a signed-out visitor and the browser draws its own for a
 * signed-in one (boot/takeOver.ts), so the two never disagree during hydration.
 */
export const startPathAtom = atom((get) => (get(tokenAtom) === null ? signUpPath : defaultLandingPath));
