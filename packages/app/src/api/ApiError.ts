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

  constructor(
    message: string,
    details: { status?: number; code?: string; fields?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.status = details.status;
    this.code = details.code;
    this.fields = details.fields;
  }
}

/** Thrown when a request could not even be prepared (before anything was sent). */
export class RequestPreparationError extends Error {
  override readonly name = 'RequestPreparationError';
}
