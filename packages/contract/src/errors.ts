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
  // The mock test (see contract/attempts.ts): saving to a submitted attempt, the result of one in
  // progress, starting an exam that is not open to take, a save numbered like another tab's.
  'attempt_closed',
  'attempt_in_progress',
  'exam_locked',
  'seq_conflict',
  // More practice tests started in 24 hours than a learner may (see contract/attempts.ts).
  'practice_limit',
  // A builder test's attempts allowed, all used (see contract/studio-tests.ts).
  'attempts_used',
  // "Challenge this answer" (see contract/answer-challenge-values.ts): after the test's window, an
  // answer not of the question's kind, or the key itself.
  'challenge_window_closed',
  'answer_invalid',
  'same_as_key',
  // Commerce (see contract/commerce.ts): buying what the learner already has, paying for an order
  // that is no longer pending, a webhook whose signature does not check out.
  'already_owned',
  'order_not_pending',
  'webhook_signature_invalid',
  // Staff (see contract/staff.ts): a learner's token on a studio route, a staff session that has not
  // passed the second factor, a wrong or used code, an unknown or expired challenge.
  'staff_only',
  'second_factor_required',
  'invalid_code',
  'invalid_challenge',
  // The studio's questions.
  'exists',
  'version_conflict',
  'content_problems',
  'own_version',
  'wrong_state',
  'decided',
  'figure_refused',
  // The test builder: a pool the published questions cannot fill.
  'pools_short',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];
