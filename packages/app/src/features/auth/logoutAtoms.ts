import { atom } from 'jotai';

/** True while the 'Confirm Logout' question is asked; any Log out button sets it. */
export const logoutAskedAtom = atom(false);

/**
 * True from Confirm until the public site shows the signed-out learner: a dashboard page that
 * loses its session meanwhile goes home rather than to /login.
 */
export const loggingOutAtom = atom(false);
