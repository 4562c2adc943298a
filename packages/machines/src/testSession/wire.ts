/**
 * The mock test's wire contract (`getAttempt`, `saveResponses`, `submitAttempt`), taken from
 * @pariksha/contract so the machine and the server cannot drift apart. Only types and zod-free
 * values are imported: the machine never downloads the schema library. The app checks every
 * answer against the contract's schemas before it reaches the machine.
 */
import type { ResponseChange as ContractResponseChange, SaveResponsesInput } from '@pariksha/contract/attempts';
import type { ApiErrorCode } from '@pariksha/contract/errors';
import type {
  AttemptPaper,
  AttemptQuestion,
  AttemptResponse,
  AttemptResult,
  AttemptSection,
  AttemptView,
  QuestionType,
  ResponseAnswer,
  SaveAck,
  SectionResult,
} from '@pariksha/contract/responses/attempts';

export { maxChangesPerSave as maxChangesPerBatch } from '@pariksha/contract/attempt-values';

export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

export type { AttemptPaper, AttemptResult, AttemptView, QuestionType, SectionResult };

/** A learner's answer: one option, several options, or a typed number ("-12.5"); null when none. */
export type Answer = ResponseAnswer;
export type QuestionTranslation = AttemptQuestion['translations'][number];
export type PaperQuestion = AttemptQuestion;
export type PaperSection = AttemptSection;
/** A saved response as the server holds it. */
export type SavedResponse = AttemptResponse;
/** One change in a batch: the question's whole saved state plus the time on screen since its last save. */
export type ResponseChange = ContractResponseChange;
/** `POST /api/v1/saveResponses` body: 1..200 changes, `seq` increasing per client. */
export type SaveResponsesBatch = SaveResponsesInput;
/** `POST /api/v1/saveResponses` answer (`data`): the same ack again for a repeated seq. */
export type SaveResponsesAck = SaveAck;

const attemptClosed = 'attempt_closed' satisfies ApiErrorCode;
const seqConflict = 'seq_conflict' satisfies ApiErrorCode;

/**
 * True for the server's 409 `attempt_closed` (the deadline passed or the attempt was submitted):
 * the app's ApiError carries `status` and `code`.
 */
export function isAttemptClosed(rejection: unknown): boolean {
  return codeOf(rejection) === attemptClosed;
}

/**
 * True for the server's 409 `seq_conflict`: another tab numbers its batches with this client id
 * (a duplicated browser tab copies it), so this batch must be sent again under a new id.
 */
export function isSeqConflict(rejection: unknown): boolean {
  return codeOf(rejection) === seqConflict;
}

function codeOf(rejection: unknown): unknown {
  return typeof rejection === 'object' && rejection !== null ? (rejection as { code?: unknown }).code : undefined;
}
