export { authFailureFrom, authMessages } from './auth/authErrors';
export type { AuthFailure } from './auth/authErrors';
export { authMachine, createAuthMachine } from './auth/authMachine';
export type {
  AuthContext,
  AuthEmitted,
  AuthEvent,
  AuthInput,
  AuthLogoutInput,
  AuthMachine,
  AuthRequest,
  AuthSession,
  AuthUser,
  LoginCredentials,
  SignupDetails,
} from './auth/authMachine';
export { billingToggleMachine } from './billingToggle/billingToggleMachine';
export type { BillingToggleEvent } from './billingToggle/billingToggleMachine';
export { logoutDialogMachine } from './logoutDialog/logoutDialogMachine';
export type { LogoutDialogEvent } from './logoutDialog/logoutDialogMachine';
