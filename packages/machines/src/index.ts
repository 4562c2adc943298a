export { billingToggleMachine } from './billingToggle/billingToggleMachine';
export type { BillingToggleEvent } from './billingToggle/billingToggleMachine';
