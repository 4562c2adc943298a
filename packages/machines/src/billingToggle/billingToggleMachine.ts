import { setup } from 'xstate';

/**
 * The plans page's billing period: annual by default, monthly on request.
 * Events are SCREAMING_SNAKE_CASE across @pariksha/machines.
 */
export type BillingToggleEvent =
  | { type: 'SELECT_ANNUALLY' }
  | { type: 'SELECT_MONTHLY' }
  | { type: 'TOGGLE' };

export const billingToggleMachine = setup({
  types: {
    events: {} as BillingToggleEvent,
  },
}).createMachine({
  id: 'billingToggle',
  initial: 'annually',
  states: {
    annually: {
      on: {
        SELECT_MONTHLY: { target: 'monthly' },
        TOGGLE: { target: 'monthly' },
      },
    },
    monthly: {
      on: {
        SELECT_ANNUALLY: { target: 'annually' },
        TOGGLE: { target: 'annually' },
      },
    },
  },
});
