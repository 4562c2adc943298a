import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { InvalidResponseError } from './read';
import { isRetryable } from './retryable';

describe('isRetryable', () => {
  it.each([
    ['no answer (network error, timeout)', new ApiError('Network error', { code: 'network_error' })],
    ['a request that could not be prepared', new ApiError('An error occurred', { code: 'request_failed' })],
    ['a server error', new ApiError('Server error', { status: 500 })],
    ['a gateway timeout', new ApiError('An error occurred', { status: 504 })],
    ['too many requests', new ApiError('Too many requests', { status: 429 })],
    ['a request timeout', new ApiError('An error occurred', { status: 408 })],
    ['a failed download of the checks', new Error('Network error')],
  ])('offers a retry for %s', (_, error) => {
    expect(isRetryable(error)).toBe(true);
  });

  it.each([
    ['not found', new ApiError('Category not found.', { status: 404, code: 'not_found' })],
    ['bad input', new ApiError('Bad request', { status: 400 })],
    ['forbidden', new ApiError('Forbidden', { status: 403 })],
    ['unauthorized', new ApiError('Unauthorized', { status: 401 })],
    ['a failure envelope in a 200 answer', new ApiError('An error occurred', { status: 200 })],
    ['an answer that is not the contract’s shape', new InvalidResponseError('Invalid response structure')],
  ])('offers no retry for %s', (_, error) => {
    expect(isRetryable(error)).toBe(false);
  });
});
