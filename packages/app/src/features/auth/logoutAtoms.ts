import { atom } from 'jotai';

/** True while the 'Confirm Logout' question is asked; any Log out button sets it. */
export const logoutAskedAtom = atom(false);
