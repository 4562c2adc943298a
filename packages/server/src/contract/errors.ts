/** The `code` of every failure envelope the server sends. */
export const apiErrorCodes = [
  'bad_request',
  'invalid_json',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'payload_too_large',
  'unsupported_media_type',
  'request_timeout',
  'header_too_large',
  'rate_limited',
  'internal_error',
  'service_unavailable',
  // Accounts (see contract/auth.ts).
  'invalid_credentials',
  'email_taken',
  'trial_already_used',
  // A mailed confirmation link that is unknown, used or expired.
  'invalid_link',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];
