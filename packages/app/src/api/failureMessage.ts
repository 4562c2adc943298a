import { isMessageKey, type Translator } from '../i18n/translate';
import { ApiError } from './ApiError';
import { InvalidResponseError } from './read';

/**
 * A message with the interface-string key it may be said with: the key's string in the reader's
 * language when the key is known, else the message as it came (the auth machine's failures).
 */
export function keyedMessage(t: Translator, message: string, key: string | undefined): string {
  return key !== undefined && isMessageKey(key) ? t(key) : message;
}

/**
 * What a failure says to the learner, in their language: the client's own words ('Network
 * error', the spec's stored messages) from the catalogue, else the server's sentence, which came
 * in the request's language (a 429 says when to try again). Null when it says nothing.
 */
export function failureMessage(t: Translator, error: unknown): string | null {
  if (!(error instanceof Error) || !error.message) return null;
  const key = error instanceof ApiError || error instanceof InvalidResponseError ? error.messageKey : undefined;
  return keyedMessage(t, error.message, key);
}
