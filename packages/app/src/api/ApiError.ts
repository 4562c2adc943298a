import type { MessageKey } from '../i18n/en';
import { isMessageKey, translate, type Translator } from '../i18n/translate';

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
   * The interface-string key of a message the client worded itself ('Network error', the spec's
   * stored messages), which the learner reads in their language; absent for the server's own
   * sentence, which came in the request's language.
   */
  readonly messageKey: MessageKey | undefined;

  constructor(message: string, details: ApiErrorDetails & { messageKey?: MessageKey } = {}) {
    super(message, { cause: details.cause });
    this.status = details.status;
    this.code = details.code;
    this.fields = details.fields;
    this.messageKey = details.messageKey;
  }

  /** A failure the client words itself: the spec's English as the rejection value, its key beside it. */
  static worded(messageKey: MessageKey, details: ApiErrorDetails = {}): ApiError {
    return new ApiError(translate('en', messageKey), { ...details, messageKey });
  }
}

/** Thrown when a request could not even be prepared (before anything was sent). */
export class RequestPreparationError extends Error {
  override readonly name = 'RequestPreparationError';
}

/**
 * A message with the interface-string key it may be said with: the key's string in the reader's
 * language when the key is known, else the message as it came (the auth machine's failures).
 */
export function keyedMessage(t: Translator, message: string, key: string | undefined): string {
  return key !== undefined && isMessageKey(key) ? t(key) : message;
}

/**
 * What a failure says to the learner, in their language: the client's own words ('Network
 * error', the spec's stored messages: an ApiError or InvalidResponseError with its `messageKey`)
 * from the catalogue, else the server's sentence, which came in the request's language (a 429
 * says when to try again). Null when it says nothing.
 */
export function failureMessage(t: Translator, error: unknown): string | null {
  if (!(error instanceof Error) || !error.message) return null;
  const key = 'messageKey' in error && typeof error.messageKey === 'string' ? error.messageKey : undefined;
  return keyedMessage(t, error.message, key);
}
