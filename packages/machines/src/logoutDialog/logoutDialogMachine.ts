import { fromPromise, setup } from 'xstate';

/**
 * The shell's 'Confirm Logout' dialog (spec section 4): closed → open → confirmed | cancelled.
 * `confirmed` and `cancelled` are resting states that say how the last opening ended; the dialog
 * is hidden in them, and OPEN shows it again, so a `useMachine` consumer never resets anything.
 * Render the dialog while `state.hasTag('visible')` (open and confirming); Confirm is busy while
 * `state.matches('confirming')`, when the app's `logout` actor runs. A failed logout reopens the
 * dialog so the learner can retry or cancel.
 */
export type LogoutDialogEvent = { type: 'OPEN' } | { type: 'CANCEL' } | { type: 'CONFIRM' };

export const logoutDialogMachine = setup({
  types: {
    events: {} as LogoutDialogEvent,
    tags: {} as 'visible',
  },
  actors: {
    /** The app's logout (e.g. send LOGOUT to the auth actor and wait for LOGGED_OUT). */
    logout: fromPromise<void>(async () => {}),
  },
}).createMachine({
  id: 'logoutDialog',
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: { target: 'open' } },
    },
    open: {
      tags: 'visible',
      on: {
        CANCEL: { target: 'cancelled' },
        CONFIRM: { target: 'confirming' },
      },
    },
    confirming: {
      tags: 'visible',
      invoke: {
        src: 'logout',
        onDone: { target: 'confirmed' },
        onError: { target: 'open' },
      },
    },
    confirmed: {
      on: { OPEN: { target: 'open' } },
    },
    cancelled: {
      on: { OPEN: { target: 'open' } },
    },
  },
});
