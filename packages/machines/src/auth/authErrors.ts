/** The spec's stored auth failure messages (section 8) and response-shape message (section 5). */
export const authMessages = {
  invalidResponse: 'Invalid response from server',
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  profileFailed: 'Failed to fetch profile',
} as const;
export type AuthMessage = keyof typeof authMessages;

export interface AuthFailure {
  error: string;
  /**
   * True when `error` is the client's own English (a stored message, 'Network error'), which the
   * app says in the reader's language; absent for the server's sentence, already in that language.
   */
  worded?: true;
  fieldErrors?: Record<string, string>;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Reads what an auth actor rejected with: the server's sentence when it carries one (a string, or
 * an object with `error`, else `msg`, plus optional `fields`, and `worded` beside an `error` the
 * app worded itself), otherwise the stored `fallback` message, worded here.
 * A plain `Error` counts as carrying nothing: a programming error's text is never shown to a learner.
 */
export function authFailureFrom(rejection: unknown, fallback: AuthMessage): AuthFailure {
  const asString = nonEmptyString(rejection);
  if (asString !== undefined) return { error: asString };
  const stored: AuthFailure = { error: authMessages[fallback], worded: true };
  if (typeof rejection !== 'object' || rejection === null) return stored;
  const body = rejection as { error?: unknown; worded?: unknown; msg?: unknown; fields?: unknown };
  const error = nonEmptyString(body.error);
  const said = error ?? nonEmptyString(body.msg);
  const failure: AuthFailure = said === undefined ? stored : error !== undefined && body.worded === true ? { error, worded: true } : { error: said };
  const fieldErrors = stringRecord(body.fields);
  return fieldErrors === undefined ? failure : { ...failure, fieldErrors };
}
