import { failures } from './failure.js';

/**
 * The answer to a request past its rate limit (@fastify/rate-limit throws it; the error handler
 * answers it in the request's language, with the Retry-After the limiter set).
 */
export class TooManyRequestsError extends Error {
  readonly statusCode = failures.rateLimited.status;

  constructor() {
    super(failures.rateLimited.message);
  }
}

const hindi = 'बहुत अधिक अनुरोध आए। कृपया एक मिनट रुककर फिर कोशिश करें।';

/** 'Too many requests. Please wait a minute and try again.', in `lang` (English unless Hindi). */
export function tooManyRequestsMessage(lang: string | undefined): string {
  return lang === 'hi' ? hindi : failures.rateLimited.message;
}
