import type { FailureText } from '../i18n/failureText';
import type { Translator } from '../i18n/translate';

export interface ApiErrorDetails {
  status?: number;
  code?: string;
  fields?: Record<string, string>;
  cause?: unknown;
}

/**
 * What every failed api/v1 call rejects with. `message` is the spec's rejection value: the
 * server's `error` field, else 'An error occurred', else 'Network error' when nothing answered.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, absent when no response arrived. */
  readonly status: number | undefined;
  /** The envelope's machine-readable code, e.g. `not_found` or `network_error`. */
  readonly code: string | undefined;
  /** Per-field messages from a validation failure. */
  readonly fields: Record<string, string> | undefined;
  /**
   * The message when the client worded it itself ('Network error', the spec's stored messages),
   * which the learner reads in their language; absent for the server's own sentence, which came in
   * the request's language.
   */
  readonly failureText: FailureText | undefined;

  constructor(message: string, details: ApiErrorDetails & { failureText?: FailureText } = {}) {
    super(message, { cause: details.cause });
    this.status = details.status;
    this.code = details.code;
    this.fields = details.fields;
    this.failureText = details.failureText;
  }

  /** A failure the client words itself: the spec's English is the rejection value, and marked as the client's. */
  static worded(text: FailureText, details: ApiErrorDetails = {}): ApiError {
    return new ApiError(text, { ...details, failureText: text });
  }
}

/** Thrown when a request could not even be prepared (before anything was sent). */
export class RequestPreparationError extends Error {
  override readonly name = 'RequestPreparationError';
}

/**
 * An auth failure in the reader's language: the client's own English (the machine marks it
 * `worded`) through the catalogue, the server's sentence as it came.
 */
export function wordedMessage(t: Translator, message: string, worded: boolean | undefined): string {
  // The machine carries only the mark; its worded messages are FailureTexts (authApi checks so).
  return worded === true ? t(message as FailureText) : message;
}

/**
 * What a failure says to the learner, in their language: the client's own words ('Network
 * error', the spec's stored messages: an ApiError or InvalidResponseError with its `failureText`)
 * from the catalogue, else the server's sentence, which came in the request's language (a 429
 * says when to try again). Null when it says nothing.
 */
export function failureMessage(t: Translator, error: unknown): string | null {
  if (!(error instanceof Error) || !error.message) return null;
  const text = 'failureText' in error ? (error.failureText as FailureText | undefined) : undefined;
  return text === undefined ? error.message : t(text);
}
