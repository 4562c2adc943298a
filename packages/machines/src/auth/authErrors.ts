/** The spec's stored auth failure messages (section 8) and response-shape message (section 5). */
export const authMessages = {
  invalidResponse: 'Invalid response from server',
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  profileFailed: 'Failed to fetch profile',
} as const;

export interface AuthFailure {
  error: string;
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
 * an object with `error`, else `msg`, plus optional `fields`), otherwise `fallback`.
 * A plain `Error` counts as carrying nothing: a programming error's text is never shown to a learner.
 */
export function authFailureFrom(rejection: unknown, fallback: string): AuthFailure {
  const asString = nonEmptyString(rejection);
  if (asString !== undefined) return { error: asString };
  if (typeof rejection !== 'object' || rejection === null) return { error: fallback };
  const body = rejection as { error?: unknown; msg?: unknown; fields?: unknown };
  const error = nonEmptyString(body.error) ?? nonEmptyString(body.msg) ?? fallback;
  const fieldErrors = stringRecord(body.fields);
  return fieldErrors === undefined ? { error } : { error, fieldErrors };
}
