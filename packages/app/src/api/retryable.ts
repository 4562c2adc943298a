import { ApiError } from './ApiError';
import { InvalidResponseError } from './read';

/** Statuses that may pass: timeout, too early, too many requests. Every 5xx may pass too. */
const passingStatuses = new Set([408, 425, 429]);

/**
 * Whether asking again may help, so a screen offers 'Try again' only then. No answer (a network
 * error, a timeout, a file that did not download), a busy or failing server: yes. An answer that
 * says no (not found, bad input, forbidden) or that is not the contract's shape: the same request
 * would fail the same way.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof InvalidResponseError) return false;
  if (error instanceof ApiError) {
    if (error.status === undefined) return true;
    return error.status >= 500 || passingStatuses.has(error.status);
  }
  // Anything else did not come from an answer (e.g. the checks' download failed): worth another go.
  return true;
}
