import { ApiError } from './ApiError';

/**
 * The server's words for the form fields it refused, each beside its field ('tags.2' is the Tags
 * field), or null when it named none of `fields`.
 */
export function fieldErrorsFor<Field extends string>(error: unknown, fields: readonly Field[]): Partial<Record<Field, string>> | null {
  if (!(error instanceof ApiError) || error.fields === undefined) return null;
  const errors: Partial<Record<Field, string>> = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const field = fields.find((name) => name === path.split('.', 1)[0]);
    if (field !== undefined) errors[field] ??= message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
