/**
 * The mock test's wire contract, mirrored from the server's api/v1 (`saveResponses`, `getAttempt`,
 * `submitAttempt`): @pariksha/machines cannot import the server, so these types repeat its shapes.
 * The app checks every answer against the server's own schema before it reaches the machine.
 */

export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

export type QuestionType = 'single' | 'multiple' | 'numeric';

/** A learner's answer: one option, several options, or a typed number ("-12.5"); null when none. */
export type Answer = { choice: number } | { choices: number[] } | { value: string };

export interface QuestionTranslation {
  language_code: string;
  direction?: string | null;
  text: string;
  options?: string[] | null;
}

export interface PaperQuestion {
  id: number;
  /** 1-based across the whole paper. */
  number: number;
  type: QuestionType;
  translations: QuestionTranslation[];
}

export interface PaperSection {
  id: number;
  name: string;
  marks_correct: number;
  marks_wrong: number;
  /** The section's own time limit; null when only the paper's clock applies. */
  minutes: number | null;
  questions: PaperQuestion[];
}

export interface AttemptPaper {
  title: string;
  minutes: number;
  total_marks: number;
  sections: PaperSection[];
}

/** A saved response as the server holds it. */
export interface SavedResponse {
  question_id: number;
  answer: Answer | null;
  marked: boolean;
  visited: boolean;
  time_spent_ms: number;
}

/** `GET /api/v1/getAttempt/{attempt_id}`: never the answer key while in progress. */
export interface AttemptView {
  attempt_id: string;
  /** Null for a practice test (drawn from the learner's weak topics, not an exam). */
  exam_id: number | null;
  status: 'in_progress' | 'submitted';
  started_at: string;
  deadline_at: string;
  /** The server's clock when it answered: the client's offset comes from it. */
  server_time: string;
  paper: AttemptPaper;
  responses: SavedResponse[];
  /** The highest batch `seq` applied per `client_id`. */
  last_seq_by_client: Record<string, number>;
}

/** One change in a batch: the question's whole saved state plus the time on screen since its last save. */
export interface ResponseChange {
  question_id: number;
  answer: Answer | null;
  marked: boolean;
  visited: boolean;
  time_spent_ms: number;
  /**
   * Only a visit or time on screen, not a choice: the server keeps the answer and mark it holds
   * (another tab may have set them since this tab read them).
   */
  keeps_answer?: boolean;
}

/** `POST /api/v1/saveResponses` body: 1..200 changes, `seq` increasing per client. */
export interface SaveResponsesBatch {
  attempt_id: string;
  client_id: string;
  seq: number;
  changes: ResponseChange[];
}

/** `POST /api/v1/saveResponses` answer (`data`): the same ack again for a repeated seq. */
export interface SaveResponsesAck {
  attempt_id: string;
  client_id: string;
  seq: number;
  server_time: string;
  deadline_at: string;
  status: 'in_progress' | 'submitted';
}

export const maxChangesPerBatch = 200;

export interface SectionResult {
  name: string;
  questions: number;
  attempted: number;
  correct: number;
  wrong: number;
  score: number;
  time_spent_ms: number;
}

/** `POST /api/v1/submitAttempt` answer (`data`), the same for every submit of one attempt. */
export interface AttemptResult {
  attempt_id: string;
  sections: SectionResult[];
  totals: Omit<SectionResult, 'name'>;
  submitted_at: string;
  submitted_by: 'learner' | 'deadline';
}

/**
 * True for the server's 409 `attempt_closed` (the deadline passed or the attempt was submitted):
 * the app's ApiError carries `status` and `code`.
 */
export function isAttemptClosed(rejection: unknown): boolean {
  return codeOf(rejection) === 'attempt_closed';
}

/**
 * True for the server's 409 `seq_conflict`: another tab numbers its batches with this client id
 * (a duplicated browser tab copies it), so this batch must be sent again under a new id.
 */
export function isSeqConflict(rejection: unknown): boolean {
  return codeOf(rejection) === 'seq_conflict';
}

function codeOf(rejection: unknown): unknown {
  return typeof rejection === 'object' && rejection !== null ? (rejection as { code?: unknown }).code : undefined;
}
