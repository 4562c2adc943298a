export { authFailureFrom, authMessages } from './auth/authErrors';
export type { AuthFailure, AuthMessage } from './auth/authErrors';
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
  SecondFactorCode,
  SecondFactorStep,
  SignupDetails,
} from './auth/authMachine';
export { billingToggleMachine } from './billingToggle/billingToggleMachine';
export type { BillingToggleEvent } from './billingToggle/billingToggleMachine';
export { logoutDialogMachine } from './logoutDialog/logoutDialogMachine';
export type { LogoutDialogEvent } from './logoutDialog/logoutDialogMachine';
export { backoffDelay, createAutosave, defaultAutosavePolicy } from './testSession/autosave';
export { nextBatch } from './testSession/batch';
export type {
  AutosaveCommand,
  AutosaveInput,
  AutosavePolicy,
  AutosaveReport,
  AutosaveServices,
  SendBatch,
} from './testSession/autosave';
export { drainJournal } from './testSession/drain';
export type { DrainOptions, DrainOutcome } from './testSession/drain';
export { createMemoryJournal, mergeChange, renameClient, unacknowledged } from './testSession/journal';
export type { AttemptJournal, JournalEntry, JournalSnapshot } from './testSession/journal';
export { isAttempted, normalizeAnswer, questionStatuses, statusOf } from './testSession/questionStatus';
export type { QuestionResponse, QuestionStatus } from './testSession/questionStatus';
export {
  criticalMs,
  selectCurrentQuestion,
  selectIsCritical,
  selectPaletteItems,
  selectRemainingMs,
  selectSectionSummaries,
  selectStatus,
  selectStatusCounts,
} from './testSession/selectors';
export type { PaletteItem, SectionSummary, StatusCounts } from './testSession/selectors';
export { activeSectionIndex, allSaved, clockOffsetFrom, isSaved, isSectionOpen } from './testSession/session';
export type { RoundTrip } from './testSession/session';
export { createTestSessionMachine } from './testSession/testSessionMachine';
export type {
  TestSessionContext,
  TestSessionEvent,
  TestSessionInput,
  TestSessionMachine,
  TestSessionServices,
} from './testSession/testSessionMachine';
export { isAttemptClosed, languages, maxChangesPerBatch } from './testSession/wire';
export type {
  Answer,
  AttemptPaper,
  AttemptResult,
  AttemptView,
  Language,
  PaperQuestion,
  PaperSection,
  QuestionTranslation,
  QuestionType,
  ResponseChange,
  SaveResponsesAck,
  SaveResponsesBatch,
  SavedResponse,
  SectionResult,
} from './testSession/wire';
