/** The spec's stored auth failure messages (section 8) and response-shape message (section 5). */
export const authMessages = {
  invalidResponse: 'Invalid response from server',
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  profileFailed: 'Failed to fetch profile',
} as const;
export type AuthMessage = keyof typeof authMessages;

/**
 * The interface-string key of each stored message: a failure carries it beside the English, so
 * the app shows the message in the reader's language.
 */
export const authMessageKeys = {
  invalidResponse: 'failure.invalidServer',
  loginFailed: 'failure.login',
  signupFailed: 'failure.signup',
  profileFailed: 'failure.profile',
} as const satisfies Record<AuthMessage, string>;

export interface AuthFailure {
  error: string;
  /** The interface-string key `error` is said with; absent for the server's own sentence (already in the reader's language). */
  errorKey?: string;
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
 * an object with `error`, else `msg`, plus optional `fields`, and the `errorKey` of an `error` the
 * app worded itself), otherwise the stored `fallback` message with its key.
 * A plain `Error` counts as carrying nothing: a programming error's text is never shown to a learner.
 */
export function authFailureFrom(rejection: unknown, fallback: AuthMessage): AuthFailure {
  const asString = nonEmptyString(rejection);
  if (asString !== undefined) return { error: asString };
  const stored: AuthFailure = { error: authMessages[fallback], errorKey: authMessageKeys[fallback] };
  if (typeof rejection !== 'object' || rejection === null) return stored;
  const body = rejection as { error?: unknown; errorKey?: unknown; msg?: unknown; fields?: unknown };
  const error = nonEmptyString(body.error);
  const errorKey = error === undefined ? undefined : nonEmptyString(body.errorKey);
  const said = error ?? nonEmptyString(body.msg);
  const failure: AuthFailure = said === undefined ? stored : errorKey === undefined ? { error: said } : { error: said, errorKey };
  const fieldErrors = stringRecord(body.fields);
  return fieldErrors === undefined ? failure : { ...failure, fieldErrors };
}
